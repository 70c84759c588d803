import { describe, expect, it } from 'vitest';
import {
  currencies,
  currencyCodes,
  defaultCurrencyOf,
  eurCentsToMinor,
  isCurrencyCode,
  wholeEurToMinor,
} from './currencies';

describe('currencies', () => {
  it('keep the spec list as a floor and add GBP', () => {
    for (const code of ['EUR', 'USD', 'CHF', 'AUD', 'CAD', 'PLN', 'BRL', 'NOK', 'GBP'])
      expect(isCurrencyCode(code)).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });

  it('state the spec equivalents to 1 EUR, and 1 EUR = 0.85 GBP, as ratios of positive integers', () => {
    const perEur = (code: keyof typeof currencies) =>
      currencies[code].perEur.num / currencies[code].perEur.den;
    expect([perEur('USD'), perEur('CHF'), perEur('AUD'), perEur('CAD')]).toEqual([1, 1, 1, 1]);
    expect([perEur('PLN'), perEur('BRL'), perEur('NOK'), perEur('GBP')]).toEqual([5, 5, 10, 0.85]);
    for (const code of currencyCodes) {
      const { num, den } = currencies[code].perEur;
      expect(Number.isInteger(num) && Number.isInteger(den) && num > 0 && den > 0).toBe(true);
    }
  });

  it('convert EUR cents to GBP pence exactly, and round a fraction of a penny down', () => {
    expect(eurCentsToMinor('GBP', 2_000n)).toBe(1_700n);
    expect(eurCentsToMinor('GBP', 500_000n)).toBe(425_000n);
    expect(eurCentsToMinor('GBP', 100_000_000n)).toBe(85_000_000n);
    expect(eurCentsToMinor('GBP', 1n)).toBe(0n);
    expect(eurCentsToMinor('GBP', 3n)).toBe(2n);
    expect(eurCentsToMinor('NOK', 2_000n)).toBe(20_000n);
    expect(eurCentsToMinor('EUR', 12_345n)).toBe(12_345n);
  });

  it('convert whole-EUR limit bounds in integers (20 EUR is 17 GBP, 1,000,000 EUR is 850,000 GBP)', () => {
    expect(wholeEurToMinor('GBP', 20)).toBe(1_700n);
    expect(wholeEurToMinor('GBP', 1_000_000)).toBe(85_000_000n);
    expect(wholeEurToMinor('NOK', 20)).toBe(20_000n);
    expect(wholeEurToMinor('EUR', 20n)).toBe(2_000n);
    // 1 EUR is 0.85 GBP: no float ever stands for the 85 pence.
    expect(wholeEurToMinor('GBP', 1)).toBe(85n);
  });

  it('offer GBP as the default of a UK visitor, and no default where the player should choose', () => {
    expect(defaultCurrencyOf('GB')).toBe('GBP');
    expect(defaultCurrencyOf('gb')).toBe('GBP');
    expect(defaultCurrencyOf('NO')).toBe('NOK');
    expect(defaultCurrencyOf('DE')).toBeNull();
    expect(defaultCurrencyOf('')).toBeNull();
  });
});
