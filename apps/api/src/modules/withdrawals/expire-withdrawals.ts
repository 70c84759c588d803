import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { releaseWithdrawal } from './finish-withdrawal';

/**
 * Approved withdrawals whose e-mailed link ran out without an address become expired and their hold
 * goes back to cash. Run lazily (pending list, staff list, the link itself) rather than by a timer, so
 * nothing depends on a process staying up; each row is settled by the same conditional UPDATE.
 */
export async function expireWithdrawals(db: Database, now: Date, playerId?: string): Promise<number> {
  const due = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.status, ['approved', 'awaiting_address']),
        lt(withdrawals.addressTokenExpiresAt, now),
        playerId ? eq(withdrawals.playerId, playerId) : undefined,
      ),
    );
  let expired = 0;
  for (const { id } of due) {
    const row = await releaseWithdrawal(
      db,
      { id },
      ['approved', 'awaiting_address'],
      'expired',
      now,
      'The withdrawal link expired',
    );
    if (row) expired += 1;
  }
  return expired;
}
