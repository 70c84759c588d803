import { describe, expect, it } from 'vitest';
import { formatMoney, parseStake, stakeText } from './money';

describe('stakes in the currency', () => {
  it('reads a typed stake in minor units with the currency’s decimals', () => {
    expect(parseStake('12', 'EUR')).toBe(1200n);
    expect(parseStake('12.5', 'EUR')).toBe(1250n);
    expect(parseStake('0,05', 'NOK')).toBe(5n);
    expect(parseStake('12.505', 'EUR')).toBeNull();
    expect(parseStake('-3', 'EUR')).toBeNull();
    expect(parseStake('abc', 'EUR')).toBeNull();
    expect(parseStake('1500', 'JPY')).toBe(1500n);
    expect(parseStake('1.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as a stake and as money', () => {
    expect(stakeText(1250n, 'EUR')).toBe('12.50');
    expect(formatMoney(123456n, 'EUR', 'en')).toBe('€1,234.56');
  });
});
