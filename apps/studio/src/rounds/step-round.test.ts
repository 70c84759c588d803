import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rounds, seeds } from '../db/schema';
import { fairUint32s, sha256Hex } from '../engine/fair-random';
import { minePositions, minesNumbersPerRound } from '@casino/fair/games/mines/mines-math';
import { findGame } from '@casino/fair/games/registry';
import { launch, studioHeaders, useStudio } from '../test/studio-app';
import { isUniqueViolation } from './step-round-start';

const start = 1_000_000n;

/** Mines through the studio's HTTP API, the platform faked at its HTTP edge. */
describe('multi-step rounds (mines)', () => {
  const ctx = useStudio({}, start);
  const playerKey = () => `p:${ctx.platform.state.playerId}`;

  async function openSession(mode: 'real' | 'fun' = 'real') {
    const { token } = await launch(ctx.app, 'mines', mode);
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });
    return token;
  }
  const post = (token: string, url: string, payload: unknown = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/studio/api/${url}`,
      headers: studioHeaders(token),
      payload: payload as object,
    });
  const bet = (token: string, stake: string, mines: number) =>
    post(token, 'rounds', { stake, params: { mines } });
  const step = (token: string, id: string, move: unknown) => post(token, `rounds/${id}/step`, { move });
  const cashOut = (token: string, id: string) => post(token, `rounds/${id}/cashout`);

  /** Where the round's mines lie, read from its seed as only the studio (and this test) can before the reveal. */
  async function minesOf(roundId: string) {
    const [row] = await ctx.handle.db
      .select({ round: rounds, seed: seeds })
      .from(rounds)
      .innerJoin(seeds, eq(seeds.id, rounds.seedId))
      .where(eq(rounds.id, roundId));
    const { serverSeed, clientSeed } = row!.seed;
    const mines = minePositions(
      fairUint32s({ serverSeed, clientSeed, nonce: row!.round.nonce }, minesNumbersPerRound),
      (row!.round.params as { mines: number }).mines,
    );
    return {
      mines,
      safe: Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile)),
    };
  }

  /** What the studio's rounds say the platform balance moved by: an open round has taken its stake. */
  async function expectConserved() {
    const rows = await ctx.handle.db.select().from(rounds).where(eq(rounds.playerKey, playerKey()));
    const moved = rows.reduce((sum, round) => {
      if (round.status === 'settled') return sum + round.payout - round.stake;
      if (round.status === 'open' || round.status === 'win_pending') return sum - round.stake;
      return sum;
    }, 0n);
    expect(ctx.platform.state.balance).toBe(start + moved);
  }

  it('takes the bet once, turns safe tiles, cashes out: the platform moves by exactly stake and win', async () => {
    const token = await openSession();
    const before = ctx.platform.state.balance;
    const opened = await bet(token, '1000', 3);
    expect(opened.statusCode).toBe(200);
    const { round } = opened.json().data;
    expect(round).toMatchObject({
      status: 'open',
      isOpen: true,
      canCashOut: false,
      payout: '1000',
      moves: [],
      serverSeed: null,
    });
    expect(round.outcome).not.toHaveProperty('mines');
    expect(ctx.platform.state.balance).toBe(before - 1000n);
    expect(ctx.platform.state.movements.get(`${round.id}:bet`)?.amount).toBe(1000n);

    const { safe } = await minesOf(round.id);
    await step(token, round.id, safe[0]);
    const second = (await step(token, round.id, safe[1])).json().data.round;
    expect(second).toMatchObject({
      status: 'open',
      canCashOut: true,
      payout: '1285',
      moves: safe.slice(0, 2),
    });
    expect(second.outcome).toMatchObject({ revealed: safe.slice(0, 2), multiplier: 12_857 });
    expect(second.outcome).not.toHaveProperty('mines');
    // Nothing but the bet has reached the platform while the round is open.
    expect(ctx.platform.state.movements.get(`${round.id}:win`)).toBeUndefined();

    const cashed = (await cashOut(token, round.id)).json().data.round;
    expect(cashed).toMatchObject({
      status: 'settled',
      isOpen: false,
      payout: '1285',
      balanceAfter: (before - 1000n + 1285n).toString(),
    });
    expect(cashed.outcome.mines).toEqual((await minesOf(round.id)).mines);
    expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(1285n);
    expect(ctx.platform.state.balance).toBe(before - 1000n + 1285n);

    for (const late of [await step(token, round.id, safe[2]), await cashOut(token, round.id)]) {
      expect(late.statusCode).toBe(409);
      expect(late.json().info.resultCode).toBe('round_closed');
    }
    await expectConserved();
  });

  it('loses the stake on a mine, closes the round with a win of 0, and refuses the next step', async () => {
    const token = await openSession();
    const before = ctx.platform.state.balance;
    const { round } = (await bet(token, '500', 5)).json().data;
    const { mines, safe } = await minesOf(round.id);
    await step(token, round.id, safe[0]);
    const lost = (await step(token, round.id, mines[0])).json().data.round;
    expect(lost).toMatchObject({ status: 'settled', payout: '0', outcome: { hitMine: mines[0], mines } });
    expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(0n);
    expect(ctx.platform.state.balance).toBe(before - 500n);
    const after = await step(token, round.id, safe[1]);
    expect(after.json().info.resultCode).toBe('round_closed');
    await expectConserved();
  });

  it('refuses what cannot be played, before any money moves', async () => {
    const token = await openSession();
    const single = await post(token, 'play', { stake: '100', params: { mines: 3 } });
    expect(single.json().info.resultCode).toBe('validation_error');
    expect((await bet(token, '100', 25)).json().info.resultCode).toBe('validation_error');
    expect((await bet(token, '5', 3)).json().info.resultCode).toBe('amount_out_of_range');

    const { round } = (await bet(token, '100', 3)).json().data;
    const calls = ctx.platform.state.calls.length;
    const again = await bet(token, '100', 3);
    expect(again.json()).toMatchObject({
      info: { resultCode: 'validation_error' },
      data: { roundId: round.id },
    });
    expect((await cashOut(token, round.id)).json().info.resultCode).toBe('validation_error');
    for (const move of [25, -1, 'a', 1.5, null])
      expect((await step(token, round.id, move)).json().info.resultCode, String(move)).toBe(
        'validation_error',
      );
    const { safe } = await minesOf(round.id);
    await step(token, round.id, safe[0]);
    expect((await step(token, round.id, safe[0])).json().info.resultCode).toBe('validation_error');
    expect((await step(token, crypto.randomUUID(), 0)).statusCode).toBe(404);
    expect((await step(token, 'not-a-round', 0)).json().info.resultCode).toBe('not_found');
    // Another player (a fun session) cannot see or move this round.
    const stranger = await openSession('fun');
    expect((await step(stranger, round.id, safe[1])).json().info.resultCode).toBe('not_found');
    expect(ctx.platform.state.calls.length).toBe(calls);
    await cashOut(token, round.id);
    await expectConserved();
  });

  it('opens one round when two bets race, and sends only its bet', async () => {
    const token = await openSession();
    const bets = ctx.platform.state.calls.filter((call) => call === 'bet').length;
    const answers = await Promise.all([bet(token, '100', 3), bet(token, '100', 3), bet(token, '100', 3)]);
    const opened = answers.filter((answer) => answer.statusCode === 200);
    expect(opened).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(refused.json()).toMatchObject({
        info: { resultCode: 'validation_error' },
        data: { roundId: opened[0]!.json().data.round.id },
      });
    expect(ctx.platform.state.calls.filter((call) => call === 'bet').length).toBe(bets + 1);
    const { round } = opened[0]!.json().data;
    // Requests closer still than these meet the unique index, which refuses a second open round
    // before its bet is sent; the studio reads that refusal as "a round is still open".
    const [row] = await ctx.handle.db.select().from(rounds).where(eq(rounds.id, round.id));
    const twin = ctx.handle.db.insert(rounds).values({ ...row!, id: crypto.randomUUID(), status: 'betting' });
    const refusal = await twin.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refusal)).toBe(true);
    const { safe } = await minesOf(round.id);
    await step(token, round.id, safe[0]);
    // Two cash outs at once: one pays, the other is told the round has ended.
    const [first, second] = await Promise.all([cashOut(token, round.id), cashOut(token, round.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(112n); // 1.125x of 1.00
    await expectConserved();
  });

  it('picks the open round up again from a new session', async () => {
    const first = await openSession();
    const { round } = (await bet(first, '300', 2)).json().data;
    const { safe } = await minesOf(round.id);
    await step(first, round.id, safe[0]);
    const second = await openSession();
    const resumed = (
      await ctx.app.inject({ method: 'GET', url: '/studio/api/rounds/open', headers: studioHeaders(second) })
    ).json().data.round;
    expect(resumed).toMatchObject({ id: round.id, status: 'open', canCashOut: true, moves: [safe[0]] });
    expect((await cashOut(second, round.id)).json().data.round.status).toBe('settled');
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/rounds/open',
      headers: studioHeaders(second),
    });
    expect(none.json().data.round).toBeNull();
    await expectConserved();
  });

  it('cashes out by itself at the maximum win when a tile would pass it', async () => {
    const token = await openSession();
    const { round } = (await bet(token, '100000', 20)).json().data;
    const { safe } = await minesOf(round.id);
    expect((await step(token, round.id, safe[0])).json().data.round.payout).toBe('495000'); // 4.95x
    expect((await step(token, round.id, safe[1])).json().data.round.payout).toBe('2970000'); // 29.7x
    // 227.7x would be 22,770,000: over the 10,000,000 maximum win
    const capped = (await step(token, round.id, safe[2])).json().data.round;
    expect(capped).toMatchObject({ status: 'settled', payout: findGame('mines')!.limits.maxWin.toString() });
    expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(10_000_000n);
    await expectConserved();
  });

  it('ends a round whose bet the wallet refused with nothing moved, and lets the next one open', async () => {
    const token = await openSession();
    ctx.platform.state.faults = { refuseBets: true };
    const refused = await bet(token, '100', 3);
    ctx.platform.state.faults = {};
    expect(refused.json().info.resultCode).toBe('insufficient_funds');
    const next = await bet(token, '100', 3);
    expect(next.json().data.round.status).toBe('open');
    const { safe } = await minesOf(next.json().data.round.id);
    await step(token, next.json().data.round.id, safe[0]);
    await cashOut(token, next.json().data.round.id);
    await expectConserved();
  });

  it('plays for fun on the demo balance, nothing reaching the platform', async () => {
    const calls = ctx.platform.state.calls.length;
    const token = await openSession('fun');
    const { round } = (await bet(token, '1000', 1)).json().data;
    expect(round.balanceAfter).toBe('99000');
    const { safe } = await minesOf(round.id);
    await step(token, round.id, safe[0]);
    const cashed = (await cashOut(token, round.id)).json().data.round;
    expect(cashed).toMatchObject({
      status: 'settled',
      payout: '1031',
      balanceAfter: (99_000n + 1031n).toString(),
    });
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(token),
    });
    expect(session.json().data.balance).toBe('100031');
    expect(ctx.platform.state.calls.length).toBe(calls);
  });

  it('replays every finished round from its revealed seed and moves', async () => {
    const token = await openSession();
    for (let i = 0; i < 4; i += 1) {
      const { round } = (await bet(token, '200', 4)).json().data;
      const { safe, mines } = await minesOf(round.id);
      const moves = i % 2 === 0 ? [safe[0], safe[1], safe[2]] : [safe[3], mines[0]];
      for (const move of moves) await step(token, round.id, move);
      if (i % 2 === 0) await cashOut(token, round.id);
    }
    const rotated = await post(token, 'seeds/rotate');
    const { revealed } = rotated.json().data;
    expect(sha256Hex(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/history',
      headers: studioHeaders(token),
    });
    const finished = history.json().data.rounds as {
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      params: object;
      stake: string;
      outcome: { revealed: number[]; hitMine: number | null };
      payout: string;
      moves: unknown[];
    }[];
    expect(finished.length).toBeGreaterThanOrEqual(4);
    const game = findGame('mines')!;
    for (const round of finished) {
      expect(round.serverSeed).not.toBeNull();
      const uint32s = fairUint32s(
        { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
        game.numbersPerRound,
      );
      // The moves the history shows are the tiles turned, in order, then the mine if one was hit.
      expect(round.moves).toEqual([
        ...round.outcome.revealed,
        ...(round.outcome.hitMine === null ? [] : [round.outcome.hitMine]),
      ]);
      const again = game.steps!.replay(uint32s, round.params, BigInt(round.stake), round.moves);
      expect(again.revealed).toEqual(round.outcome);
      expect(again.payout.toString()).toBe(round.payout);
    }
  });
});

describe('a round left open', () => {
  let offsetMs = 0;
  // The retrier and the expiry sweep run on a short timer, on a clock the test can move on.
  const ctx = useStudio({ retryIntervalMs: 40, now: () => new Date(Date.now() + offsetMs) }, start);

  it('is cashed out at its current value once its session has expired', async () => {
    const { token } = await launch(ctx.app, 'mines');
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });
    const post = (url: string, payload: unknown = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/studio/api/${url}`,
        headers: studioHeaders(token),
        payload: payload as object,
      });
    const { round } = (await post('rounds', { stake: '1000', params: { mines: 3 } })).json().data;
    const untouched = (await post('rounds', { stake: '400', params: { mines: 3 } })).json();
    expect(untouched.info.resultCode).toBe('validation_error'); // one open round per player and game
    const [row] = await ctx.handle.db.select().from(rounds).where(eq(rounds.id, round.id));
    const [seed] = await ctx.handle.db.select().from(seeds).where(eq(seeds.id, row!.seedId));
    const mines = minePositions(fairUint32s({ ...seed!, nonce: row!.nonce }, minesNumbersPerRound), 3);
    const safeTile = [...Array(25).keys()].find((tile) => !mines.includes(tile))!;
    await post(`rounds/${round.id}/step`, { move: safeTile });

    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await ctx.handle.db.select().from(rounds).where(eq(rounds.id, round.id)))[0]!.status).toBe(
      'open',
    );
    offsetMs = 2 * 60 * 60_000; // past the session's end (the platform's session lasts an hour)
    let status = 'open';
    for (let i = 0; i < 60 && status !== 'settled'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await ctx.handle.db.select().from(rounds).where(eq(rounds.id, round.id)))[0]!.status;
    }
    expect(status).toBe('settled');
    expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(1125n); // 1.125x after one safe tile
    expect(ctx.platform.state.balance).toBe(start - 1000n + 1125n);
  });
});
