import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freeRoundGrants, gameRounds, ledgerEntries, outboxEvents } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { staffToken } from '../../../test/cashier';
import { insertTestGame } from '../../../test/games';
import { playerHeaders } from '../../../test/players';
import { useWalletPlay } from '../../../test/wallet-play';
import { reconcile } from '../../ledger/reconcile';
import {
  betBody,
  rollbackBody,
  walletCall,
  winBody,
  type GameSessionInfo,
} from '../../wallet/wallet-test-kit';
import { deliverFreeRounds, deliveryBackoffMs } from './deliver-free-rounds';
import { grantFreeRounds, type GrantFreeRoundsInput } from './grant-free-rounds';
import { isSignatureValid } from '@casino/contract/signature';
import { testStudioSecret } from '../../wallet/wallet-test-kit';

const play = useWalletPlay({ game: false });
const { clock, ctx } = play;

interface Answer {
  info: { success: boolean; resultCode: string };
  data: { balance: string; platformTransactionId: string | null; maxWin?: string } | null;
}

/** A slot with a minimum bet of 20 and a 100x maximum win, and another slot of the same provider. */
const games = { slot: '', other: '' };
beforeAll(async () => {
  games.slot = (await insertTestGame(ctx.db, { game: { minBet: '20', maxWinMultiplier: 100 } })).id;
  games.other = (await insertTestGame(ctx.db, { game: { minBet: '10' } })).id;
});

function playerAt(gameId: string, cash = 1_000n) {
  return play.playerAtGame(cash, gameId);
}

async function call(path: string, body: unknown) {
  const response = await walletCall(ctx.app, path, body);
  return { status: response.statusCode, answer: response.json<Answer>() };
}

function grant(input: Partial<GrantFreeRoundsInput> & { playerId: string }) {
  return inTransaction(ctx.db, (tx) =>
    grantFreeRounds(tx, {
      gameId: games.slot,
      rounds: 3,
      currency: 'EUR',
      source: 'bonus_campaign',
      sourceKey: `test:${randomUUID()}`,
      now: clock.now(),
      ...input,
    }),
  );
}

async function grantRow(grantId: string) {
  const [row] = await ctx.db.select().from(freeRoundGrants).where(eq(freeRoundGrants.id, grantId));
  return row!;
}

async function freeBet(session: GameSessionInfo, grantId: string, overrides: Record<string, unknown> = {}) {
  const body = betBody(session, '0', { freeRoundGrantId: grantId, ...overrides });
  return { body, ...(await call('bet', body)) };
}

async function balanceOf(session: GameSessionInfo) {
  const { answer } = await call('balance', { playerId: session.playerId, currency: session.currency });
  return answer.data?.balance;
}

describe('grantFreeRounds', () => {
  it('grants once per source key, at the game minimum bet unless told, and refuses another grant under the key', async () => {
    const { player } = await playerAt(games.slot);
    const sourceKey = `loyalty:${player.playerId}:2`;
    const first = await grant({ playerId: player.playerId, sourceKey, source: 'loyalty_level' });
    const again = await grant({ playerId: player.playerId, sourceKey, source: 'loyalty_level' });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ grantId: first.grantId, replayed: true });
    const rows = await ctx.db.select().from(freeRoundGrants).where(eq(freeRoundGrants.sourceKey, sourceKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', roundsGranted: 3, roundsUsed: 0, betMinor: 20n });
    await expect(grant({ playerId: player.playerId, sourceKey, rounds: 5 })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    const explicit = await grant({ playerId: player.playerId, betMinor: 50n });
    expect((await grantRow(explicit.grantId)).betMinor).toBe(50n);
    await expect(grant({ playerId: player.playerId, currency: 'NOK' })).rejects.toMatchObject({
      code: 'currency_mismatch',
    });
    await expect(grant({ playerId: player.playerId, rounds: 0 })).rejects.toMatchObject({
      code: 'validation_error',
    });
  });

  it('rolls back with the caller when the caller fails: nothing is granted', async () => {
    const { player } = await playerAt(games.slot);
    const sourceKey = `test:${randomUUID()}`;
    await expect(
      inTransaction(ctx.db, async (tx) => {
        await grantFreeRounds(tx, {
          playerId: player.playerId,
          gameId: games.slot,
          rounds: 1,
          currency: 'EUR',
          source: 'loyalty_level',
          sourceKey,
        });
        throw new Error('the projection failed after granting');
      }),
    ).rejects.toThrow('the projection failed');
    expect(
      await ctx.db.select().from(freeRoundGrants).where(eq(freeRoundGrants.sourceKey, sourceKey)),
    ).toEqual([]);
  });
});

describe('a free-round bet', () => {
  it('is refused without a grant, with a grant of another player or game, and with a stake', async () => {
    const { session } = await playerAt(games.slot);
    const { player: other } = await playerAt(games.slot);
    const theirs = await grant({ playerId: other.playerId });
    const me = { playerId: session.playerId };
    const otherGame = await grant({ playerId: me.playerId, gameId: games.other });

    const without = await call('bet', betBody(session, '0'));
    expect(without.answer.info.resultCode).toBe('free_round_not_granted');
    const foreign = await freeBet(session, theirs.grantId);
    expect(foreign.status).toBe(409);
    expect(foreign.answer.info.resultCode).toBe('free_round_not_granted');
    const wrongGame = await freeBet(session, otherGame.grantId);
    expect(wrongGame.answer.info.resultCode).toBe('free_round_not_granted');
    const unknown = await freeBet(session, randomUUID());
    expect(unknown.answer.info.resultCode).toBe('free_round_not_granted');
    const mine = await grant({ playerId: me.playerId });
    const paid = await call('bet', betBody(session, '20', { freeRoundGrantId: mine.grantId }));
    expect(paid.answer.info.resultCode).toBe('validation_error');

    expect((await grantRow(theirs.grantId)).roundsUsed).toBe(0);
    expect((await grantRow(mine.grantId)).roundsUsed).toBe(0);
    const rounds = await ctx.db.select().from(gameRounds).where(eq(gameRounds.playerId, session.playerId));
    expect(rounds).toHaveLength(0);
    expect(await balanceOf(session)).toBe('1000');
  });

  it('plays N rounds at no cost, then is refused as used up; replays use no round', async () => {
    const { session } = await playerAt(games.slot);
    const { grantId } = await grant({ playerId: session.playerId, rounds: 2 });
    const first = await freeBet(session, grantId);
    expect(first.status, JSON.stringify(first.answer)).toBe(200);
    expect(first.answer.data?.balance).toBe('1000');
    // The same transaction again: the first answer, and still one round used.
    const replay = await call('bet', first.body);
    expect(replay.answer).toEqual(first.answer);
    expect((await grantRow(grantId)).roundsUsed).toBe(1);
    const second = await freeBet(session, grantId);
    expect(second.status).toBe(200);
    const third = await freeBet(session, grantId);
    expect(third.status).toBe(409);
    expect(third.answer.info.resultCode).toBe('free_rounds_used_up');
    const row = await grantRow(grantId);
    expect(row).toMatchObject({ roundsUsed: 2, status: 'active' });
    const [round] = await ctx.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.externalRoundId, first.body.roundId));
    expect(round).toMatchObject({ stake: 0n, freeRoundGrantId: grantId, status: 'open' });
    // A free bet moves no money: no ledger entry for it.
    const entries = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `game:nova-studio:${first.body.transactionId}`));
    expect(entries).toHaveLength(0);
    expect(await balanceOf(session)).toBe('1000');
  });

  it('refuses an expired grant, and a free round added to a paid round', async () => {
    const { session } = await playerAt(games.slot);
    const expiring = await grant({
      playerId: session.playerId,
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    clock.advance(61_000);
    const late = await freeBet(session, expiring.grantId);
    expect(late.answer.info.resultCode).toBe('free_rounds_used_up');
    const fresh = await grant({ playerId: session.playerId });
    const paidRound = betBody(session, '20');
    expect((await call('bet', paidRound)).status).toBe(200);
    const joined = await freeBet(session, fresh.grantId, { roundId: paidRound.roundId });
    expect(joined.answer.info.resultCode).toBe('validation_error');
    expect((await grantRow(fresh.grantId)).roundsUsed).toBe(0);
  });
});

describe('a free-round win', () => {
  it('is credited, recorded on the grant with the marker in ledger and event, capped on the grant bet, and completes the grant', async () => {
    const { session } = await playerAt(games.slot);
    const { grantId } = await grant({ playerId: session.playerId, rounds: 2, betMinor: 20n });
    const one = await freeBet(session, grantId);
    // 100x of the grant's 20: 2,000 at most; a round of stake 0 alone could win nothing.
    const above = await call('win', winBody(session, one.body.roundId, '2001'));
    expect(above.answer.info.resultCode).toBe('win_exceeds_maximum');
    expect(above.answer.data?.maxWin).toBe('2000');
    const winOne = winBody(session, one.body.roundId, '150', { freeRoundGrantId: grantId });
    const paid = await call('win', winOne);
    expect(paid.status, JSON.stringify(paid.answer)).toBe(200);
    expect(paid.answer.data?.balance).toBe('1150');
    // A replay moves nothing again.
    expect((await call('win', winOne)).answer).toEqual(paid.answer);
    expect(await balanceOf(session)).toBe('1150');

    const [entry] = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `game:nova-studio:${winOne.transactionId}`));
    expect(entry?.metadata).toMatchObject({ freeRoundGrantId: grantId });
    const [event] = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.entryId, entry!.id));
    expect(event).toMatchObject({ topic: 'game.win', payload: { freeRoundGrantId: grantId, win: '150' } });
    expect(await grantRow(grantId)).toMatchObject({ totalWin: 150n, status: 'active' });

    const completedBefore = await completionEvents(grantId);
    expect(completedBefore).toHaveLength(0);
    const two = await freeBet(session, grantId);
    // A marker naming another grant than the round's is refused.
    const wrongMarker = await call(
      'win',
      winBody(session, two.body.roundId, '10', { freeRoundGrantId: randomUUID() }),
    );
    expect(wrongMarker.answer.info.resultCode).toBe('validation_error');
    expect((await call('win', winBody(session, two.body.roundId, '0'))).status).toBe(200);
    expect(await grantRow(grantId)).toMatchObject({ totalWin: 150n, status: 'completed', roundsUsed: 2 });
    const completed = await completionEvents(grantId);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.payload).toMatchObject({ totalWin: '150', playerId: session.playerId, rounds: 2 });
    expect(await balanceOf(session)).toBe('1150');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('gives the round back when its bet is rolled back', async () => {
    const { session } = await playerAt(games.slot);
    const { grantId } = await grant({ playerId: session.playerId, rounds: 1 });
    const one = await freeBet(session, grantId);
    expect((await grantRow(grantId)).roundsUsed).toBe(1);
    const undo = rollbackBody(session, one.body.transactionId, one.body.roundId);
    expect((await call('rollback', undo)).status).toBe(200);
    expect((await call('rollback', undo)).status).toBe(200);
    expect((await grantRow(grantId)).roundsUsed).toBe(0);
    const again = await freeBet(session, grantId);
    expect(again.status).toBe(200);
    expect((await freeBet(session, grantId)).answer.info.resultCode).toBe('free_rounds_used_up');
  });
});

async function completionEvents(grantId: string) {
  return ctx.db
    .select()
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.topic, 'free_rounds.completed'),
        sql`${outboxEvents.payload}->>'freeRoundGrantId' = ${grantId}`,
      ),
    );
}

describe('GET /player/freeRounds', () => {
  it("lists the player's own playable grants with game, rounds left and bet value, and nobody else's", async () => {
    const { player, session } = await playerAt(games.slot);
    const { player: other } = await playerAt(games.slot);
    const { grantId } = await grant({ playerId: player.playerId, rounds: 3, betMinor: 40n });
    await grant({ playerId: other.playerId });
    await freeBet(session, grantId);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/freeRounds',
      headers: playerHeaders(player),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { freeRounds } = response.json<{ data: { freeRounds: Record<string, unknown>[] } }>().data;
    expect(freeRounds).toHaveLength(1);
    expect(freeRounds[0]).toMatchObject({
      grantId,
      gameId: games.slot,
      roundsLeft: 2,
      roundsGranted: 3,
      betValue: '40',
      currency: 'EUR',
      provider: 'nova-studio',
    });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/player/freeRounds' });
    expect(anonymous.statusCode).not.toBe(200);
  });
});

describe('the staff grant', () => {
  it('grants free rounds once per request id and keeps who granted them and why', async () => {
    const { player } = await playerAt(games.slot, 0n);
    const token = await staffToken(ctx.app, 'support');
    const body = {
      playerId: player.playerId,
      gameId: games.slot,
      rounds: 5,
      requestId: randomUUID(),
      reason: 'goodwill',
    };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/staff/v1/free-rounds',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json<{ data: { grantId: string; replayed: boolean } }>().data;
    expect(data.replayed).toBe(false);
    const second = await send();
    expect(second.json<{ data: { grantId: string; replayed: boolean } }>().data).toMatchObject({
      grantId: data.grantId,
      replayed: true,
    });
    const row = await grantRow(data.grantId);
    expect(row).toMatchObject({ source: 'staff', roundsGranted: 5, staffNote: 'goodwill' });
    expect(row.grantedByStaffId).toBeTruthy();
    const cashier = await staffToken(ctx.app, 'payments');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/free-rounds',
      headers: { authorization: `Bearer ${cashier}` },
      payload: { ...body, requestId: randomUUID() },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('deliverFreeRounds', () => {
  it('pushes a pending grant signed to the provider, retries a failure later, and expires old grants', async () => {
    const { player } = await playerAt(games.slot, 0n);
    // Earlier tests' grants are delivered out of the way first.
    const quiet = { info: () => {}, warn: () => {} };
    const ok = (body: string) =>
      new Response(
        JSON.stringify({
          info: { success: true, message: '', resultCode: 'ok' },
          data: { grantId: (JSON.parse(body) as { grantId: string }).grantId, roundsLeft: 1 },
        }),
        { status: 200 },
      );
    await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, {
      now: clock.now,
      log: quiet,
      fetchImpl: async (_url, init) => ok(init!.body as string),
    });

    const { grantId } = await grant({ playerId: player.playerId, rounds: 4, betMinor: 30n });
    const seen: { url: string; body: string; signature: string | null }[] = [];
    let isDown = true;
    const fetchImpl: typeof fetch = async (url, init) => {
      const body = init!.body as string;
      seen.push({ url: String(url), body, signature: new Headers(init!.headers).get('x-signature') });
      return isDown ? new Response('{}', { status: 503 }) : ok(body);
    };
    const down = await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, {
      now: clock.now,
      log: quiet,
      fetchImpl,
    });
    expect(down).toMatchObject({ delivered: 0, failed: 1 });
    const failed = await grantRow(grantId);
    expect(failed).toMatchObject({ status: 'pending', deliveryAttempts: 1 });
    expect(failed.nextDeliveryAt!.getTime()).toBe(clock.now().getTime() + deliveryBackoffMs(1));
    // Not due yet: nothing is sent.
    isDown = false;
    await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, {
      now: clock.now,
      log: quiet,
      fetchImpl,
    });
    expect(seen).toHaveLength(1);
    clock.advance(deliveryBackoffMs(1));
    const up = await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, {
      now: clock.now,
      log: quiet,
      fetchImpl,
    });
    expect(up.delivered).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.url).toMatch(/\/freerounds$/);
    expect(isSignatureValid(testStudioSecret, seen[1]!.body, seen[1]!.signature ?? undefined)).toBe(true);
    expect(JSON.parse(seen[1]!.body)).toMatchObject({
      grantId,
      playerId: player.playerId,
      rounds: 4,
      betAmount: '30',
      currency: 'EUR',
      expiresAt: null,
      // Not a bonus's free spins: the wins go to cash, the game says so.
      bonusWagering: null,
    });
    expect(await grantRow(grantId)).toMatchObject({ status: 'delivered', lastDeliveryError: null });

    const short = await grant({
      playerId: player.playerId,
      expiresAt: new Date(clock.now().getTime() + 1_000),
    });
    clock.advance(2_000);
    const swept = await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, {
      now: clock.now,
      log: quiet,
      fetchImpl,
    });
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await grantRow(short.grantId)).status).toBe('expired');
  });
});
