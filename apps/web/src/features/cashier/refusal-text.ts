import type { ResultCode } from '@casino/contract/result-codes';
import type { TFunction } from '@/lib/translator';
import { isApiError } from '@/lib/api-error';

/** The cashier refusals with a text of their own in every language (spec section 8 and issue 4). */
export const cashierRefusalCodes = [
  'withdrawals_require_deposit',
  'kyc_required',
  'profile_incomplete',
  'insufficient_funds',
  'deposit_limit_exceeded',
  'amount_out_of_range',
  'invoice_not_found',
  'invoice_expired',
  'withdrawal_not_found',
  'withdrawal_state_conflict',
  'withdrawal_link_invalid',
  'invalid_address',
  'payout_failed',
  'processor_unavailable',
  'self_exclusion_active',
  'rate_limited',
] as const satisfies readonly ResultCode[];
type CashierRefusalCode = (typeof cashierRefusalCodes)[number];

function isCashierRefusal(code: string): code is CashierRefusalCode {
  return (cashierRefusalCodes as readonly string[]).includes(code);
}

interface RefusalData {
  missing?: unknown;
  remaining?: unknown;
  min?: unknown;
  max?: unknown;
}

const isAmount = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The player-facing text of a failed cashier call: a known refusal in the player's language (with the
 * missing fields, the remaining allowance or the bounds the server sent along), anything else as the
 * server (or the transport) worded it. `money` writes an account-currency amount.
 */
export function cashierRefusalText(
  t: TFunction,
  error: unknown,
  money: (amount: string) => string = (amount) => amount,
): string {
  if (isApiError(error) && isCashierRefusal(error.resultCode)) {
    const data = (error.body.data ?? {}) as RefusalData;
    if (error.resultCode === 'deposit_limit_exceeded' && isAmount(data.remaining))
      return t('refusals.deposit_limit_remaining', { remaining: money(data.remaining) });
    if (error.resultCode === 'amount_out_of_range' && isAmount(data.min) && isAmount(data.max))
      return t('refusals.amount_between', { min: money(data.min), max: money(data.max) });
    const fields = Array.isArray(data.missing) ? data.missing.join(', ') : '';
    return t(`refusals.${error.resultCode}`, { fields });
  }
  if (error instanceof Error && error.message) return error.message;
  return t('refusals.unknown');
}
