import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureHouseAccount } from './ensure-house-account';
import {
  countEntriesWithKey,
  createFundedPlayer,
  databaseRefusal,
  postingsOf,
  useLedgerDatabase,
  wager,
} from './ledger-test-kit';
import { postEntry } from './post-entry';
import { reconcile } from './reconcile';

/** What the database itself refuses, whatever code (or person) writes the SQL. */
const ctx = useLedgerDatabase();

async function postedEntry() {
  const player = await createFundedPlayer(ctx.db, 100n);
  const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
  const result = await postEntry(ctx.db, wager(player, wagers, 10n));
  return { player, wagers, entryId: result.entryId };
}

/** Raw SQL in one transaction; the deferred checks run at its COMMIT. */
function rawEntry(key: string, postings: { accountId: string; amount: bigint }[]) {
  return ctx.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.execute(sql`INSERT INTO ledger_entries (id, idempotency_key, kind, fingerprint)
      VALUES (${id}, ${key}, 'adjustment', 'raw')`);
    for (const posting of postings) {
      await tx.execute(sql`INSERT INTO ledger_postings (entry_id, account_id, amount, currency, balance_after)
        VALUES (${id}, ${posting.accountId}, ${posting.amount.toString()}::bigint, 'EUR', 0)`);
    }
  });
}

describe('ledger guards in the database', () => {
  it('refuses at commit an entry inserted with raw SQL that does not sum to zero', async () => {
    const { player, wagers } = await postedEntry();
    const key = `raw:${randomUUID()}`;
    const refusal = await databaseRefusal(
      rawEntry(key, [
        { accountId: player.cash, amount: -5n },
        { accountId: wagers, amount: 4n },
      ]),
    );
    expect(refusal).toMatch(/does not sum to zero in EUR/);
    expect(await countEntriesWithKey(ctx.db, key)).toBe(0);
  });

  it('refuses at commit an entry with fewer than two postings', async () => {
    const { wagers } = await postedEntry();
    const none = `raw:${randomUUID()}`;
    expect(await databaseRefusal(rawEntry(none, []))).toMatch(/has 0 posting\(s\)/);
    const single = `raw:${randomUUID()}`;
    expect(await databaseRefusal(rawEntry(single, [{ accountId: wagers, amount: 1n }]))).toMatch(
      /has 1 posting/,
    );
    expect((await countEntriesWithKey(ctx.db, none)) + (await countEntriesWithKey(ctx.db, single))).toBe(0);
  });

  it('refuses a posting added later to an entry committed earlier', async () => {
    const { wagers, entryId } = await postedEntry();
    const refusal = await databaseRefusal(
      ctx.db.execute(sql`INSERT INTO ledger_postings (entry_id, account_id, amount, currency, balance_after)
        VALUES (${entryId}, ${wagers}, 1, 'EUR', 0)`),
    );
    // The pair (entry, account) is taken, or, for another account, the entry no longer sums to zero.
    expect(refusal).toMatch(/ledger_postings_entry_account_unique/);
    const other = await createFundedPlayer(ctx.db);
    const late = await databaseRefusal(
      ctx.db.execute(sql`INSERT INTO ledger_postings (entry_id, account_id, amount, currency, balance_after)
        VALUES (${entryId}, ${other.cash}, 1, 'EUR', 1)`),
    );
    expect(late).toMatch(/does not sum to zero/);
  });

  it('accepts a balanced entry written with raw SQL', async () => {
    const { player, wagers } = await postedEntry();
    const key = `raw:${randomUUID()}`;
    await rawEntry(key, [
      { accountId: player.cash, amount: -5n },
      { accountId: wagers, amount: 5n },
    ]);
    expect(await countEntriesWithKey(ctx.db, key)).toBe(1);
    // Raw SQL moved no balance, and reconciliation says so; the repair is a correcting entry.
    const { accountMismatches } = await reconcile(ctx.db);
    expect(accountMismatches.map((m) => m.accountId).sort()).toEqual([player.cash, wagers].sort());
    await ctx.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 5 WHERE id = ${player.cash}`);
    await ctx.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 5 WHERE id = ${wagers}`);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it.each([
    ['UPDATE an entry', (id: string) => sql`UPDATE ledger_entries SET kind = 'other' WHERE id = ${id}`],
    ['DELETE an entry', (id: string) => sql`DELETE FROM ledger_entries WHERE id = ${id}`],
    [
      'UPDATE a posting',
      (id: string) => sql`UPDATE ledger_postings SET amount = amount * 2 WHERE entry_id = ${id}`,
    ],
    ['DELETE a posting', (id: string) => sql`DELETE FROM ledger_postings WHERE entry_id = ${id}`],
    ['TRUNCATE postings', () => sql`TRUNCATE ledger_postings`],
    ['TRUNCATE entries', () => sql`TRUNCATE ledger_entries CASCADE`],
  ])('refuses to %s', async (_name, statement) => {
    const { player, entryId } = await postedEntry();
    expect(await databaseRefusal(ctx.db.execute(statement(entryId)))).toMatch(/the journal is append-only/);
    expect(await postingsOf(ctx.db, player.cash)).toContainEqual({ amount: -10n, balanceAfter: 90n });
  });

  it("refuses to take a player's balance below zero even with raw SQL", async () => {
    const { player } = await postedEntry();
    const refusal = await databaseRefusal(
      ctx.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 91 WHERE id = ${player.cash}`),
    );
    expect(refusal).toMatch(/ledger_accounts_player_balance_non_negative/);
  });

  it('reports a balance changed behind the ledger', async () => {
    const { player } = await postedEntry();
    await ctx.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE id = ${player.cash}`);
    expect((await reconcile(ctx.db)).accountMismatches).toEqual([
      { accountId: player.cash, currency: 'EUR', stored: 97n, posted: 90n },
    ]);
    await ctx.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 7 WHERE id = ${player.cash}`);
    expect(await reconcile(ctx.db)).toEqual({ accountMismatches: [], unbalancedEntries: [], isClean: true });
  });
});
