import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { releaseWithdrawal } from './finish-withdrawal';
import { reviewableStatuses } from './withdrawal-view';

/** Staff rejection: the hold goes back to cash in the same transaction as the status change. */
export async function rejectWithdrawal(
  db: Database,
  withdrawalId: string,
  staffId: string,
  reason: string,
  now: Date,
) {
  const row = await releaseWithdrawal(db, { id: withdrawalId }, reviewableStatuses, 'rejected', now, reason);
  if (!row) {
    const [exists] = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawalId));
    throw new AppError(exists ? 'withdrawal_state_conflict' : 'withdrawal_not_found');
  }
  await db.update(withdrawals).set({ reviewedBy: staffId }).where(eq(withdrawals.id, row.id));
  return { id: row.id, status: row.status, awaitingSecondApproval: false };
}
