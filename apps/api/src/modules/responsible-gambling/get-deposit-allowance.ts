import { limitPeriods, type LimitPeriod } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { depositLimits } from '../../db/schema';
import { limitWindowStart, remainingDepositAllowance } from './deposit-allowance';
import { sumDepositsSince, type SumDeposits } from './sum-deposits';

export interface DepositAllowance {
  /** Minor units the player may still deposit now; null when no limit applies. */
  remainingMinor: number | null;
  limits: Record<LimitPeriod, number | null>;
  depositsByPeriod: Record<LimitPeriod, number>;
}

/**
 * The cashier's check before a deposit: applied limits only (a pending raise does not count until the
 * player confirms it), against the deposits of each limit's window.
 */
export async function getDepositAllowance(
  db: Database,
  playerId: string,
  now: Date,
  sumDeposits: SumDeposits = sumDepositsSince,
): Promise<DepositAllowance> {
  const rows = await db
    .select({ period: depositLimits.period, amountMinor: depositLimits.amountMinor })
    .from(depositLimits)
    .where(eq(depositLimits.playerId, playerId));
  const limits = { day: null, week: null, month: null } as Record<LimitPeriod, number | null>;
  for (const row of rows) limits[row.period] = row.amountMinor;
  const depositsByPeriod = { day: 0, week: 0, month: 0 } as Record<LimitPeriod, number>;
  for (const period of limitPeriods) {
    if (limits[period] !== null)
      depositsByPeriod[period] = await sumDeposits(db, playerId, limitWindowStart(period, now));
  }
  return { remainingMinor: remainingDepositAllowance(limits, depositsByPeriod), limits, depositsByPeriod };
}
