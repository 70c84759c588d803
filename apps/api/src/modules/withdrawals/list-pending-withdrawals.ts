import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { expireWithdrawals } from './expire-withdrawals';
import { openStatuses, toWithdrawalView } from './withdrawal-view';

export async function listPendingWithdrawals(db: Database, playerId: string, now: Date) {
  // Links that ran out are settled first, so the list never shows money that is already back.
  await expireWithdrawals(db, now, playerId);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), inArray(withdrawals.status, [...openStatuses])))
    .orderBy(desc(withdrawals.createdAt));
  return { withdrawals: rows.map(toWithdrawalView) };
}
