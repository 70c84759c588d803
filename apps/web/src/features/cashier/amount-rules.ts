import { compareDecimals, isDecimalAmount, normalizeDecimalInput } from '@/lib/money';

export type AmountProblem =
  | { code: 'amount_required' }
  | { code: 'amount_invalid' }
  | { code: 'amount_positive' }
  | { code: 'amount_below_min'; min: string }
  | { code: 'amount_above_max'; max: string }
  | { code: 'amount_above_balance'; available: string };

/** At most two decimals: amounts are in the account currency, whose minor unit is the cent. */
const twoDecimals = /^\d+(\.\d{1,2})?$/;

/** A deposit amount in the account currency; the server checks the limits that apply. */
export function checkDepositAmount(raw: string): AmountProblem | null {
  const value = normalizeDecimalInput(raw);
  if (!value) return { code: 'amount_required' };
  if (!isDecimalAmount(value) || !twoDecimals.test(value)) return { code: 'amount_invalid' };
  if (compareDecimals(value, '0') <= 0) return { code: 'amount_positive' };
  return null;
}

/**
 * A withdrawal amount: within the method's minimum and maximum and what is withdrawable. With nothing
 * withdrawable the server's refusal says why (no deposit yet, or no funds), so the browser leaves it.
 */
export function checkWithdrawalAmount(
  raw: string,
  limits: { min: string; max: string; withdrawable: string | null },
): AmountProblem | null {
  const problem = checkDepositAmount(raw);
  if (problem) return problem;
  const value = normalizeDecimalInput(raw);
  if (compareDecimals(value, limits.min) < 0) return { code: 'amount_below_min', min: limits.min };
  if (compareDecimals(value, limits.max) > 0) return { code: 'amount_above_max', max: limits.max };
  const { withdrawable } = limits;
  if (
    withdrawable !== null &&
    compareDecimals(withdrawable, '0') > 0 &&
    compareDecimals(value, withdrawable) > 0
  )
    return { code: 'amount_above_balance', available: withdrawable };
  return null;
}
