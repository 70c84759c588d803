import { describe, expect, it } from 'vitest';
import { formatOdds } from './odds-format';

describe('odds formats', () => {
  it('shows decimal odds with two decimals', () => {
    expect(formatOdds(1.5, 'decimal')).toBe('1.50');
    expect(formatOdds(12.25, 'decimal')).toBe('12.25');
  });

  it('shows fractional odds reduced', () => {
    expect(formatOdds(2, 'fractional')).toBe('1/1');
    expect(formatOdds(2.5, 'fractional')).toBe('3/2');
    expect(formatOdds(1.25, 'fractional')).toBe('1/4');
    expect(formatOdds(1.91, 'fractional')).toBe('91/100');
  });

  it('shows American odds from the profit on 100', () => {
    expect(formatOdds(2.5, 'american')).toBe('+150');
    expect(formatOdds(2, 'american')).toBe('+100');
    expect(formatOdds(1.5, 'american')).toBe('-200');
    expect(formatOdds(1.8, 'american')).toBe('-125');
  });
});
