import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, TransportError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { cashierRefusalCodes, cashierRefusalText } from './refusal-text';

const refusal = (resultCode: string, message = 'server words', data: unknown = null) =>
  new ApiError({ info: { success: false, message, resultCode: resultCode as never }, data }, 409);

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier']);
});

describe('cashierRefusalText', () => {
  const t = () => i18n.getFixedT('en', 'cashier');

  it("says the spec's words when withdrawals need a deposit first", () => {
    expect(cashierRefusalText(t(), refusal('withdrawals_require_deposit'))).toBe(
      'Withdrawals are not available, please make a deposit first.',
    );
  });

  it('lists the missing profile fields', () => {
    expect(
      cashierRefusalText(t(), refusal('profile_incomplete', 'x', { missing: ['address', 'mobile'] })),
    ).toBe('Some information is missing, fill it in before proceeding to the cashier: address, mobile.');
  });

  it('has its own text for every cashier refusal, in every language', async () => {
    for (const language of ['en', 'de', 'no'] as const) {
      await i18n.loadLanguages(language);
      await i18n.loadNamespaces('cashier');
      const fixed = i18n.getFixedT(language, 'cashier');
      for (const code of cashierRefusalCodes) {
        const text = cashierRefusalText(fixed, refusal(code));
        expect(text, `${language} ${code}`).not.toBe('server words');
        expect(text, `${language} ${code}`).not.toContain('refusals.');
      }
    }
  });

  it('names the remaining allowance and the bounds when the server sends them', () => {
    const euros = (amount: string) => `€${amount}`;
    expect(
      cashierRefusalText(t(), refusal('deposit_limit_exceeded', 'x', { remaining: '15.00' }), euros),
    ).toBe('This deposit would pass your deposit limit: you can still deposit €15.00.');
    expect(cashierRefusalText(t(), refusal('deposit_limit_exceeded'))).toBe(
      'This deposit would pass your deposit limit.',
    );
    expect(
      cashierRefusalText(t(), refusal('amount_out_of_range', 'x', { min: '20.00', max: '5000.00' }), euros),
    ).toBe('The amount must be between €20.00 and €5000.00.');
  });

  it('shows the server message for other refusals and the transport text for a lost call', () => {
    expect(cashierRefusalText(t(), refusal('validation_error', 'amount: a decimal amount'))).toBe(
      'amount: a decimal amount',
    );
    expect(cashierRefusalText(t(), new TransportError('network', 'Network Error'))).toBe('Network Error');
  });
});
