import type { ReconciliationData } from '@casino/contract/backoffice-payments';
import type { Database } from '../../db/client';
import { reconcile } from '../ledger/reconcile';
import { listHeldPayouts } from '../withdrawals/held-payouts';

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
    heldPayouts: await listHeldPayouts(db, now),
  };
}
