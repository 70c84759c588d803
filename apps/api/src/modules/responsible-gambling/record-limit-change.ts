import type { DbTransaction } from '../../db/transaction';
import { limitChanges } from '../../db/schema';

/** Writes one line of the player's limit history, in the transaction that made the change. */
export async function recordLimitChange(
  tx: DbTransaction,
  change: {
    playerId: string;
    kind: 'deposit' | 'loss' | 'wager' | 'session';
    period: 'day' | 'week' | 'month' | 'session';
    amountMinor: number | null;
    outcome: 'applied' | 'pending' | 'confirmed';
    now: Date;
  },
): Promise<void> {
  await tx.insert(limitChanges).values({
    playerId: change.playerId,
    kind: change.kind,
    period: change.period,
    amountMinor: change.amountMinor,
    action: change.outcome === 'pending' ? 'requested' : change.outcome,
    createdAt: change.now,
  });
}
