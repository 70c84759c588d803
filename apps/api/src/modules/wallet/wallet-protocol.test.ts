import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import {
  gameRounds,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  outboxEvents,
  players,
} from '../../db/schema';
import { relaxedLimitsEnv } from '../../test/accounts';
import { insertTestGame } from '../../test/games';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';
import { reconcile } from '../ledger/reconcile';
import { signBody } from '@casino/contract/signature';
import {
  betBody,
  fundPlayer,
  nextId,
  openGameSession,
  testStudioSecret,
  useFakeProvider,
  walletCall,
  type GameSessionInfo,
  describeBothWalletPaths,
} from './wallet-test-kit';
import { wagerShardOf, wagerShards } from './wallet-db';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const clock = createClock();
const ctx = useTestApp({ env, now: clock.now });

interface Answer {
  info: { success: boolean; resultCode: string };
  data: { balance: string; currency: string; transactionId: string; platformTransactionId: string | null };
}

let gameId = '';
beforeAll(async () => {
  gameId = (await insertTestGame(ctx.db, { game: { category: 'slots' } })).id;
});

/** A logged-in player with `cash` minor units and a game session of the test game. */
async function playerAtTable(cash = 10_000n) {
  const player = await loginAsNewPlayer(ctx.app);
  if (cash > 0n) await fundPlayer(ctx.db, player.playerId, cash);
  const session = await openGameSession(ctx.app, provider, player, gameId);
  return { player, session };
}

async function bet(session: GameSessionInfo, amount: string, overrides: Record<string, unknown> = {}) {
  const body = betBody(session, amount, overrides);
  const response = await walletCall(ctx.app, 'bet', body);
  return { body, response, answer: response.json<Answer>() };
}

function winBody(
  session: GameSessionInfo,
  roundId: string,
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return {
    playerId: session.playerId,
    transactionId: nextId('win'),
    roundId,
    externalGameId: session.externalGameId,
    amount,
    currency: session.currency,
    ...extra,
  };
}

function rollbackBody(session: GameSessionInfo, originalTransactionId: string, roundId: string) {
  return {
    playerId: session.playerId,
    transactionId: nextId('rollback'),
    originalTransactionId,
    roundId,
    externalGameId: session.externalGameId,
  };
}

describe('signatures', () => {
  it('refuses a bad signature, a missing one and a body changed after signing', async () => {
    const { session } = await playerAtTable();
    const body = betBody(session, '100');
    const bad = await walletCall(ctx.app, 'bet', body, { signature: 'ab'.repeat(32) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json<Answer>().info.resultCode).toBe('invalid_signature');
    const wrongKey = await walletCall(ctx.app, 'bet', body, { secret: 'another-secret-of-16+' });
    expect(wrongKey.json<Answer>().info.resultCode).toBe('invalid_signature');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/provider/v1/bet',
      headers: { 'content-type': 'application/json', 'x-provider': 'nova-studio' },
      payload: JSON.stringify(body),
    });
    expect(missing.json<Answer>().info.resultCode).toBe('invalid_signature');
    // The same JSON with other spacing is other bytes: the signature of the first does not cover it.
    const raw = JSON.stringify(body);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/provider/v1/bet',
      headers: {
        'content-type': 'application/json',
        'x-provider': 'nova-studio',
        'x-signature': signBody(testStudioSecret, raw),
      },
      payload: JSON.stringify(body, null, 1),
    });
    expect(tampered.json<Answer>().info.resultCode).toBe('invalid_signature');
    const rounds = await ctx.db.select().from(gameRounds).where(eq(gameRounds.playerId, session.playerId));
    expect(rounds).toHaveLength(0);
    expect((await bet(session, '100')).response.statusCode).toBe(200);
  });

  it('refuses an unknown provider and answers validation_error for a signed but malformed body', async () => {
    const unknown = await walletCall(
      ctx.app,
      'balance',
      { playerId: 'x', currency: 'EUR' },
      { provider: 'nobody' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<Answer>().info.resultCode).toBe('unknown_provider');
    const malformed = await walletCall(ctx.app, 'bet', { amount: 1.5 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Answer>().info.resultCode).toBe('validation_error');
  });
});

describeBothWalletPaths('bets and wins', () => {
  it('debits a bet and credits a win as ledger entries with outbox events, and closes the round', async () => {
    const { session } = await playerAtTable(10_000n);
    const placed = await bet(session, '250');
    expect(placed.response.statusCode, placed.response.body).toBe(200);
    expect(placed.answer.data).toMatchObject({ balance: '9750', currency: 'EUR' });
    const win = await walletCall(ctx.app, 'win', winBody(session, placed.body.roundId, '1000'));
    expect(win.json<Answer>().data.balance).toBe('10750');

    const [round] = await ctx.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.externalRoundId, placed.body.roundId));
    expect(round).toMatchObject({
      stake: 250n,
      win: 1000n,
      balanceBefore: 10_000n,
      balanceAfter: 10_750n,
      status: 'closed',
    });
    expect(round?.endedAt).not.toBeNull();
    const events = await ctx.db.select().from(outboxEvents);
    const mine = events.filter((event) => event.payload.roundId === round?.id);
    expect(mine.map((event) => event.topic).sort()).toEqual(['game.bet', 'game.win']);
    expect(mine.find((event) => event.topic === 'game.win')?.payload).toMatchObject({
      playerId: session.playerId,
      gameId,
      category: 'slots',
      provider: 'nova-studio',
      stake: '250',
      win: '1000',
      currency: 'EUR',
    });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it("posts each player's bets, wins and rollbacks on that player's shard of the house wagers", async () => {
    for (let seat = 0; seat < 3; seat += 1) {
      const { session } = await playerAtTable(10_000n);
      const placed = await bet(session, '400');
      const win = winBody(session, placed.body.roundId, '100');
      await walletCall(ctx.app, 'win', win);
      const second = await bet(session, '50');
      const rollback = rollbackBody(session, second.body.transactionId, second.body.roundId);
      await walletCall(ctx.app, 'rollback', rollback);

      const houseShards = await ctx.db
        .select({ shard: ledgerAccounts.shard })
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(
          and(
            inArray(
              ledgerEntries.idempotencyKey,
              [
                placed.body.transactionId,
                win.transactionId,
                second.body.transactionId,
                rollback.transactionId,
              ].map((id) => `game:nova-studio:${id}`),
            ),
            eq(ledgerAccounts.kind, 'house_game_wagers'),
          ),
        );
      expect(houseShards).toHaveLength(4);
      expect(new Set(houseShards.map((row) => row.shard))).toEqual(new Set([wagerShardOf(session.playerId)]));
    }
    const shards = await ctx.db
      .select({ shard: ledgerAccounts.shard })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'house_game_wagers'), eq(ledgerAccounts.currency, 'EUR')));
    expect(new Set(shards.map((row) => row.shard)).size).toBe(shards.length);
    expect(shards.every((row) => row.shard >= 0 && row.shard < wagerShards)).toBe(true);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('answers a replay with the first answer, moving money once, and refuses the same id with another amount', async () => {
    const { session } = await playerAtTable(10_000n);
    const first = await bet(session, '300');
    const again = await walletCall(ctx.app, 'bet', first.body);
    expect(again.statusCode).toBe(200);
    expect(again.json<Answer>().data).toEqual(first.answer.data);
    const other = await walletCall(ctx.app, 'bet', { ...first.body, amount: '301' });
    expect(other.statusCode).toBe(422);
    expect(other.json<Answer>().info.resultCode).toBe('idempotency_conflict');
    const balance = await walletCall(ctx.app, 'balance', { playerId: session.playerId, currency: 'EUR' });
    expect(balance.json<Answer>().data.balance).toBe('9700');
    const entries = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'game_bet'));
    expect(entries.filter((entry) => entry.metadata.transactionId === first.body.transactionId)).toHaveLength(
      1,
    );
  });

  it('refuses a bet over the balance with insufficient_funds and the balance, moving nothing', async () => {
    const { session } = await playerAtTable(500n);
    const { response, answer } = await bet(session, '501');
    expect(response.statusCode).toBe(409);
    expect(answer.info.resultCode).toBe('insufficient_funds');
    expect(answer.data).toEqual({ balance: '500' });
    expect(
      await ctx.db.select().from(gameRounds).where(eq(gameRounds.playerId, session.playerId)),
    ).toHaveLength(0);
  });

  it('closes a lost round with a zero win without a ledger entry, and a replay of it answers the same', async () => {
    const { session } = await playerAtTable(1_000n);
    const placed = await bet(session, '100');
    const body = winBody(session, placed.body.roundId, '0');
    const entriesBefore = (await ctx.db.select().from(ledgerEntries)).length;
    const lost = await walletCall(ctx.app, 'win', body);
    expect(lost.json<Answer>().data.balance).toBe('900');
    expect(await walletCall(ctx.app, 'win', body).then((r) => r.json<Answer>().data)).toEqual(
      lost.json<Answer>().data,
    );
    expect((await ctx.db.select().from(ledgerEntries)).length).toBe(entriesBefore);
    const [round] = await ctx.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.externalRoundId, placed.body.roundId));
    expect(round?.status).toBe('closed');
    const late = await walletCall(ctx.app, 'win', winBody(session, placed.body.roundId, '50'));
    expect(late.json<Answer>().info.resultCode).toBe('round_closed');
  });

  it('pays a win after the player logged out, but refuses a bet then', async () => {
    const { player, session } = await playerAtTable(1_000n);
    const placed = await bet(session, '100', { roundId: nextId('round') });
    const logout = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/logout',
      headers: playerHeaders(player),
    });
    expect(logout.statusCode).toBe(200);
    const late = await bet(session, '100');
    expect(late.response.statusCode).toBe(401);
    expect(late.answer.info.resultCode).toBe('game_session_invalid');
    const win = await walletCall(ctx.app, 'win', winBody(session, placed.body.roundId, '400'));
    expect(win.statusCode, win.body).toBe(200);
    expect(win.json<Answer>().data.balance).toBe('1300');
  });

  it('refuses a bet in another currency than the session', async () => {
    const { session } = await playerAtTable(1_000n);
    const { answer } = await bet(session, '100', { currency: 'USD' });
    expect(answer.info.resultCode).toBe('currency_mismatch');
  });
});

describeBothWalletPaths('rollbacks', () => {
  it('undoes a bet once: a second rollback, by replay or by another id, moves nothing', async () => {
    const { session } = await playerAtTable(1_000n);
    const placed = await bet(session, '400');
    const body = rollbackBody(session, placed.body.transactionId, placed.body.roundId);
    const first = await walletCall(ctx.app, 'rollback', body);
    expect(first.json<Answer>().data.balance).toBe('1000');
    const replay = await walletCall(ctx.app, 'rollback', body);
    expect(replay.json<Answer>().data).toEqual(first.json<Answer>().data);
    const other = await walletCall(
      ctx.app,
      'rollback',
      rollbackBody(session, placed.body.transactionId, placed.body.roundId),
    );
    expect(other.json<Answer>().data).toMatchObject({ balance: '1000', platformTransactionId: null });
    const [round] = await ctx.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.externalRoundId, placed.body.roundId));
    expect(round).toMatchObject({ status: 'rolled_back', stake: 0n });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('records a rollback that comes before its bet, and refuses the late bet with no money moved', async () => {
    const { session } = await playerAtTable(1_000n);
    const late = betBody(session, '200');
    const rollback = await walletCall(
      ctx.app,
      'rollback',
      rollbackBody(session, late.transactionId, late.roundId),
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json<Answer>().data).toMatchObject({ balance: '1000', platformTransactionId: null });
    const refused = await walletCall(ctx.app, 'bet', late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Answer>().info.resultCode).toBe('transaction_rolled_back');
    const balance = await walletCall(ctx.app, 'balance', { playerId: session.playerId, currency: 'EUR' });
    expect(balance.json<Answer>().data.balance).toBe('1000');
  });

  it('refuses a win after the round bet was rolled back', async () => {
    const { session } = await playerAtTable(1_000n);
    const placed = await bet(session, '100');
    await walletCall(
      ctx.app,
      'rollback',
      rollbackBody(session, placed.body.transactionId, placed.body.roundId),
    );
    const win = await walletCall(ctx.app, 'win', winBody(session, placed.body.roundId, '500'));
    expect(win.json<Answer>().info.resultCode).toBe('transaction_rolled_back');
    const balance = await walletCall(ctx.app, 'balance', { playerId: session.playerId, currency: 'EUR' });
    expect(balance.json<Answer>().data.balance).toBe('1000');
  });
});

describeBothWalletPaths('responsible gambling and sessions', () => {
  it('refuses bets of a self-excluded player, whose sessions end with the exclusion', async () => {
    const { player, session } = await playerAtTable(1_000n);
    const excluded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/selfExclusion',
      headers: playerHeaders(player),
      payload: { kind: 'freeze_24h', password: player.password },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await bet(session, '100')).answer.info.resultCode).toBe('game_session_invalid');
  });

  it('refuses bets of a player frozen while a game session is still open', async () => {
    const { session } = await playerAtTable(1_000n);
    const until = new Date(clock.now().getTime() + 86_400_000);
    await ctx.db.update(players).set({ selfExcludedUntil: until }).where(eq(players.id, session.playerId));
    const { response, answer } = await bet(session, '100');
    expect(response.statusCode).toBe(403);
    expect(answer.info.resultCode).toBe('account_self_excluded');
  });

  it('refuses bets while a reality check is due, and takes them again once acknowledged', async () => {
    const { player, session } = await playerAtTable(1_000n);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/realityCheck',
      headers: playerHeaders(player),
      payload: { intervalMinutes: 15 },
    });
    expect(set.statusCode, set.body).toBe(200);
    clock.advance(15 * 60_000);
    expect((await bet(session, '100')).answer.info.resultCode).toBe('reality_check_required');
    const ack = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/realityCheck/acknowledge',
      headers: playerHeaders(player),
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect((await bet(session, '100')).response.statusCode).toBe(200);
  });

  it('exchanges a launch token once, and never after it expired', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    await openGameSession(ctx.app, provider, player, gameId);
    const used = provider.launches.at(-1)?.launchToken;
    const twice = await walletCall(ctx.app, 'authenticate', { launchToken: used });
    expect(twice.statusCode).toBe(401);
    expect(twice.json<Answer>().info.resultCode).toBe('game_session_invalid');

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/player/game/${gameId}`,
      headers: playerHeaders(player),
    });
    expect(response.statusCode).toBe(200);
    clock.advance(ctx.app.config.games.launchTokenMs + 1);
    const expired = await walletCall(ctx.app, 'authenticate', {
      launchToken: provider.launches.at(-1)?.launchToken,
    });
    expect(expired.json<Answer>().info.resultCode).toBe('game_session_invalid');
  });

  it('answers authenticate with the session, a masked nickname and the balance', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    await fundPlayer(ctx.db, player.playerId, 1_234n);
    const session = await openGameSession(ctx.app, provider, player, gameId);
    expect(session).toMatchObject({ playerId: player.playerId, currency: 'EUR', balance: '1234' });
    const { nickname } = session as unknown as { nickname: string };
    expect(nickname).toBe(`${player.username.slice(0, 2)}***${player.username.at(-1)}`);
  });
});
