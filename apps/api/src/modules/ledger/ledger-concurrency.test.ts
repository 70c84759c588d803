import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureHouseAccount } from './ensure-house-account';
import { getBalances } from './get-balances';
import {
  countEntriesWithKey,
  createFundedPlayer,
  outboxCountOf,
  postingsOf,
  settle,
  useLedgerDatabase,
  wager,
} from './ledger-test-kit';
import { postEntry } from './post-entry';
import { reconcile } from './reconcile';

/** Everything at once, as real traffic does it: on PostgreSQL each call holds its own pooled connection. */
const ctx = useLedgerDatabase();

describe('ledger under concurrency', () => {
  it('lets exactly 100 of 200 concurrent debits of 1 through a balance of 100', async () => {
    const player = await createFundedPlayer(ctx.db, 100n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => settle(postEntry(ctx.db, wager(player, wagers, 1n)))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(100);
    const refusals = outcomes
      .filter((o) => !o.ok)
      .map((o) => (o.ok ? null : (o.error as { code?: string }).code));
    expect(new Set(refusals)).toEqual(new Set(['insufficient_funds']));
    // balance_after is the account's whole history: it shows the balance never went below zero.
    const history = await postingsOf(ctx.db, player.cash);
    expect(history).toHaveLength(101);
    expect(history.every((posting) => posting.balanceAfter >= 0n)).toBe(true);
    expect((await getBalances(ctx.db, player.playerId))[0]?.cash).toBe(0n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('posts once for the same key sent 50 times at once, and answers each the same', async () => {
    const player = await createFundedPlayer(ctx.db, 1_000n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const request = wager(player, wagers, 25n);
    const results = await Promise.all(Array.from({ length: 50 }, () => postEntry(ctx.db, request)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const [first] = results.filter((r) => !r.replayed);
    for (const result of results) expect({ ...result, replayed: false }).toEqual(first);
    expect(await countEntriesWithKey(ctx.db, request.idempotencyKey)).toBe(1);
    expect(await outboxCountOf(ctx.db, first!.entryId)).toBe(1);
    expect((await getBalances(ctx.db, player.playerId))[0]?.cash).toBe(975n);
  });

  it('refuses every concurrent reuse of a key with another amount, whichever arrives first', async () => {
    const player = await createFundedPlayer(ctx.db, 1_000n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const key = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        settle(postEntry(ctx.db, wager(player, wagers, BigInt(1 + (i % 2)), key))),
      ),
    );
    const posted = outcomes.flatMap((o) => (o.ok ? [o.value] : []));
    const conflicts = outcomes.filter(
      (o) => !o.ok && (o.error as { code?: string }).code === 'idempotency_conflict',
    );
    expect(posted.length + conflicts.length).toBe(20);
    expect(new Set(posted.map((r) => r.entryId)).size).toBe(1);
    expect(conflicts).toHaveLength(10);
    const cash = (await getBalances(ctx.db, player.playerId))[0]!.cash;
    expect([999n, 998n]).toContain(cash);
  });

  it('keeps the books reconciled while many players pay each other at once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => createFundedPlayer(ctx.db, 500n)));
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const moves = Array.from({ length: 300 }, (_, i) => {
      const from = players[(i * 7) % players.length]!;
      const to = players[(i * 7 + 1 + (i % 5)) % players.length]!;
      const amount = BigInt(1 + ((i * 13) % 90));
      if (i % 4 === 0) return postEntry(ctx.db, wager(from, wagers, amount));
      // A transfer both ways between the same players in flight: only a fixed lock order avoids deadlock.
      return postEntry(ctx.db, {
        idempotencyKey: `test-transfer:${randomUUID()}`,
        kind: 'transfer',
        postings: [
          { accountId: from.cash, amount: -amount, currency: 'EUR' },
          { accountId: to.cash, amount, currency: 'EUR' },
        ],
        outbox: [{ topic: 'transfer made', payload: { amount: amount.toString() } }],
      });
    });
    const outcomes = await Promise.all(moves.map(settle));
    for (const outcome of outcomes) {
      if (!outcome.ok) expect(outcome.error).toMatchObject({ code: 'insufficient_funds' });
    }
    const posted = outcomes.flatMap((o) => (o.ok ? [o.value] : []));
    expect(posted.length).toBeGreaterThan(200);
    const outboxCounts = await Promise.all(posted.map((r) => outboxCountOf(ctx.db, r.entryId)));
    expect(outboxCounts.every((count) => count === 1)).toBe(true);
    const balances = await Promise.all(players.map((p) => getBalances(ctx.db, p.playerId)));
    const cash = balances.map((lines) => lines[0]!.cash);
    expect(cash.every((value) => value >= 0n)).toBe(true);
    const wagered = posted.reduce(
      (sum, r) => sum + (r.balances.some((b) => b.accountId === wagers) ? 1 : 0),
      0,
    );
    expect(wagered).toBeGreaterThan(0);
    expect(await reconcile(ctx.db)).toEqual({ accountMismatches: [], unbalancedEntries: [], isClean: true });
  });
});
