import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { rounds } from '../db/schema';
import { fairUint32s, sha256Hex } from '../engine/fair-random';
import { expectedMovement } from '../test/money';
import { launch, studioHeaders, useStudio } from '../test/studio-app';
import type { TableTimers } from './table-loop';

const start = 500_000n;
const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** Timers the test fires by hand: each firing waits for the step it starts. */
function manualTimers() {
  const pending: (() => Promise<void>)[] = [];
  const timers: TableTimers = {
    set: (callback) => {
      pending.push(callback);
      return callback;
    },
    clear: (handle) => {
      const index = pending.indexOf(handle as () => Promise<void>);
      if (index >= 0) pending.splice(index, 1);
    },
  };
  /** Fires every timer due now (one per table): closes and draws the rounds, or opens the next ones. */
  async function fireAll() {
    const due = pending.splice(0);
    await Promise.all(due.map((callback) => callback()));
  }
  return { timers, fireAll };
}

/**
 * A roulette round end to end, the platform faked at its HTTP edge and the table's clock in the
 * test's hands: bets go to the wallet while betting is open, the draw replays from the revealed seed,
 * winners are paid exactly, and the platform's balance always equals what the studio's rounds say.
 */
describe('a shared table round', () => {
  const clock = manualTimers();
  const ctx = useStudio(
    {
      walletTimeoutMs: 1_000,
      retryBaseMs: 20,
      retryIntervalMs: 40,
      tables: { enabled: true, timers: clock.timers, timing: { bettingMs: 15_000, pauseMs: 5_000 } },
    },
    start,
  );
  const playerKey = () => `p:${ctx.platform.state.playerId}`;
  const conserved = async () =>
    expect(ctx.platform.state.balance).toBe(start + (await expectedMovement(ctx.handle.db, playerKey())));

  let realToken = '';
  async function player(mode: 'real' | 'fun' = 'real') {
    const { token } = await launch(ctx.app, 'nova-roulette', mode);
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });
    return token;
  }
  const bet = (token: string, bets: { spot: string; amount: string }[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/studio/api/tables/bets',
      headers: studioHeaders(token),
      payload: { bets },
    });
  const state = async () => (await ctx.app.inject({ url: '/studio/tables/nova-roulette/state' })).json().data;
  const history = async () =>
    (await ctx.app.inject({ url: '/studio/tables/nova-roulette/history' })).json().data.rounds;
  /** Closes the round (draw and settle), then opens the next one. */
  async function playOut() {
    await clock.fireAll();
    await clock.fireAll();
  }

  it('takes bets while open, then draws from the committed seed and pays winners exactly', async () => {
    realToken = await player();
    const opened = await state();
    expect(opened).toMatchObject({ phase: 'betting', table: 'nova-roulette' });
    expect(opened.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    // A chip on every number: exactly one of them wins 36 times its chip, whatever the ball does.
    const everyNumber = Array.from({ length: 37 }, (_, n) => ({ spot: `straight:${n}`, amount: '10' }));
    const covered = await bet(realToken, everyNumber);
    expect(covered.statusCode).toBe(200);
    expect(covered.json().data).toMatchObject({ tableRoundId: opened.roundId, stake: '370' });
    const onRed = await bet(realToken, [{ spot: 'red', amount: '1000' }]);
    expect(onRed.statusCode).toBe(200);
    expect(ctx.platform.state.balance).toBe(start - 1370n);
    expect((await state()).totals).toMatchObject({ red: '1000', 'straight:0': '10' });

    await clock.fireAll();
    const [drawn] = await history();
    expect(drawn.roundId).toBe(opened.roundId);
    // The revealed seed is the one committed before betting, and it replays the pocket.
    expect(sha256Hex(drawn.serverSeed)).toBe(opened.serverSeedHash);
    expect(drawn.clientSeed).toBe(opened.roundId);
    const pocket = Math.floor(
      (fairUint32s({ serverSeed: drawn.serverSeed, clientSeed: drawn.roundId, nonce: 0 }, 1)[0]! * 37) /
        2 ** 32,
    );
    expect(drawn.outcome).toEqual({ pocket });

    const bets = await ctx.handle.db.select().from(rounds).where(eq(rounds.playerKey, playerKey()));
    const payouts = bets.map((row) => [row.stake, row.payout, row.status]);
    expect(payouts).toContainEqual([370n, 360n, 'settled']);
    expect(payouts).toContainEqual([1000n, reds.includes(pocket) ? 2000n : 0n, 'settled']);
    await conserved();
    await clock.fireAll();
    expect((await state()).phase).toBe('betting');
  });

  it('refuses a bet once betting has closed, and a bet the wallet refused keeps the player out', async () => {
    ctx.platform.state.faults = { refuseBets: true };
    const refused = await bet(realToken, [{ spot: 'black', amount: '500' }]);
    ctx.platform.state.faults = {};
    expect(refused.statusCode).toBe(409);
    expect(refused.json().info.resultCode).toBe('insufficient_funds');
    const winsBefore = ctx.platform.state.calls.filter((call) => call === 'win').length;
    await clock.fireAll();
    // Nobody is in this round: the draw sends no win at all.
    expect(ctx.platform.state.calls.filter((call) => call === 'win').length).toBe(winsBefore);
    const closed = await bet(realToken, [{ spot: 'black', amount: '500' }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().info.resultCode).toBe('round_closed');
    await clock.fireAll();
    await conserved();
  });

  it('returns a bet the wallet accepted only after the window closed', async () => {
    ctx.platform.state.faults = { betDelayMs: 300 };
    const late = bet(realToken, [{ spot: 'even', amount: '700' }]);
    // Let the bet reach the wallet, then close the window while its answer is on its way.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await clock.fireAll();
    ctx.platform.state.faults = {};
    const response = await late;
    expect(response.json().info.resultCode).toBe('round_closed');
    const [returned] = await ctx.handle.db.select().from(rounds).where(eq(rounds.status, 'rolled_back'));
    expect(ctx.platform.state.movements.get(returned!.rollbackTransactionId!)).toMatchObject({
      kind: 'rollback',
      amount: 700n,
    });
    await clock.fireAll();
    await conserved();
  });

  it('sends a failing win again under the same id until the wallet confirms it', async () => {
    const placed = await bet(
      realToken,
      Array.from({ length: 37 }, (_, n) => ({ spot: `straight:${n}`, amount: '20' })),
    );
    expect(placed.statusCode).toBe(200);
    ctx.platform.state.faults = { failWins: 5 };
    await clock.fireAll();
    const betId = placed.json().data.betId as string;
    // Still owed after the quick attempts; the background retrier finishes it (15 s allowed on a busy machine).
    for (let i = 0; i < 500; i += 1) {
      const [row] = await ctx.handle.db.select().from(rounds).where(eq(rounds.id, betId));
      if (row!.status === 'settled') break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const [row] = await ctx.handle.db.select().from(rounds).where(eq(rounds.id, betId));
    expect(row).toMatchObject({ status: 'settled', payout: 720n });
    expect(ctx.platform.state.movements.get(`${betId}:win`)?.amount).toBe(720n);
    await clock.fireAll();
    await conserved();
  });

  it('speaks over the websocket: state to everyone, bets from an authenticated player, results with the seed', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const url = `ws://127.0.0.1:${port}/studio/tables/nova-roulette/ws`;
    const connect = async () => {
      const socket = new WebSocket(url);
      const messages: { type: string; [key: string]: unknown }[] = [];
      socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
      await new Promise((resolve) => socket.once('open', resolve));
      /** The first message of this type, waiting for it if need be. */
      const next = async (type: string) => {
        for (let i = 0; i < 100; i += 1) {
          const found = messages.find((message) => message.type === type);
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`no ${type} message`);
      };
      return { socket, messages, next };
    };
    const spectator = await connect();
    const seat = await connect();
    const opened = (await spectator.next('state')).state as {
      roundId: string;
      serverSeedHash: string;
      phase: string;
    };
    expect(opened.phase).toBe('betting');

    seat.socket.send('not json');
    expect(await seat.next('error')).toMatchObject({ code: 'validation_error' });
    seat.messages.length = 0;
    seat.socket.send(JSON.stringify({ type: 'bet', ref: 'b0', bets: [{ spot: 'red', amount: '100' }] }));
    expect(await seat.next('error')).toMatchObject({ ref: 'b0', code: 'game_session_invalid' });
    seat.socket.send(JSON.stringify({ type: 'auth', token: realToken }));
    expect(await seat.next('authed')).toMatchObject({ mode: 'real' });
    seat.socket.send(JSON.stringify({ type: 'bet', ref: 'b1', bets: [{ spot: 'dozen:2', amount: '300' }] }));
    expect(await seat.next('bet_placed')).toMatchObject({
      ref: 'b1',
      stake: '300',
      tableRoundId: opened.roundId,
    });
    expect(await spectator.next('bets')).toMatchObject({
      roundId: opened.roundId,
      totals: { 'dozen:2': '300' },
      players: 1,
    });

    await clock.fireAll();
    const result = await spectator.next('result');
    expect(sha256Hex(result.serverSeed as string)).toBe(opened.serverSeedHash);
    const { pocket } = result.outcome as { pocket: number };
    const settled = (await seat.next('settled')).bet as { payout: string; status: string };
    expect(settled).toMatchObject({ status: 'settled', payout: pocket >= 13 && pocket <= 24 ? '900' : '0' });
    // Another player's stake and win stay theirs.
    expect(spectator.messages.some((message) => message.type === 'settled')).toBe(false);
    spectator.socket.close();
    seat.socket.close();
    await clock.fireAll();
    await conserved();
  });

  it('plays fun money on the demo balance only', async () => {
    const funToken = await player('fun');
    const callsBefore = ctx.platform.state.calls.length;
    const tooMuch = await bet(funToken, [{ spot: 'red', amount: '100001' }]);
    expect(tooMuch.json().info.resultCode).toBe('amount_out_of_range');
    const placed = await bet(
      funToken,
      Array.from({ length: 37 }, (_, n) => ({ spot: `straight:${n}`, amount: '100' })),
    );
    expect(placed.json().data.balance).toBe((100_000n - 3_700n).toString());
    // A player's bets in one round add up to at most the maximum bet (100,000 minor units).
    const overTheRound = await bet(funToken, [{ spot: 'black', amount: '96301' }]);
    expect(overTheRound.json()).toMatchObject({
      info: { resultCode: 'amount_out_of_range' },
      data: { placed: '3700' },
    });
    await playOut();
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(funToken),
    });
    expect(session.json().data.balance).toBe((100_000n - 3_700n + 3_600n).toString());
    expect(ctx.platform.state.calls.length).toBe(callsBefore);
  });
});
