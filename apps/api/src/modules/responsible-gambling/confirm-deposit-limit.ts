import type { GamblingLimitsData, LimitPeriod } from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { depositLimits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getGamblingLimits, limitCoolingOffMs } from './get-gambling-limits';

/** Applies a pending raise or removal, once its 24 hours have passed; never before. */
export async function confirmDepositLimit(
  db: Database,
  input: { playerId: string; period: LimitPeriod; now: Date; maximumEur: number },
): Promise<GamblingLimitsData> {
  await db.transaction(async (tx) => {
    const where = and(eq(depositLimits.playerId, input.playerId), eq(depositLimits.period, input.period));
    const [row] = await tx
      .select({
        pendingAmountMinor: depositLimits.pendingAmountMinor,
        pendingRequestedAt: depositLimits.pendingRequestedAt,
      })
      .from(depositLimits)
      .where(where)
      .for('update');
    if (!row?.pendingRequestedAt) throw new AppError('no_pending_limit');
    const confirmableFrom = new Date(row.pendingRequestedAt.getTime() + limitCoolingOffMs);
    if (input.now < confirmableFrom)
      throw new AppError('limit_not_yet_confirmable', undefined, {
        confirmableFrom: confirmableFrom.toISOString(),
      });
    await tx
      .update(depositLimits)
      .set({
        amountMinor: row.pendingAmountMinor,
        pendingAmountMinor: null,
        pendingRequestedAt: null,
        updatedAt: input.now,
      })
      .where(where);
  });
  return getGamblingLimits(db, input);
}
