import { sql } from 'drizzle-orm';
import { rowsOf, type DbExecutor } from '../../db/transaction';

export interface AccountMismatch {
  accountId: string;
  currency: string;
  stored: bigint;
  posted: bigint;
}

export interface UnbalancedEntry {
  entryId: string;
  /** Null when the entry has no postings at all. */
  currency: string | null;
  sum: bigint;
  postings: number;
}

export interface Reconciliation {
  accountMismatches: AccountMismatch[];
  unbalancedEntries: UnbalancedEntry[];
  isClean: boolean;
}

// Sums come back as text and go through BigInt: node-postgres and PGlite return numeric and int8
// differently, and neither may pass through a float.
const mismatchQuery = sql`
  SELECT a.id AS "accountId", a.currency, a.balance::text AS stored, coalesce(p.posted, 0)::text AS posted
  FROM ledger_accounts a
  LEFT JOIN (SELECT account_id, sum(amount) AS posted FROM ledger_postings GROUP BY account_id) p
    ON p.account_id = a.id
  WHERE a.balance <> coalesce(p.posted, 0)
  ORDER BY a.id`;

const unbalancedQuery = sql`
  SELECT e.id AS "entryId", p.currency, coalesce(sum(p.amount), 0)::text AS sum, count(p.id)::int AS postings
  FROM ledger_entries e
  LEFT JOIN ledger_postings p ON p.entry_id = e.id
  GROUP BY e.id, p.currency
  HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) = 0
  ORDER BY e.id`;

interface MismatchRow {
  accountId: string;
  currency: string;
  stored: string;
  posted: string;
}
interface UnbalancedRow {
  entryId: string;
  currency: string | null;
  sum: string;
  postings: number;
}

/**
 * Proves the books: every stored balance equals the sum of its postings, and every entry sums to
 * zero per currency. Empty lists mean clean. Each query reads one snapshot, and a balance moves in
 * the same transaction as its posting, so it is exact under live traffic. It reads every row: for
 * audits, jobs and tests, not for a request path.
 */
export async function reconcile(db: DbExecutor): Promise<Reconciliation> {
  const mismatches = rowsOf<MismatchRow>(await db.execute(mismatchQuery));
  const unbalanced = rowsOf<UnbalancedRow>(await db.execute(unbalancedQuery));
  const accountMismatches = mismatches.map((row) => ({
    accountId: row.accountId,
    currency: row.currency,
    stored: BigInt(row.stored),
    posted: BigInt(row.posted),
  }));
  const unbalancedEntries = unbalanced.map((row) => ({
    entryId: row.entryId,
    currency: row.currency,
    sum: BigInt(row.sum),
    postings: Number(row.postings),
  }));
  return {
    accountMismatches,
    unbalancedEntries,
    isClean: accountMismatches.length === 0 && unbalancedEntries.length === 0,
  };
}
