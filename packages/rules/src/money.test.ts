import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatUnits, minorToDecimal, minorUnitsOf, parseUnits } from './money';

describe('decimal strings to units', () => {
  it.each([
    ['20', 2, 2000n],
    ['20.5', 2, 2050n],
    ['0.29', 2, 29n],
    [' 12.30 ', 2, 1230n],
    ['0.00012345', 8, 12345n],
    ['7', 0, 7n],
    ['0', 2, 0n],
  ])('reads %j with %d decimals as %s', (text, decimals, units) => {
    expect(parseUnits(text, decimals)).toBe(units);
  });

  it.each(['', ' ', '.5', '5.', '1e3', '0x10', 'abc', '1.2.3', '+1', '1 000', '12,50'])(
    'refuses %j',
    (text) => {
      expect(parseUnits(text, 2)).toBeNull();
    },
  );

  it('refuses more decimals than the currency has, and keeps exactly as many', () => {
    expect(parseUnits('1.234', 2)).toBeNull();
    expect(parseUnits('1.230', 2)).toBeNull();
    expect(parseUnits('1.23', 2)).toBe(123n);
    expect(parseUnits('1.5', 0)).toBeNull();
    expect(parseUnits('0.000000001', 8)).toBeNull();
  });

  it('refuses a negative amount unless told to read signed ones', () => {
    expect(parseUnits('-5', 2)).toBeNull();
    expect(parseUnits('-5.25', 2, { signed: true })).toBe(-525n);
    expect(parseUnits('-0.05', 2, { signed: true })).toBe(-5n);
    expect(parseUnits('--5', 2, { signed: true })).toBeNull();
  });

  it('reads a comma as the decimal separator only when told', () => {
    expect(parseUnits('1,5', 2)).toBeNull();
    expect(parseUnits('1,5', 2, { comma: true })).toBe(150n);
    expect(parseUnits('1,505', 2, { comma: true })).toBeNull();
  });

  it('bounds the whole digits at 15 unless told otherwise, and stays exact past 2^53', () => {
    expect(parseUnits('999999999999999.99', 2)).toBe(99_999_999_999_999_999n);
    expect(parseUnits('1000000000000000', 2)).toBeNull();
    expect(parseUnits('123456789012', 2, { maxWholeDigits: 12 })).toBe(12_345_678_901_200n);
    expect(parseUnits('1234567890123', 2, { maxWholeDigits: 12 })).toBeNull();
    const huge = '123456789012345678901234567890.12';
    expect(parseUnits(huge, 2, { maxWholeDigits: Infinity })).toBe(12345678901234567890123456789012n);
  });
});

describe('units to decimal strings', () => {
  it.each([
    [2000n, 2, '20.00'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [-5n, 2, '-0.05'],
    [-12345n, 2, '-123.45'],
    [12345n, 8, '0.00012345'],
    [7n, 0, '7'],
    [9_007_199_254_740_993n, 2, '90071992547409.93'],
  ])('writes %s with %d decimals as %j', (units, decimals, text) => {
    expect(formatUnits(units, decimals)).toBe(text);
  });

  it('round-trips huge and negative values', () => {
    for (const text of ['123456789012345678901234567890.12', '-0.01', '-99999999999999999999.99', '0.00']) {
      expect(formatUnits(parseUnits(text, 2, { signed: true, maxWholeDigits: Infinity })!, 2)).toBe(text);
    }
  });
});

describe('currency exponents', () => {
  it('takes our currencies from the rules and other ISO codes from Intl', () => {
    expect(minorUnitsOf('EUR')).toBe(2);
    expect(minorUnitsOf('GBP')).toBe(2);
    expect(minorUnitsOf('JPY')).toBe(0);
    expect(minorUnitsOf('BHD')).toBe(3);
    expect(minorUnitsOf('not a code')).toBe(2);
  });

  it('converts with the currency exponent', () => {
    expect(decimalToMinor('1.50', 'EUR')).toBe(150n);
    expect(decimalToMinor('1.5', 'JPY')).toBeNull();
    expect(decimalToMinor('150', 'JPY')).toBe(150n);
    expect(minorToDecimal(150n, 'EUR')).toBe('1.50');
    expect(minorToDecimal('150', 'JPY')).toBe('150');
    expect(minorToDecimal(-1, 'BHD')).toBe('-0.001');
  });
});
