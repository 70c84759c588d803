import { describe, expect, it } from 'vitest';
import { addDecimals, compareDecimals, isDecimalAmount, normalizeDecimalInput } from './money';

describe('money', () => {
  it('adds decimal strings without float rounding', () => {
    expect(addDecimals('0.10', '0.20')).toBe('0.30');
    expect(addDecimals('12.5', '0.05')).toBe('12.55');
    expect(addDecimals('0', '0.00')).toBe('0.00');
    expect(addDecimals('999999999999.99', '0.01')).toBe('1000000000000.00');
  });

  it('compares decimal strings of different scales', () => {
    expect(compareDecimals('10', '10.00')).toBe(0);
    expect(compareDecimals('9.99', '10')).toBe(-1);
    expect(compareDecimals('10.001', '10')).toBe(1);
  });

  it('accepts plain positive decimals only', () => {
    expect(isDecimalAmount('25')).toBe(true);
    expect(isDecimalAmount('25.50')).toBe(true);
    for (const bad of ['', '-1', '1e3', 'abc', '1.2.3', '.5']) expect(isDecimalAmount(bad)).toBe(false);
    expect(normalizeDecimalInput(' 1,5 ')).toBe('1.5');
  });
});
