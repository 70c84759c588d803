import type { PGlite, Transaction } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../config';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import {
  bonusCampaigns,
  bonusGrants,
  gameRounds,
  ledgerEntries,
  ledgerPostings,
  sessions,
} from '../../db/schema';
import { relaxedLimitsEnv } from '../../test/accounts';
import { insertTestGame } from '../../test/games';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer } from '../../test/players';
import { grantBonus } from '../bonuses/grants';
import { fingerprintOf } from '../ledger/fingerprint';
import { reconcile } from '../ledger/reconcile';
import {
  betBody,
  fundPlayer,
  openGameSession,
  rollbackBody,
  useFakeProvider,
  walletCall,
  winBody,
} from './wallet-test-kit';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const clock = createClock();
const ctx = useTestApp({ env, now: clock.now });

/**
 * Counts the statements the app sends its database, each one a round trip: on a PostgreSQL server
 * every query of node-postgres' clients (a transaction's BEGIN and COMMIT included); on PGlite every
 * query and exec, and BEGIN and COMMIT for each transaction. The calls go through unchanged.
 */
function countRoundTrips(db: Database): { take(): number } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    return {
      take() {
        const taken = queries.mock.calls.length;
        queries.mockClear();
        return taken;
      },
    };
  }
  const pglite = client as PGlite;
  let inTransactions = 0;
  const counted = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if ((key === 'query' || key === 'exec') && typeof value === 'function')
          return (...args: unknown[]) => {
            inTransactions += 1;
            return (value as (...inner: unknown[]) => unknown).apply(target, args);
          };
        return value;
      },
    });
  const queries = vi.spyOn(pglite, 'query');
  const execs = vi.spyOn(pglite, 'exec');
  const transaction = pglite.transaction.bind(pglite);
  const transactions = vi
    .spyOn(pglite, 'transaction')
    .mockImplementation((work) => transaction((tx) => work(counted(tx))));
  return {
    take() {
      const taken =
        queries.mock.calls.length +
        execs.mock.calls.length +
        2 * transactions.mock.calls.length +
        inTransactions;
      for (const spy of [queries, execs, transactions]) spy.mockClear();
      inTransactions = 0;
      return taken;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

let gameId = '';
beforeAll(async () => {
  gameId = (await insertTestGame(ctx.db, { game: { category: 'slots' } })).id;
});

async function playerAtTable() {
  const player = await loginAsNewPlayer(ctx.app);
  await fundPlayer(ctx.db, player.playerId, 10_000n);
  return openGameSession(ctx.app, provider, player, gameId);
}

async function expectOk(response: Awaited<ReturnType<typeof walletCall>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { balance: string; platformTransactionId: string | null } }>().data;
}

describe('wallet calls in one round trip each', () => {
  it('a cash bet, its win, a rollback and a balance each reach the database once', async () => {
    const session = await playerAtTable();
    // The first call of a currency looks its house wagers account up once per process; warm it.
    await expectOk(await walletCall(ctx.app, 'bet', betBody(session, '10')));

    const trips = countRoundTrips(ctx.db);
    const bet = betBody(session, '100');
    expect((await expectOk(await walletCall(ctx.app, 'bet', bet))).balance).toBe('9890');
    const betTrips = trips.take();
    expect(
      (await expectOk(await walletCall(ctx.app, 'win', winBody(session, bet.roundId, '250')))).balance,
    ).toBe('10140');
    const winTrips = trips.take();
    const undone = betBody(session, '40');
    await expectOk(await walletCall(ctx.app, 'bet', undone));
    trips.take();
    const rollback = await expectOk(
      await walletCall(ctx.app, 'rollback', rollbackBody(session, undone.transactionId, undone.roundId)),
    );
    expect(rollback.balance).toBe('10140');
    const rollbackTrips = trips.take();
    const balance = await expectOk(
      await walletCall(ctx.app, 'balance', { playerId: session.playerId, currency: session.currency }),
    );
    expect(balance.balance).toBe('10140');
    const balanceTrips = trips.take();
    // A replay answers from the same single call.
    await expectOk(await walletCall(ctx.app, 'bet', bet));
    const replayTrips = trips.take();

    expect({ betTrips, winTrips, rollbackTrips, balanceTrips, replayTrips }).toEqual({
      betTrips: 1,
      winTrips: 1,
      rollbackTrips: 1,
      balanceTrips: 1,
      replayTrips: 1,
    });
    // The counter sees every statement: a game launch (several reads and a transaction) counts many.
    await openGameSession(ctx.app, provider, await loginAsNewPlayer(ctx.app), gameId);
    expect(trips.take()).toBeGreaterThan(3);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('a bet while a bonus is wagered (its split, maximum bet and wagering count) is one round trip too', async () => {
    const session = await playerAtTable();
    const [campaign] = await ctx.db
      .insert(bonusCampaigns)
      .values({
        slug: `round-trips-${process.pid}`,
        kind: 'no_deposit',
        activation: 'claim',
        names: { en: 'Round trips' },
        amountEurCents: 500n,
        wageringMultiple: 10,
        contributions: { slots: 100, 'live-casino-and-tables': 10 },
        maxBetEurCents: 9_000n,
      })
      .returning();
    await inTransaction(ctx.db, (tx) =>
      grantBonus(tx, {
        campaign: campaign!,
        playerId: session.playerId,
        sourceKey: `round-trips:${session.playerId}`,
        activate: true,
        now: clock.now(),
      }),
    );
    const warmUp = betBody(session, '10');
    await expectOk(await walletCall(ctx.app, 'bet', warmUp));
    const trips = countRoundTrips(ctx.db);
    // 10,000 cash and 500 bonus: a stake of 8,000 is cash only; then 2,300 takes the last 1,990 cash and 310 bonus.
    const cashOnly = betBody(session, '8000');
    await expectOk(await walletCall(ctx.app, 'bet', cashOnly));
    const mixed = betBody(session, '2300');
    expect((await expectOk(await walletCall(ctx.app, 'bet', mixed))).balance).toBe('190');
    const betTrips = trips.take();
    const refused = await walletCall(ctx.app, 'bet', betBody(session, '9001'));
    expect(refused.json<{ info: { resultCode: string } }>().info.resultCode).toBe('bonus_max_bet_exceeded');
    expect(trips.take()).toBe(1);
    expect(betTrips).toBe(2);
    const [round] = await ctx.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.externalRoundId, mixed.roundId));
    expect(round).toMatchObject({ stake: 2300n, bonusStake: 310n });
    const [grant] = await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, session.playerId));
    // Every stake counts at the slot's 100 %: (10 + 8,000 + 2,300) x 100 points.
    expect(grant!.points).toBe(1_031_000n);
    // A win of the mixed round follows its split back to bonus money, in one round trip while the round stays open.
    trips.take();
    const win = await expectOk(
      await walletCall(ctx.app, 'win', winBody(session, mixed.roundId, '230', { roundClosed: false })),
    );
    expect(trips.take()).toBe(1);
    // 230 x 310 / 2,300 = 31 back to the bonus, 199 to cash: 0 + 199 cash and 190 + 31 bonus.
    expect(win.balance).toBe('420');
    // Rounds of the bonus closing while another is open: one round trip each.
    for (const open of [warmUp, cashOnly])
      await expectOk(await walletCall(ctx.app, 'win', winBody(session, open.roundId, '0')));
    expect(trips.take()).toBe(2);
    // The last one closing finds the wagering done: the conversion is the TypeScript path's, in more statements.
    const closing = await expectOk(await walletCall(ctx.app, 'win', winBody(session, mixed.roundId, '0')));
    expect(trips.take()).toBeGreaterThan(1);
    expect(await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, session.playerId))).toEqual(
      [expect.objectContaining({ status: 'converted', convertedMinor: 221n })],
    );
    const [converted] = await ctx.db
      .select()
      .from(bonusGrants)
      .where(eq(bonusGrants.playerId, session.playerId));
    expect(converted!.status).toBe('converted');
    expect(closing.balance).toBe('420');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('answers player_not_found for a player id no account has, on each call', async () => {
    const session = await playerAtTable();
    const stranger = { ...session, playerId: '00000000-0000-4000-8000-000000000000' };
    const bet = betBody(stranger, '5');
    for (const [path, body] of [
      ['bet', bet],
      ['win', winBody(stranger, bet.roundId, '5')],
      ['rollback', rollbackBody(stranger, bet.transactionId, bet.roundId)],
    ] as const) {
      const response = await walletCall(ctx.app, path, body);
      expect(response.json<{ info: { resultCode: string } }>().info.resultCode, path).toBe(
        'player_not_found',
      );
    }
  });

  it('the entry the stored function posts carries the fingerprint the ledger itself would compute', async () => {
    const session = await playerAtTable();
    const bet = betBody(session, '75');
    await expectOk(await walletCall(ctx.app, 'bet', bet));
    const [entry] = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `game:nova-studio:${bet.transactionId}`));
    expect(entry).toBeDefined();
    const postings = await ctx.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, entry!.id))
      .orderBy(asc(ledgerPostings.accountId));
    expect(postings.map((line) => line.amount).sort()).toEqual([-75n, 75n]);
    expect(entry!.fingerprint).toBe(
      fingerprintOf({
        kind: 'game_bet',
        postings: postings.map((line) => [line.accountId, line.currency, line.amount.toString()]),
        metadata: entry!.metadata,
      }),
    );
    const [round] = await ctx.db.select().from(gameRounds).where(eq(gameRounds.externalRoundId, bet.roundId));
    expect(round).toMatchObject({ stake: 75n, status: 'open', balanceAfter: 9925n, balanceBefore: 10_000n });
  });

  it('a bet keeps the login session alive, at most one write a minute', async () => {
    const session = await playerAtTable();
    const before = await ctx.db.select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt }).from(sessions);
    clock.advance(2 * 60_000);
    await expectOk(await walletCall(ctx.app, 'bet', betBody(session, '5')));
    const after = await ctx.db.select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt }).from(sessions);
    const moved = after.filter(
      (row) => row.lastSeenAt.getTime() !== before.find((old) => old.id === row.id)?.lastSeenAt.getTime(),
    );
    expect(moved).toHaveLength(1);
    expect(moved[0]!.lastSeenAt.getTime()).toBe(clock.now().getTime());
    // Within the minute: no write.
    clock.advance(10_000);
    await expectOk(await walletCall(ctx.app, 'bet', betBody(session, '5')));
    const [again] = await ctx.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.id, moved[0]!.id));
    expect(again!.lastSeenAt.getTime()).toBe(moved[0]!.lastSeenAt.getTime());
  });
});
