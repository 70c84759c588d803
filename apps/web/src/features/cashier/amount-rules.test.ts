import { describe, expect, it } from 'vitest';
import { checkDepositAmount, checkWithdrawalAmount } from './amount-rules';

describe('checkDepositAmount', () => {
  it('asks for an amount, a number and more than zero', () => {
    expect(checkDepositAmount('')).toEqual({ code: 'amount_required' });
    expect(checkDepositAmount('  ')).toEqual({ code: 'amount_required' });
    expect(checkDepositAmount('ten')).toEqual({ code: 'amount_invalid' });
    expect(checkDepositAmount('10.123')).toEqual({ code: 'amount_invalid' });
    expect(checkDepositAmount('-5')).toEqual({ code: 'amount_invalid' });
    expect(checkDepositAmount('0.00')).toEqual({ code: 'amount_positive' });
  });

  it('accepts a comma as the decimal separator', () => {
    expect(checkDepositAmount('25')).toBeNull();
    expect(checkDepositAmount('25,50')).toBeNull();
  });
});

describe('checkWithdrawalAmount', () => {
  const limits = { min: '10.00', max: '1000.00', withdrawable: '50.00' };
  it('keeps the amount within the method and the withdrawable balance', () => {
    expect(checkWithdrawalAmount('9.99', limits)).toEqual({ code: 'amount_below_min', min: '10.00' });
    expect(checkWithdrawalAmount('1000.01', { ...limits, withdrawable: null })).toEqual({
      code: 'amount_above_max',
      max: '1000.00',
    });
    expect(checkWithdrawalAmount('50.01', limits)).toEqual({
      code: 'amount_above_balance',
      available: '50.00',
    });
    expect(checkWithdrawalAmount('50', limits)).toBeNull();
    // Nothing withdrawable: the server says why (no deposit yet, or no funds).
    expect(checkWithdrawalAmount('50', { ...limits, withdrawable: '0.00' })).toBeNull();
    expect(checkWithdrawalAmount('10', limits)).toBeNull();
  });
});
