import type { LimitPeriod } from '@casino/contract';

const day = 24 * 60 * 60 * 1000;

/**
 * Limits count over rolling windows ending now (the last 24 hours, 7 days, 30 days): a player cannot
 * get a fresh allowance by waiting for midnight, and no time zone has to be chosen.
 */
export const limitWindowMs: Record<LimitPeriod, number> = { day, week: 7 * day, month: 30 * day };

export function limitWindowStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - limitWindowMs[period]);
}

/**
 * How much more the player may deposit now, in minor units: the smallest of each applied limit minus
 * the deposits of its window (never below zero). Null when no limit applies.
 * Pure, for the cashier: `remainingDepositAllowance({ day: 5000, week: 20000 }, { day: 1000, week: 18000 })`
 * is 2000.
 */
export function remainingDepositAllowance(
  limits: Partial<Record<LimitPeriod, number | null>>,
  depositsByPeriod: Partial<Record<LimitPeriod, number>>,
): number | null {
  let lowest: number | null = null;
  for (const [period, limit] of Object.entries(limits) as [LimitPeriod, number | null][]) {
    if (limit === null || limit === undefined) continue;
    const remaining = Math.max(0, limit - (depositsByPeriod[period] ?? 0));
    if (lowest === null || remaining < lowest) lowest = remaining;
  }
  return lowest;
}
