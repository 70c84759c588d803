import type { ResultCode } from '@casino/contract/result-codes';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';

/** The cashier refusals with a text of their own in every language (spec section 8 and issue 4). */
export const cashierRefusalCodes = [
  'withdrawals_require_deposit',
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

function missingFields(data: unknown): string {
  const missing = (data as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? missing.join(', ') : '';
}

/**
 * The player-facing text of a failed cashier call: a known refusal in the player's language, anything
 * else as the server (or the transport) worded it.
 */
export function cashierRefusalText(t: TFunction<'cashier'>, error: unknown): string {
  if (isApiError(error) && isCashierRefusal(error.resultCode)) {
    return t(`refusals.${error.resultCode}`, { fields: missingFields(error.body.data) });
  }
  if (error instanceof Error && error.message) return error.message;
  return t('refusals.unknown');
}
