/**
 * Cash points (CP) are counted in micro-CP: 1 CP = 1,000,000 micro-CP, always a bigint.
 *
 * 1 CP is earned per EUR 25 (2,500 EUR cents) of fully counted stake, so one EUR cent at a weight of
 * w % is w x 4 micro-CP: exact for every whole-percent weight in EUR, USD, CHF, AUD and CAD, and for
 * the weights in use (20 %, 100 %) in PLN, BRL and NOK too. Anything finer (a GBP penny is
 * 100/85 EUR cents) is rounded down once, at the end of one stake's computation.
 */
export const microCpPerCp = 1_000_000n;

/** EUR cents of fully counted (100 %) stake that earn 1 CP. */
export const eurCentsPerCp = 2_500n;

/** Whole CP (a table value) as micro-CP. */
export function cpToMicro(wholeCp: number): bigint {
  if (!Number.isSafeInteger(wholeCp)) throw new RangeError('whole CP is an integer');
  return BigInt(wholeCp) * microCpPerCp;
}

/** Micro-CP as the whole CP a player is shown (rounded down: a CP not yet complete is not shown). */
export function microToWholeCp(microCp: bigint): bigint {
  return microCp / microCpPerCp;
}
