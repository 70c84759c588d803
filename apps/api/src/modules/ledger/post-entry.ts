import { asc, eq, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerPostings, type JsonObject } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fingerprintOf } from './fingerprint';
import {
  inTransaction,
  isConstraintViolation,
  rowsOf,
  type DbExecutor,
  type DbTransaction,
} from '../../db/transaction';

export interface PostingInput {
  accountId: string;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
  /** Must be the account's currency (a composite foreign key checks it). */
  currency: string;
}

export interface OutboxInput {
  topic: string;
  /** JSON only: put amounts in as strings of minor units, never as numbers. */
  payload: JsonObject;
}

export interface PostEntryInput {
  /** Derived from the source: provider transaction id, payment id, withdrawal id, reward id. */
  idempotencyKey: string;
  kind: string;
  postings: PostingInput[];
  /**
   * Part of the fingerprint, so it must come from the request alone (no clock, no random id):
   * a retry of the same request must produce the same metadata.
   */
  metadata?: JsonObject;
  /** Events for other modules, written in the same transaction as the entry. */
  outbox?: OutboxInput[];
  /** Injected clock; defaults to the database's. Not part of the fingerprint. */
  createdAt?: Date;
}

export interface AccountBalance {
  accountId: string;
  currency: string;
  balance: bigint;
}

export interface PostEntryResult {
  entryId: string;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /** Each touched account's balance right after the entry, ordered by account id. */
  balances: AccountBalance[];
}

/** A request the ledger can never accept, whatever the balances: a bug in the calling module. */
export class LedgerInputError extends Error {
  override name = 'LedgerInputError';
}

interface Plan {
  input: PostEntryInput;
  /** Ordered by account id: every transaction locks accounts in this one order, so none deadlock. */
  postings: PostingInput[];
  fingerprint: string;
}

function planEntry(input: PostEntryInput): Plan {
  const key = input.idempotencyKey;
  if (typeof key !== 'string' || key.length < 1 || key.length > 200)
    throw new LedgerInputError('idempotency key must be 1 to 200 characters');
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(input.kind)) throw new LedgerInputError(`bad entry kind ${input.kind}`);
  if (input.postings.length < 2) throw new LedgerInputError('an entry needs two or more postings');
  const sums = new Map<string, bigint>();
  const seen = new Set<string>();
  for (const posting of input.postings) {
    if (typeof posting.amount !== 'bigint') throw new LedgerInputError('amounts are bigint minor units');
    if (posting.amount === 0n) throw new LedgerInputError('a posting cannot be zero');
    if (seen.has(posting.accountId)) throw new LedgerInputError('an account appears once per entry');
    seen.add(posting.accountId);
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new LedgerInputError(`entry does not sum to zero in ${currency} (${sum})`);
  }
  const postings = [...input.postings].sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
  const fingerprint = fingerprintOf({
    kind: input.kind,
    postings: postings.map((p) => [p.accountId, p.currency, p.amount.toString()]),
    metadata: input.metadata ?? {},
  });
  return { input, postings, fingerprint };
}

/**
 * Posts one balanced journal entry, exactly once per idempotency key: the same key with the same
 * request answers the first result again; with another request it is refused (idempotency_conflict)
 * and nothing is posted. Statements are few on purpose: each one is a round trip during which the
 * accounts already locked stay locked.
 */
export async function postEntry(executor: DbExecutor, input: PostEntryInput): Promise<PostEntryResult> {
  const plan = planEntry(input);
  return inTransaction(executor, (tx) => postPlanned(tx, plan));
}

async function postPlanned(tx: DbTransaction, plan: Plan): Promise<PostEntryResult> {
  const entryId = await claimKey(tx, plan);
  if (!entryId) return replay(tx, plan);
  const balances: AccountBalance[] = [];
  for (const posting of plan.postings) {
    const balance = await postToAccount(tx, entryId, posting);
    balances.push({ accountId: posting.accountId, currency: posting.currency, balance });
  }
  return { entryId, replayed: false, balances };
}

/**
 * Inserts the entry and its outbox events in one statement, or nothing when the key exists. A
 * concurrent twin waits here on the unique index until we commit or roll back, then sees our row.
 * The key is taken before any account lock, so it adds no edge to a deadlock cycle.
 */
async function claimKey(tx: DbTransaction, plan: Plan): Promise<string | null> {
  const { input } = plan;
  const createdAt = input.createdAt ? input.createdAt.toISOString() : null;
  const result = await tx.execute(sql`
    WITH entry AS (
      INSERT INTO ledger_entries (idempotency_key, kind, fingerprint, metadata, created_at)
      VALUES (${input.idempotencyKey}, ${input.kind}, ${plan.fingerprint},
              ${JSON.stringify(input.metadata ?? {})}::jsonb, coalesce(${createdAt}::timestamptz, now()))
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, created_at
    ), events AS (
      INSERT INTO outbox_events (topic, payload, entry_id, created_at)
      SELECT event.topic, event.payload, entry.id, entry.created_at
      FROM entry, jsonb_to_recordset(${JSON.stringify(input.outbox ?? [])}::jsonb) AS event(topic text, payload jsonb)
    )
    SELECT id FROM entry`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

/**
 * Moves one account's balance and records the posting in one statement: a single guarded UPDATE
 * (never read-then-write) whose row lock serializes concurrent entries on the account and whose CHECK
 * refuses an overdraft, which becomes insufficient_funds.
 */
async function postToAccount(tx: DbTransaction, entryId: string, posting: PostingInput): Promise<bigint> {
  const amount = posting.amount.toString();
  let rows: { balance: string }[];
  try {
    const result = await tx.execute(sql`
      WITH moved AS (
        UPDATE ledger_accounts SET balance = balance + ${amount}::bigint
        WHERE id = ${posting.accountId} AND currency = ${posting.currency}
        RETURNING id, currency, balance
      )
      INSERT INTO ledger_postings (entry_id, account_id, amount, currency, balance_after)
      SELECT ${entryId}, moved.id, ${amount}::bigint, moved.currency, moved.balance FROM moved
      RETURNING balance_after::text AS balance`);
    rows = rowsOf<{ balance: string }>(result);
  } catch (error) {
    if (isConstraintViolation(error, 'ledger_accounts_player_balance_non_negative'))
      throw new AppError('insufficient_funds');
    throw error;
  }
  if (!rows[0]) throw new LedgerInputError(`no ledger account ${posting.accountId} in ${posting.currency}`);
  return BigInt(rows[0].balance);
}

/** The first answer for this key, rebuilt from what it wrote; a different request under it is refused. */
async function replay(tx: DbTransaction, plan: Plan): Promise<PostEntryResult> {
  const [entry] = await tx
    .select({ id: ledgerEntries.id, fingerprint: ledgerEntries.fingerprint })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, plan.input.idempotencyKey));
  if (!entry) throw new Error('idempotency key conflicted but its entry is not visible');
  if (entry.fingerprint !== plan.fingerprint) throw new AppError('idempotency_conflict');
  const postings = await tx
    .select({
      accountId: ledgerPostings.accountId,
      currency: ledgerPostings.currency,
      balance: ledgerPostings.balanceAfter,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entry.id))
    .orderBy(asc(ledgerPostings.accountId));
  return { entryId: entry.id, replayed: true, balances: postings };
}
