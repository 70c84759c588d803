import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { fairUint32s, sha256Hex } from '../engine/fair-random';
import { studioPlugin } from '../plugin';
import { launch, studioHeaders, testSecret, useStudio } from '../test/studio-app';
import { studioGames } from '@casino/fair/games/registry';
import { findTable } from '@casino/fair/tables/table-games';
import type { TableTimers } from './table-loop';
import { wheelSegments } from '@casino/fair/tables/money-wheel-math';
import {
  dealBlackjack,
  isBlackjack,
  playHand,
  returnHalves,
  type BlackjackMove,
} from '@casino/fair/tables/blackjack-math';
import { expectedMovement } from '../test/money';

/** Timers the test fires by hand: each firing waits for the step it starts. */
function manualTimers() {
  const pending: (() => Promise<void>)[] = [];
  const timers: TableTimers = {
    set: (callback) => pending.push(callback),
    clear: () => pending.splice(0),
  };
  return { timers, fireAll: () => Promise.all(pending.splice(0).map((callback) => callback())) };
}

const timing = { bettingMs: 15_000, pauseMs: 5_000 };

async function funPlayer(app: Parameters<typeof launch>[0], slug: string) {
  const { token } = await launch(app, slug, 'fun');
  return token;
}

describe('the money wheel and baccarat tables, and the catalogue', () => {
  const clock = manualTimers();
  const ctx = useStudio({ tables: { enabled: true, timers: clock.timers, timing } });
  const bet = (token: string, bets: { spot: string; amount: string }[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/studio/api/tables/bets',
      headers: studioHeaders(token),
      payload: { bets },
    });
  const balance = async (token: string) =>
    BigInt(
      (await ctx.app.inject({ url: '/studio/api/session', headers: studioHeaders(token) })).json().data
        .balance,
    );
  const lastRound = async (slug: string) =>
    (await ctx.app.inject({ url: `/studio/tables/${slug}/history` })).json().data.rounds[0];

  it('lists them in the catalogue as RNG tables and keeps them off the single-shot play', async () => {
    const tables = studioGames.filter(
      (game) => game.meta.slug.startsWith('nova-') && findTable(game.meta.slug),
    );
    expect(tables.map((game) => [game.meta.slug, game.meta.category, game.meta.tags])).toEqual([
      ['nova-roulette', 'live-casino', ['roulette']],
      ['nova-money-wheel', 'game-shows', []],
      ['nova-baccarat', 'live-casino', ['baccarat']],
      ['nova-blackjack', 'live-casino', ['blackjack']],
    ]);
    for (const game of tables) expect(game.meta.title).toMatch(/\(RNG (table|game show)\)$/);
    const token = await funPlayer(ctx.app, 'nova-baccarat');
    const single = await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: studioHeaders(token),
      payload: { stake: '100', params: { bets: [{ spot: 'tie', amount: '100' }] } },
    });
    expect(single.json().info.resultCode).toBe('validation_error');
    const unknownSpot = await bet(token, [{ spot: 'dragon', amount: '100' }]);
    expect(unknownSpot.json().info.resultCode).toBe('validation_error');
    const wrongTable = await bet(token, [{ spot: 'n5', amount: '100' }]);
    expect(wrongTable.json().info.resultCode).toBe('validation_error');
  });

  it('pays the wheel number it stopped on, times the multipliers, replayed from the revealed seed', async () => {
    const token = await funPlayer(ctx.app, 'nova-money-wheel');
    const spots = [1, 2, 5, 10, 20, 40].map((n) => ({ spot: `n${n}`, amount: '100' }));
    expect((await bet(token, spots)).statusCode).toBe(200);
    await clock.fireAll();
    const round = await lastRound('nova-money-wheel');
    // The draw again, read straight off the segments: spin until a number, the third spin over numbers only.
    const uint32s = fairUint32s({ serverSeed: round.serverSeed, clientSeed: round.roundId, nonce: 0 }, 3);
    const numbers = wheelSegments.filter((segment) => segment.kind === 'number');
    let multiplier = 1;
    let number = 0;
    for (const [i, uint32] of uint32s.entries()) {
      const segment =
        i === 2
          ? numbers[Math.floor((uint32 * 52) / 2 ** 32)]!
          : wheelSegments[Math.floor((uint32 * 54) / 2 ** 32)]!;
      if (segment.kind === 'number') {
        number = segment.value;
        break;
      }
      multiplier *= segment.value;
    }
    expect(round.outcome).toMatchObject({ number, multiplier });
    expect(await balance(token)).toBe(100_000n - 600n + 100n + 100n * BigInt(number * multiplier));
    await clock.fireAll();
  });

  it('settles player, banker and tie bets by the winning hand', async () => {
    const token = await funPlayer(ctx.app, 'nova-baccarat');
    const placed = await bet(token, [
      { spot: 'player', amount: '1000' },
      { spot: 'banker', amount: '1000' },
      { spot: 'tie', amount: '1000' },
    ]);
    expect(placed.statusCode).toBe(200);
    const hash = (await ctx.app.inject({ url: '/studio/tables/nova-baccarat/state' })).json().data
      .serverSeedHash;
    await clock.fireAll();
    const round = await lastRound('nova-baccarat');
    expect(sha256Hex(round.serverSeed)).toBe(hash);
    const { playerTotal, bankerTotal, winner } = round.outcome as {
      playerTotal: number;
      bankerTotal: number;
      winner: string;
    };
    expect(winner).toBe(playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie');
    // Player 2x, banker 1.95x, tie 9x with the other two returned.
    const returned = { player: 2000n, banker: 1950n, tie: 9000n + 2000n }[winner]!;
    expect(await balance(token)).toBe(100_000n - 3000n + returned);
    await clock.fireAll();
  });
});

describe('the blackjack table', () => {
  const clock = manualTimers();
  const ctx = useStudio(
    { tables: { enabled: true, timers: clock.timers, timing: { ...timing, decisionMs: 10_000 } } },
    500_000n,
  );
  const post = (url: string, token: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/studio/api/tables/${url}`,
      headers: studioHeaders(token),
      payload,
    });
  const state = async () =>
    (await ctx.app.inject({ url: '/studio/tables/nova-blackjack/state' })).json().data;

  it("deals common cards, takes each player's own moves (a double is a second wallet bet), then settles every hand", async () => {
    const { token: real } = await launch(ctx.app, 'nova-blackjack');
    await ctx.app.inject({ url: '/studio/api/session', headers: studioHeaders(real) });
    const idle = await funPlayer(ctx.app, 'nova-blackjack');
    expect((await post('bets', real, { bets: [{ spot: 'hand', amount: '1000' }] })).statusCode).toBe(200);
    expect(
      (await post('bets', real, { bets: [{ spot: 'hand', amount: '1000' }] })).json().info.resultCode,
    ).toBe('validation_error');
    expect((await post('bets', idle, { bets: [{ spot: 'hand', amount: '400' }] })).statusCode).toBe(200);
    expect((await post('moves', real, { move: 'hit' })).json().info.resultCode).toBe('round_closed');

    await clock.fireAll();
    const deciding = await state();
    expect(deciding.phase).toBe('deciding');
    const start = deciding.deal.playerStart as number[];
    const hasBlackjack = isBlackjack(start);
    const doubled = await post('moves', real, { move: 'double' });
    if (hasBlackjack) expect(doubled.json().info.resultCode).toBe('validation_error');
    else {
      expect(doubled.json().data).toMatchObject({ move: 'double', isDone: true, hand: { isDoubled: true } });
      expect(ctx.platform.state.balance).toBe(500_000n - 2000n);
      // The hand is done: no more moves on it.
      expect((await post('moves', real, { move: 'hit' })).json().info.resultCode).toBe('validation_error');
    }

    await clock.fireAll();
    const [round] = (await ctx.app.inject({ url: '/studio/tables/nova-blackjack/history' })).json().data
      .rounds;
    expect(round.roundId).toBe(deciding.roundId);
    const outcome = dealBlackjack(
      fairUint32s({ serverSeed: round.serverSeed, clientSeed: round.roundId, nonce: 0 }, 24),
    );
    expect(round.outcome).toEqual(outcome);
    const halves = (moves: BlackjackMove[]) => returnHalves(outcome, playHand(outcome, moves)!);
    // The real hand: both its bets return the same way; the idle hand stood on its first two cards.
    const realMoves: BlackjackMove[] = hasBlackjack ? [] : ['double'];
    const realReturn = (BigInt(halves(realMoves)) * 1000n) / 2n;
    const staked = hasBlackjack ? 1000n : 2000n;
    expect(ctx.platform.state.balance).toBe(
      500_000n - staked + (hasBlackjack ? realReturn : realReturn * 2n),
    );
    const idleBalance = (
      await ctx.app.inject({ url: '/studio/api/session', headers: studioHeaders(idle) })
    ).json().data.balance;
    expect(idleBalance).toBe((100_000n - 400n + (BigInt(halves([])) * 400n) / 2n).toString());
    expect(ctx.platform.state.balance).toBe(
      500_000n + (await expectedMovement(ctx.handle.db, `p:${ctx.platform.state.playerId}`)),
    );
  });
});

describe('blackjack over the websocket', () => {
  const clock = manualTimers();
  const ctx = useStudio({ tables: { enabled: true, timers: clock.timers, timing } });

  it('sends the common deal to everybody and answers a move with the hand', async () => {
    const token = await funPlayer(ctx.app, 'nova-blackjack');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/studio/tables/nova-blackjack/ws`);
    const messages: { type: string; [key: string]: unknown }[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
    await new Promise((resolve) => socket.once('open', resolve));
    const next = async (type: string) => {
      for (let i = 0; i < 100; i += 1) {
        const found = messages.find((message) => message.type === type);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${type} message`);
    };
    socket.send(JSON.stringify({ type: 'auth', token }));
    await next('authed');
    socket.send(JSON.stringify({ type: 'bet', ref: 'b1', bets: [{ spot: 'hand', amount: '500' }] }));
    expect(await next('bet_placed')).toMatchObject({ ref: 'b1', stake: '500' });
    await clock.fireAll();
    const deal = (await next('deal')).deal as { playerStart: number[]; dealerUp: number };
    expect(Object.keys(deal).sort()).toEqual(['dealerUp', 'playerStart']);
    socket.send(JSON.stringify({ type: 'move', ref: 'm1', move: 'stand' }));
    if (isBlackjack(deal.playerStart))
      expect(await next('error')).toMatchObject({ ref: 'm1', code: 'validation_error' });
    else
      expect(await next('moved')).toMatchObject({
        ref: 'm1',
        move: 'stand',
        isDone: true,
        hand: { cards: deal.playerStart },
      });
    socket.close();
    await clock.fireAll();
  });
});

describe('a double that reaches the wallet after the decision window', () => {
  const clock = manualTimers();
  const ctx = useStudio(
    {
      walletTimeoutMs: 1_000,
      tables: { enabled: true, timers: clock.timers, timing: { ...timing, decisionMs: 10_000 } },
    },
    500_000n,
  );

  it('is returned, and the hand is settled as it stood', async () => {
    const { token } = await launch(ctx.app, 'nova-blackjack');
    await ctx.app.inject({ url: '/studio/api/session', headers: studioHeaders(token) });
    const move = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/studio/api/tables/moves',
        headers: studioHeaders(token),
        payload: { move: name },
      });
    await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/tables/bets',
      headers: studioHeaders(token),
      payload: { bets: [{ spot: 'hand', amount: '1000' }] },
    });
    await clock.fireAll();
    const { deal } = (await ctx.app.inject({ url: '/studio/tables/nova-blackjack/state' })).json().data;
    ctx.platform.state.faults = { betDelayMs: 300 };
    const late = move('double');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await clock.fireAll();
    ctx.platform.state.faults = {};
    const answer = (await late).json();
    // A blackjack start cannot double at all; any other start doubles too late here.
    expect(answer.info.resultCode).toBe(
      isBlackjack(deal.playerStart as number[]) ? 'validation_error' : 'round_closed',
    );
    const [round] = (await ctx.app.inject({ url: '/studio/tables/nova-blackjack/history' })).json().data
      .rounds;
    const outcome = round.outcome as ReturnType<typeof dealBlackjack>;
    const stood = (BigInt(returnHalves(outcome, playHand(outcome, [])!)) * 1000n) / 2n;
    expect(ctx.platform.state.balance).toBe(500_000n - 1000n + stood);
    expect(ctx.platform.state.balance).toBe(
      500_000n + (await expectedMovement(ctx.handle.db, `p:${ctx.platform.state.playerId}`)),
    );
  });
});

describe('a table round left open by a restart', () => {
  const clock = manualTimers();
  const ctx = useStudio({ tables: { enabled: true, timers: clock.timers, timing } });

  it('is drawn from its committed seed when the tables start again, and its bets are settled', async () => {
    const token = await funPlayer(ctx.app, 'nova-roulette');
    const before = (await ctx.app.inject({ url: '/studio/tables/nova-roulette/state' })).json().data;
    const everyNumber = Array.from({ length: 37 }, (_, n) => ({ spot: `straight:${n}`, amount: '10' }));
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/tables/bets',
      headers: studioHeaders(token),
      payload: { bets: everyNumber },
    });
    expect(placed.statusCode).toBe(200);
    await ctx.app.close();

    const restarted = Fastify({ logger: false });
    await restarted.register(studioPlugin, {
      prefix: '/studio',
      platformUrl: ctx.platform.url,
      secret: testSecret,
      db: ctx.handle.db,
      retryIntervalMs: 0,
      tables: { timers: manualTimers().timers, timing },
    });
    await restarted.ready();
    try {
      const [drawn] = (await restarted.inject({ url: '/studio/tables/nova-roulette/history' })).json().data
        .rounds;
      expect(drawn.roundId).toBe(before.roundId);
      expect(sha256Hex(drawn.serverSeed)).toBe(before.serverSeedHash);
      const session = await restarted.inject({ url: '/studio/api/session', headers: studioHeaders(token) });
      expect(session.json().data.balance).toBe((100_000n - 370n + 360n).toString());
      // A new round is open with a new seed.
      const after = (await restarted.inject({ url: '/studio/tables/nova-roulette/state' })).json().data;
      expect(after).toMatchObject({ phase: 'betting' });
      expect(after.serverSeedHash).not.toBe(before.serverSeedHash);
    } finally {
      await restarted.close();
    }
  });
});
