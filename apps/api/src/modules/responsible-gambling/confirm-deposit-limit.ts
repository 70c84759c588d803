import type { GamblingLimitsData, LimitPeriod } from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { depositLimits } from '../../db/schema';
import { getGamblingLimits } from './get-gambling-limits';
import { confirmLimitChange } from './limit-change';
import { recordLimitChange } from './record-limit-change';

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
    await tx.update(depositLimits).set(confirmLimitChange(row, input.now)).where(where);
    await recordLimitChange(tx, {
      ...input,
      kind: 'deposit',
      amountMinor: row?.pendingAmountMinor ?? null,
      outcome: 'confirmed',
    });
  });
  return getGamblingLimits(db, input);
}
