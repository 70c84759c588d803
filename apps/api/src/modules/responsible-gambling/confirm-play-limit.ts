import type { GamblingLimitsData, PlayLimitKind, PlayLimitPeriod } from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playLimits } from '../../db/schema';
import { getGamblingLimits } from './get-gambling-limits';
import { confirmLimitChange } from './limit-change';
import { recordLimitChange } from './record-limit-change';

/** Applies a pending loosening of a loss, wager or session limit once its 24 hours have passed. */
export async function confirmPlayLimit(
  db: Database,
  input: { playerId: string; kind: PlayLimitKind; period: PlayLimitPeriod; now: Date; maximumEur: number },
): Promise<GamblingLimitsData> {
  await db.transaction(async (tx) => {
    const where = and(
      eq(playLimits.playerId, input.playerId),
      eq(playLimits.kind, input.kind),
      eq(playLimits.period, input.period),
    );
    const [row] = await tx
      .select({
        pendingAmountMinor: playLimits.pendingAmountMinor,
        pendingRequestedAt: playLimits.pendingRequestedAt,
      })
      .from(playLimits)
      .where(where)
      .for('update');
    await tx.update(playLimits).set(confirmLimitChange(row, input.now)).where(where);
    await recordLimitChange(tx, {
      ...input,
      amountMinor: row?.pendingAmountMinor ?? null,
      outcome: 'confirmed',
    });
  });
  return getGamblingLimits(db, input);
}
