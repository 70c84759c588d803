import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../../db/client';
import { ledgerPostings, outboxEvents } from '../../db/schema';
import { createTestDatabase } from '../../test/test-db';
import { ensureHouseAccount } from './ensure-house-account';
import { ensurePlayerAccounts, type PlayerAccounts } from './ensure-player-accounts';
import { postEntry } from './post-entry';
import { rowsOf } from '../../db/transaction';

/** A migrated database of its own for one test file (PGlite, or PostgreSQL when DATABASE_URL is set). */
export function useLedgerDatabase() {
  const ctx = {} as { db: DbHandle['db']; driver: DbHandle['driver'] };
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    ctx.db = handle.db;
    ctx.driver = handle.driver;
  });
  afterAll(async () => {
    if (!handle) return;
    await handle.close();
  });
  return ctx;
}

/** A new player with accounts in `currency`, its cash funded from the house when `cash` is given. */
export async function createFundedPlayer(
  db: DbHandle['db'],
  cash = 0n,
  currency = 'EUR',
): Promise<PlayerAccounts & { playerId: string }> {
  const playerId = randomUUID();
  const accounts = { playerId, ...(await ensurePlayerAccounts(db, playerId, currency)) };
  if (cash > 0n) {
    const house = await ensureHouseAccount(db, 'house_cash', currency);
    await postEntry(db, {
      idempotencyKey: `test-funding:${randomUUID()}`,
      kind: 'adjustment',
      postings: [
        { accountId: house, amount: -cash, currency },
        { accountId: accounts.cash, amount: cash, currency },
      ],
    });
  }
  return accounts;
}

/** A wager of `amount` from the player's cash to the house, the commonest entry there is. */
export function wager(accounts: PlayerAccounts, wagers: string, amount: bigint, key = randomUUID()) {
  return {
    idempotencyKey: `test-bet:${key}`,
    kind: 'wager',
    postings: [
      { accountId: accounts.cash, amount: -amount, currency: accounts.currency },
      { accountId: wagers, amount, currency: accounts.currency },
    ],
    metadata: { round: key },
    outbox: [{ topic: 'wager placed', payload: { amount: amount.toString(), currency: accounts.currency } }],
  };
}

export async function postingsOf(db: DbHandle['db'], accountId: string) {
  return db
    .select({ amount: ledgerPostings.amount, balanceAfter: ledgerPostings.balanceAfter })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, accountId));
}

export async function outboxCountOf(db: DbHandle['db'], entryId: string) {
  const rows = await db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(eq(outboxEvents.entryId, entryId));
  return rows.length;
}

export async function countEntriesWithKey(db: DbHandle['db'], key: string) {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = ${key}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

/** Resolves to how the promise settled, so a test can count outcomes of many concurrent calls. */
export async function settle<T>(promise: Promise<T>) {
  try {
    return { ok: true as const, value: await promise };
  } catch (error) {
    return { ok: false as const, error };
  }
}

/** The database's own words for a refusal (drizzle wraps them), so a test checks why SQL failed. */
export async function databaseRefusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const words: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      words.push(current.message, String((current as { constraint?: unknown }).constraint ?? ''));
    }
    return words.join(' | ');
  }
  throw new Error('expected the database to refuse this');
}
