import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rounds, seeds } from '../db/schema';
import { fairUint32s } from '../engine/fair-random';
import { hiloCard, hiloCardsPerRound, rankOf } from '@casino/fair/games/hilo/hilo-math';
import { findGame } from '@casino/fair/games/registry';
import { launch, studioHeaders, useStudio } from '../test/studio-app';

const start = 1_000_000n;

/** Hi-lo through the studio's HTTP API: the same step-round path as mines, with cards. */
describe('multi-step rounds (hi-lo)', () => {
  const ctx = useStudio({}, start);

  async function openSession(mode: 'real' | 'fun' = 'real') {
    const { token } = await launch(ctx.app, 'hilo', mode);
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

  /** The round's cards, read from its seed as only the studio (and this test) can. */
  async function cardsOf(roundId: string) {
    const [row] = await ctx.handle.db
      .select({ round: rounds, seed: seeds })
      .from(rounds)
      .innerJoin(seeds, eq(seeds.id, rounds.seedId))
      .where(eq(rounds.id, roundId));
    const { serverSeed, clientSeed } = row!.seed;
    return fairUint32s({ serverSeed, clientSeed, nonce: row!.round.nonce }, hiloCardsPerRound).map(hiloCard);
  }
  /** The call that wins (or, wanting a loss, loses) from card i to card i + 1; null when no call can. */
  function callFor(cards: number[], i: number, wantWin: boolean) {
    const [now, next] = [rankOf(cards[i]!), rankOf(cards[i + 1]!)];
    if (now === next) return wantWin ? null : now === 13 ? 'lower' : 'higher';
    const winning = next > now ? 'higher' : 'lower';
    if (wantWin) return winning;
    const losing = winning === 'higher' ? 'lower' : 'higher';
    // A losing call must still be one that could win.
    return (losing === 'lower' && now === 1) || (losing === 'higher' && now === 13) ? null : losing;
  }

  it('calls cards, cashes out, and moves the platform balance by exactly stake and win', async () => {
    const token = await openSession();
    const before = ctx.platform.state.balance;
    const { round } = (await post(token, 'rounds', { stake: '2000', params: {} })).json().data;
    expect(round).toMatchObject({ status: 'open', canCashOut: false, outcome: { multiplier: 10_000 } });
    const cards = await cardsOf(round.id);
    expect(round.outcome.cards).toEqual([cards[0]]);
    expect(ctx.platform.state.balance).toBe(before - 2000n);

    let won = 0;
    let view = round;
    for (let i = 0; won < 2; i += 1) {
      const call = callFor(cards, i, true) ?? 'skip';
      view = (await post(token, `rounds/${round.id}/step`, { move: call })).json().data.round;
      expect(view.status).toBe('open');
      expect(view.outcome.cards).toEqual(cards.slice(0, i + 2));
      if (call !== 'skip') won += 1;
    }
    expect(view.canCashOut).toBe(true);
    const payout = BigInt(view.payout);
    expect(payout).toBeGreaterThan(2000n);
    const cashed = (await post(token, `rounds/${round.id}/cashout`)).json().data.round;
    expect(cashed).toMatchObject({ status: 'settled', payout: payout.toString() });
    expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(payout);
    expect(ctx.platform.state.balance).toBe(before - 2000n + payout);
    const late = await post(token, `rounds/${round.id}/step`, { move: 'higher' });
    expect(late.statusCode).toBe(409);
    expect(late.json().info.resultCode).toBe('round_closed');
  });

  it('loses on a wrong call, closes the round, and refuses another call', async () => {
    const token = await openSession();
    const before = ctx.platform.state.balance;
    const { round } = (await post(token, 'rounds', { stake: '700', params: {} })).json().data;
    const cards = await cardsOf(round.id);
    // Skip to the first card from which a call can lose (not an ace before a higher card, nor a king before a lower).
    const losingAt = cards.findIndex((_, i) => callFor(cards, i, false) !== null);
    for (let i = 0; i < losingAt; i += 1) await post(token, `rounds/${round.id}/step`, { move: 'skip' });
    const lostRound = (
      await post(token, `rounds/${round.id}/step`, { move: callFor(cards, losingAt, false) })
    ).json().data.round;
    expect(lostRound).toMatchObject({ status: 'settled', payout: '0' });
    expect(ctx.platform.state.movements.get(`${lostRound!.id}:win`)?.amount).toBe(0n);
    expect((await post(token, `rounds/${lostRound!.id}/cashout`)).json().info.resultCode).toBe(
      'round_closed',
    );
    expect(ctx.platform.state.balance).toBe(before - 700n);
  });

  it('replays every finished round from its revealed seed and moves', async () => {
    const token = await openSession();
    for (let i = 0; i < 3; i += 1) {
      const { round } = (await post(token, 'rounds', { stake: '300', params: {} })).json().data;
      const cards = await cardsOf(round.id);
      const move = (call: string) => post(token, `rounds/${round.id}/step`, { move: call });
      await move('skip');
      // Rounds 0 and 2: one winning call (skipping same ranks), then cash out. Round 1: a losing call.
      const wantWin = i !== 1;
      let at = 1;
      while (callFor(cards, at, wantWin) === null) {
        await move('skip');
        at += 1;
      }
      const ended = (await move(callFor(cards, at, wantWin)!)).json().data.round;
      if (wantWin)
        expect((await post(token, `rounds/${round.id}/cashout`)).json().data.round.status).toBe('settled');
      else expect(ended).toMatchObject({ status: 'settled', payout: '0' });
    }
    const { revealed } = (await post(token, 'seeds/rotate')).json().data;
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/history',
      headers: studioHeaders(token),
    });
    const finished = history.json().data.rounds as {
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      stake: string;
      outcome: object;
      payout: string;
      moves: unknown[];
    }[];
    expect(finished.length).toBeGreaterThanOrEqual(3);
    const game = findGame('hilo')!;
    for (const round of finished) {
      const uint32s = fairUint32s(
        { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
        game.numbersPerRound,
      );
      const again = game.steps!.replay(uint32s, {}, BigInt(round.stake), round.moves);
      expect(again.revealed).toEqual(round.outcome);
      expect(again.payout.toString()).toBe(round.payout);
    }
  });

  it('refuses an unknown call and a call that cannot win', async () => {
    const token = await openSession('fun');
    const { round } = (await post(token, 'rounds', { stake: '100', params: {} })).json().data;
    expect((await post(token, `rounds/${round.id}/step`, { move: 'sideways' })).json().info.resultCode).toBe(
      'validation_error',
    );
    const cards = await cardsOf(round.id);
    // Skip to the first ace or king (one shows within 51 cards but for odds of 2 in 10,000).
    const edge = cards.findIndex((card) => rankOf(card) === 1 || rankOf(card) === 13);
    expect(edge).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < edge; i += 1) await post(token, `rounds/${round.id}/step`, { move: 'skip' });
    const impossible = rankOf(cards[edge]!) === 1 ? 'lower' : 'higher';
    const refused = await post(token, `rounds/${round.id}/step`, { move: impossible });
    expect(refused.json().info).toMatchObject({
      resultCode: 'validation_error',
      message: 'this guess cannot win',
    });
    expect((await post(token, `rounds/${round.id}/cashout`)).json().info.resultCode).toBe('validation_error');
  });
});
