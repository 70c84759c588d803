import { describe, expect, it } from 'vitest';
import { isCityBlocked, isCountryBlocked } from './geo';

describe('isCountryBlocked', () => {
  it('blocks every country of spec section 1', () => {
    for (const code of ['US', 'AU', 'AW', 'BQ', 'CW', 'NL', 'CN', 'MF', 'SX']) {
      expect(isCountryBlocked(code)).toBe(true);
    }
  });
  it('allows others, lower case included, and unknown', () => {
    expect(isCountryBlocked('GB')).toBe(false);
    expect(isCountryBlocked('us')).toBe(true);
    expect(isCountryBlocked(null)).toBe(false);
  });
});

describe('isCityBlocked', () => {
  it('matches CC:City entries ignoring case', () => {
    expect(isCityBlocked('CA', 'Toronto', ['CA:toronto'])).toBe(true);
    expect(isCityBlocked('CA', 'Ottawa', ['CA:toronto'])).toBe(false);
    expect(isCityBlocked('GB', 'Toronto', ['CA:toronto'])).toBe(false);
  });
});
