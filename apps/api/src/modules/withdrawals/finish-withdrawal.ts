import { and, eq, inArray } from 'drizzle-orm';
import { withdrawals, type WithdrawalRow, type WithdrawalStatus } from '../../db/schema';
import { inTransaction, type DbExecutor } from '../../db/transaction';
import { moveHold } from './move-hold';

/**
 * Moves one withdrawal from one of `from` to a final state that gives the money back (cancelled,
 * rejected, expired) and releases its hold, in one transaction. The conditional UPDATE is the race's
 * referee: of a cancel and an approval arriving together, the first to update the row wins and the
 * other finds no row in a state it may leave. Answers null when it lost.
 */
export async function releaseWithdrawal(
  db: DbExecutor,
  where: { id: string; playerId?: string },
  from: readonly WithdrawalStatus[],
  to: 'cancelled' | 'rejected' | 'expired',
  now: Date,
  message = '',
): Promise<WithdrawalRow | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: to, processedAt: now, message })
      .where(
        and(
          eq(withdrawals.id, where.id),
          where.playerId ? eq(withdrawals.playerId, where.playerId) : undefined,
          inArray(withdrawals.status, [...from]),
        ),
      )
      .returning();
    if (!row) return null;
    await moveHold(tx, row, 'release', now, `withdrawal ${to}`);
    return row;
  });
}
