import type { Database } from '../../db/client';
import { releaseWithdrawal } from './finish-withdrawal';
import { reviewableStatuses } from './withdrawal-view';

/**
 * The player's cancel (spec: trans_ids). Each id is its own transaction, so one that lost a race with
 * an approval does not undo the others; ids that are not the player's or no longer cancellable are
 * left out of the answer.
 */
export async function cancelWithdrawals(db: Database, playerId: string, ids: string[], now: Date) {
  const cancelled: string[] = [];
  for (const id of new Set(ids)) {
    const row = await releaseWithdrawal(
      db,
      { id, playerId },
      reviewableStatuses,
      'cancelled',
      now,
      'Cancelled by the player',
    );
    if (row) cancelled.push(row.id);
  }
  return { cancelled };
}
