import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { ensureHouseAccount } from './ensure-house-account';
import { ensurePlayerAccounts } from './ensure-player-accounts';
import { getBalances } from './get-balances';
import {
  countEntriesWithKey,
  createFundedPlayer,
  outboxCountOf,
  postingsOf,
  useLedgerDatabase,
  wager,
} from './ledger-test-kit';
import { LedgerInputError, postEntry } from './post-entry';
import { reconcile } from './reconcile';

const ctx = useLedgerDatabase();

describe('postEntry', () => {
  it('moves money between accounts and reports the balances after it', async () => {
    const player = await createFundedPlayer(ctx.db, 1_000n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const result = await postEntry(ctx.db, wager(player, wagers, 250n));
    expect(result.replayed).toBe(false);
    expect(result.balances.find((b) => b.accountId === player.cash)?.balance).toBe(750n);
    expect(await getBalances(ctx.db, player.playerId)).toEqual([
      { currency: 'EUR', cash: 750n, bonus: 0n, withdrawalHold: 0n },
    ]);
    expect(await postingsOf(ctx.db, player.cash)).toContainEqual({ amount: -250n, balanceAfter: 750n });
    expect(await outboxCountOf(ctx.db, result.entryId)).toBe(1);
  });

  it('answers a replayed key with the first result and posts nothing more', async () => {
    const player = await createFundedPlayer(ctx.db, 100n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const request = wager(player, wagers, 30n);
    const first = await postEntry(ctx.db, request);
    // Another entry in between: a replay must still answer the balances of the first posting.
    await postEntry(ctx.db, wager(player, wagers, 10n));
    const again = await postEntry(ctx.db, { ...request, metadata: { ...request.metadata } });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await countEntriesWithKey(ctx.db, request.idempotencyKey)).toBe(1);
    expect(await outboxCountOf(ctx.db, first.entryId)).toBe(1);
    expect((await getBalances(ctx.db, player.playerId))[0]?.cash).toBe(60n);
  });

  it('refuses a reused key with another amount or other metadata, and posts nothing', async () => {
    const player = await createFundedPlayer(ctx.db, 100n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const key = randomUUID();
    await postEntry(ctx.db, wager(player, wagers, 30n, key));
    await expect(postEntry(ctx.db, wager(player, wagers, 31n, key))).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    await expect(
      postEntry(ctx.db, { ...wager(player, wagers, 30n, key), metadata: { round: 'other' } }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await postingsOf(ctx.db, player.cash)).toHaveLength(2);
    expect((await getBalances(ctx.db, player.playerId))[0]?.cash).toBe(70n);
  });

  it('refuses an overdraft as insufficient_funds and leaves no trace of it', async () => {
    const player = await createFundedPlayer(ctx.db, 5n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const request = wager(player, wagers, 6n);
    const failure = await postEntry(ctx.db, request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'insufficient_funds', statusCode: 409 });
    expect(await countEntriesWithKey(ctx.db, request.idempotencyKey)).toBe(0);
    expect((await getBalances(ctx.db, player.playerId))[0]?.cash).toBe(5n);
  });

  it('lets house accounts go negative', async () => {
    const house = await ensureHouseAccount(ctx.db, 'house_processor_clearing', 'NOK');
    const player = await ensurePlayerAccounts(ctx.db, randomUUID(), 'NOK');
    const result = await postEntry(ctx.db, {
      idempotencyKey: `test-deposit:${randomUUID()}`,
      kind: 'deposit',
      postings: [
        { accountId: house, amount: -500n, currency: 'NOK' },
        { accountId: player.cash, amount: 500n, currency: 'NOK' },
      ],
      outbox: [{ topic: 'deposit completed', payload: { amount: '500', currency: 'NOK' } }],
    });
    expect(result.balances.find((b) => b.accountId === house)!.balance).toBeLessThan(0n);
  });

  it('refuses, before touching the database, entries the ledger can never accept', async () => {
    const player = await createFundedPlayer(ctx.db, 100n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const base = wager(player, wagers, 10n);
    const unbalanced = { ...base, postings: [base.postings[0]!, { ...base.postings[1]!, amount: 9n }] };
    await expect(postEntry(ctx.db, unbalanced)).rejects.toThrow(/does not sum to zero/);
    await expect(postEntry(ctx.db, { ...base, postings: [base.postings[0]!] })).rejects.toThrow(
      LedgerInputError,
    );
    const zero = base.postings.map((posting) => ({ ...posting, amount: 0n }));
    await expect(postEntry(ctx.db, { ...base, postings: zero })).rejects.toThrow(/cannot be zero/);
    const float = base.postings.map((posting) => ({
      ...posting,
      amount: Number(posting.amount) as unknown as bigint,
    }));
    await expect(postEntry(ctx.db, { ...base, postings: float })).rejects.toThrow(/bigint/);
    const twice = [base.postings[0]!, { ...base.postings[0]!, amount: 10n }];
    await expect(postEntry(ctx.db, { ...base, postings: twice })).rejects.toThrow(/once per entry/);
    expect(await countEntriesWithKey(ctx.db, base.idempotencyKey)).toBe(0);
  });

  it('refuses a posting in a currency other than its account', async () => {
    const player = await createFundedPlayer(ctx.db, 100n);
    const usdHouse = await ensureHouseAccount(ctx.db, 'house_cash', 'USD');
    const request = {
      idempotencyKey: `test-mixed:${randomUUID()}`,
      kind: 'adjustment',
      postings: [
        { accountId: player.cash, amount: -10n, currency: 'USD' },
        { accountId: usdHouse, amount: 10n, currency: 'USD' },
      ],
    };
    await expect(postEntry(ctx.db, request)).rejects.toThrow(LedgerInputError);
    expect(await countEntriesWithKey(ctx.db, request.idempotencyKey)).toBe(0);
  });

  it("runs in a savepoint of the caller's transaction, so a refusal does not abort it", async () => {
    const player = await createFundedPlayer(ctx.db, 10n);
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    const outcome = await ctx.db.transaction(async (tx) => {
      const refused = await postEntry(tx, wager(player, wagers, 11n)).catch((error: AppError) => error.code);
      const accepted = await postEntry(tx, wager(player, wagers, 4n));
      return { refused, balance: accepted.balances.find((b) => b.accountId === player.cash)?.balance };
    });
    expect(outcome).toEqual({ refused: 'insufficient_funds', balance: 6n });
  });

  it('keeps a player to one account of each kind per currency, however often asked', async () => {
    const playerId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ensurePlayerAccounts(ctx.db, playerId, 'EUR')),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await ensurePlayerAccounts(ctx.db, playerId, 'USD');
    expect(await getBalances(ctx.db, playerId)).toEqual([
      { currency: 'EUR', cash: 0n, bonus: 0n, withdrawalHold: 0n },
      { currency: 'USD', cash: 0n, bonus: 0n, withdrawalHold: 0n },
    ]);
    const houses = await Promise.all(
      Array.from({ length: 5 }, () => ensureHouseAccount(ctx.db, 'house_cash', 'CHF')),
    );
    expect(new Set(houses).size).toBe(1);
  });

  it('leaves the books reconciled', async () => {
    expect(await reconcile(ctx.db)).toEqual({ accountMismatches: [], unbalancedEntries: [], isClean: true });
  });
});
