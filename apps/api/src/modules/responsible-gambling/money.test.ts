import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmountToMinor } from './money';

describe('decimal amounts in minor units', () => {
  it.each([
    ['20', 2000],
    ['20.5', 2050],
    ['20.05', 2005],
    ['0.29', 29],
    ['1000000', 100_000_000],
    [' 12.30 ', 1230],
  ])('parses %j as %d', (text, minor) => {
    expect(parseAmountToMinor(text, 2)).toBe(minor);
  });

  it.each(['', '1.234', '-5', '1e3', '12,50', '.5', '5.', 'abc', '0x10', '99999999999999'])(
    'refuses %j',
    (text) => {
      expect(parseAmountToMinor(text, 2)).toBeNull();
    },
  );

  it('formats minor units back without floats', () => {
    expect(formatMinor(2000, 2)).toBe('20.00');
    expect(formatMinor(5, 2)).toBe('0.05');
    expect(formatMinor(100_000_000_000, 2)).toBe('1000000000.00');
  });
});
