import { describe, expect, it } from 'vitest';
import { eurCentsInCurrency, eurEquivalentOfEur, minorAsEurCentsFraction } from './currency-conversion';

const nok = { minorUnits: 2, perEur: { num: 10, den: 1 } };
const gbp = { minorUnits: 2, perEur: { num: 17, den: 20 } };
const noMinorUnits = { minorUnits: 0, perEur: { num: 160, den: 1 } };

describe('eurCentsInCurrency', () => {
  it('converts exactly when the ratio divides', () => {
    expect(eurCentsInCurrency(2_500n, eurEquivalentOfEur, 'floor')).toBe(2_500n);
    expect(eurCentsInCurrency(2_500n, nok, 'floor')).toBe(25_000n);
    expect(eurCentsInCurrency(2_000n, gbp, 'ceil')).toBe(1_700n);
    expect(eurCentsInCurrency(2_500n, noMinorUnits, 'floor')).toBe(4_000n);
  });

  it('rounds as asked when it does not', () => {
    expect(eurCentsInCurrency(150n, gbp, 'floor')).toBe(127n);
    expect(eurCentsInCurrency(150n, gbp, 'ceil')).toBe(128n);
  });

  it('refuses a ratio that is not of positive integers', () => {
    expect(() => eurCentsInCurrency(1n, { minorUnits: 2, perEur: { num: 0.85, den: 1 } }, 'floor')).toThrow(
      RangeError,
    );
    expect(() => eurCentsInCurrency(1n, { minorUnits: 2, perEur: { num: 1, den: 0 } }, 'floor')).toThrow(
      RangeError,
    );
  });
});

describe('minorAsEurCentsFraction', () => {
  it('states minor units as an exact fraction of EUR cents', () => {
    const { numerator, denominator } = minorAsEurCentsFraction(1n, nok);
    expect(numerator * 10n).toBe(denominator);
    const pound = minorAsEurCentsFraction(85n, gbp);
    expect(pound.numerator).toBe(pound.denominator * 100n);
  });
});
