import type { ReconciliationData } from '@casino/contract/backoffice-payments';
import { formatUnits } from '@casino/rules/money';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players, withdrawals } from '../../db/schema';
import { currencyInfo } from '../../lib/player-currency';
import { reconcile } from '../ledger/reconcile';

/**
 * Withdrawals in `processing`: sent to the processor, with no answer recorded. Their hold stays in
 * place until staff retry (the processor deduplicates on our id) and the payout is recorded; nothing
 * refunds them blindly (pay-withdrawal.ts).
 */
async function heldPayoutsOf(db: Database) {
  const rows = await db
    .select({ withdrawal: withdrawals, username: players.username })
    .from(withdrawals)
    .innerJoin(players, eq(players.id, withdrawals.playerId))
    .where(eq(withdrawals.status, 'processing'))
    .orderBy(asc(withdrawals.createdAt));
  return rows.map(({ withdrawal, username }) => ({
    id: withdrawal.id,
    playerId: withdrawal.playerId,
    username,
    amount: formatUnits(withdrawal.amountMinor, currencyInfo(withdrawal.currency).minorUnits),
    currency: withdrawal.currency,
    method: withdrawal.method,
    createdAt: withdrawal.createdAt.toISOString(),
  }));
}

/**
 * The ledger's reconciliation run now (every balance against its postings, every entry balanced),
 * with the payouts held for reconciliation. It only reads; each run reads every row, so it is for a
 * staff member who asks, never a page that loads on its own in a loop.
 */
export async function runReconciliation(db: Database, now: Date): Promise<ReconciliationData> {
  const books = await reconcile(db);
  return {
    ranAt: now.toISOString(),
    isClean: books.isClean,
    accountMismatches: books.accountMismatches.map((row) => ({
      ...row,
      stored: row.stored.toString(),
      posted: row.posted.toString(),
    })),
    unbalancedEntries: books.unbalancedEntries.map((row) => ({ ...row, sum: row.sum.toString() })),
    heldPayouts: await heldPayoutsOf(db),
  };
}
