import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  checkLimitAmount,
  checkLimitPassword,
  limitErrorCode,
  minimumLimit,
  normalizeAmount,
} from './limit-rules';

describe('deposit limit rules (spec section 5)', () => {
  it('amount: required, at least 20, not above the maximum', () => {
    expect(checkLimitAmount('', '10000.00', 'EUR')).toBe('limit_required');
    expect(checkLimitAmount('19.99', '10000.00', 'EUR')).toBe('limit_below_minimum');
    expect(checkLimitAmount('20', '10000.00', 'EUR')).toBeNull();
    expect(checkLimitAmount('10000', '10000.00', 'EUR')).toBeNull();
    expect(checkLimitAmount('10000.01', '10000.00', 'EUR')).toBe('limit_above_maximum');
  });
  it('amount: a plain decimal, comma or dot', () => {
    expect(checkLimitAmount('abc', '10000.00', 'EUR')).toBe('limit_amount_invalid');
    expect(checkLimitAmount('20.001', '10000.00', 'EUR')).toBe('limit_amount_invalid');
    expect(checkLimitAmount('250,50', '10000.00', 'EUR')).toBeNull();
    expect(normalizeAmount(' 250,50 ')).toBe('250.50');
  });
  it('counts the minimum in EUR, as the server does (10 NOK to 1 EUR)', () => {
    expect(minimumLimit('NOK')).toBe('200.00');
    expect(checkLimitAmount('199', '100000.00', 'NOK')).toBe('limit_below_minimum');
    expect(checkLimitAmount('200', '100000.00', 'NOK')).toBeNull();
  });
  it('counts GBP at 0.85 to 1 EUR without drifting at the bounds', () => {
    expect(minimumLimit('GBP')).toBe('17.00');
    expect(checkLimitAmount('16.99', '850000.00', 'GBP')).toBe('limit_below_minimum');
    expect(checkLimitAmount('17', '850000.00', 'GBP')).toBeNull();
    expect(checkLimitAmount('850000', '850000.00', 'GBP')).toBeNull();
    expect(checkLimitAmount('850000.01', '850000.00', 'GBP')).toBe('limit_above_maximum');
  });
  it('password: required and longer than 5', () => {
    expect(checkLimitPassword('')).toBe('password_required');
    expect(checkLimitPassword('12345')).toBe('password_too_short');
    expect(checkLimitPassword('123456')).toBeNull();
  });
  it('maps invalid_old_password to its own message, anything else to the server', () => {
    const refusal = (resultCode: 'invalid_old_password' | 'rate_limited') =>
      new ApiError({ info: { success: false, message: 'x', resultCode }, data: null }, 400);
    expect(limitErrorCode(refusal('invalid_old_password'))).toBe('invalid_old_password');
    expect(limitErrorCode(refusal('rate_limited'))).toBeNull();
  });
});
