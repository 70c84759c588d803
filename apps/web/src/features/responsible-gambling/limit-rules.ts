import { currencies, isCurrencyCode, wholeEurToMinor, type CurrencyCode } from '@casino/rules/currencies';
import { limits } from '@casino/rules/limits';
import { formatUnits, parseUnits } from '@casino/rules/money';
import { checkDepositLimitMinor, type FieldError } from '@casino/rules/validation';
import { isApiError } from '@/lib/api-error';

/** The account currency; the shared rule counts in EUR, as the server does, and EUR is the fallback. */
function known(currency: string): CurrencyCode {
  return isCurrencyCode(currency) ? currency : 'EUR';
}

/**
 * The smallest limit in the account currency (20 EUR, spec section 9) as a decimal string, for the hint
 * and the error: '17.00' GBP, '200.00' NOK.
 */
export function minimumLimit(currency: string): string {
  const code = known(currency);
  return formatUnits(wholeEurToMinor(code, limits.minimumDailyDepositLimit), currencies[code].minorUnits);
}

/** '250', '250.5', '250,50': a player may type a decimal comma; the API takes a dot. */
export function normalizeAmount(value: string): string {
  return value.trim().replace(',', '.');
}

/**
 * Spec section 5 "Deposit limit": required, at least the minimum, not above the maximum. `maximum` is
 * the decimal string GET /player/limits gives, already in the account currency.
 */
export function checkLimitAmount(value: string, maximum: string, currency: string): FieldError {
  const amount = normalizeAmount(value);
  if (amount === '') return 'limit_required';
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return 'limit_amount_invalid';
  const code = known(currency);
  const { minorUnits } = currencies[code];
  const amountMinor = parseUnits(amount, minorUnits);
  if (amountMinor === null) return 'limit_amount_invalid';
  return checkDepositLimitMinor(amountMinor, parseUnits(maximum, minorUnits) ?? 0n, code);
}

/** The account password: required and longer than 5 (spec section 5). */
export function checkLimitPassword(value: string): FieldError {
  if (value === '') return 'password_required';
  return value.length > 5 ? null : 'password_too_short';
}

/** The refusals the limit form words itself; anything else shows the server's message. */
export function limitErrorCode(error: unknown): 'invalid_old_password' | null {
  return isApiError(error, 'invalid_old_password') ? 'invalid_old_password' : null;
}
