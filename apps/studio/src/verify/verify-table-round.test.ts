import { describe, expect, it } from 'vitest';
import { isBlackjack } from '@casino/fair/tables/blackjack-math';
import { manualTableTimers } from '../test/manual-timers';
import { launch, studioHeaders, useStudio } from '../test/studio-app';
import { checkPlayedRound } from '@casino/fair/verify/played-round';
import { recompute } from '@casino/fair/verify/recompute';

interface HistoryRound {
  id: string;
  game: string;
  stake: string;
  payout: string;
  params: { doubleOf?: string };
  outcome: { dealer: number[] };
  moves?: unknown[];
  nonce: number;
  serverSeed: string | null;
  clientSeed: string;
}

/**
 * Blackjack hands played at the shared table through the studio's own API, then checked from nothing
 * but each player's history: the table round's revealed seed (its id as the client seed, nonce 0)
 * and the moves kept on the bet row, a double's own row included.
 */
describe('verifying blackjack hands from the player history', () => {
  const clock = manualTableTimers();
  const ctx = useStudio(
    {
      tables: {
        enabled: true,
        timers: clock.timers,
        timing: { bettingMs: 15_000, pauseMs: 5_000, decisionMs: 10_000 },
      },
    },
    500_000n,
  );
  const post = (token: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/studio/api/${url}`, headers: studioHeaders(token), payload });
  const history = async (token: string) =>
    (await ctx.app.inject({ url: '/studio/api/history', headers: studioHeaders(token) })).json().data
      .rounds as HistoryRound[];

  async function player(mode: 'real' | 'fun') {
    const { token } = await launch(ctx.app, 'nova-blackjack', mode);
    await ctx.app.inject({ url: '/studio/api/session', headers: studioHeaders(token) });
    return token;
  }

  /** Plays rounds until one deals a start the players can act on (not a blackjack), then plays it out. */
  async function playHands(real: string, fun: string) {
    for (let round = 0; round < 10; round += 1) {
      expect((await post(real, 'tables/bets', { bets: [{ spot: 'hand', amount: '1000' }] })).statusCode).toBe(
        200,
      );
      expect((await post(fun, 'tables/bets', { bets: [{ spot: 'hand', amount: '400' }] })).statusCode).toBe(
        200,
      );
      await clock.fireAll();
      const { deal } = (await ctx.app.inject({ url: '/studio/tables/nova-blackjack/state' })).json().data;
      if (!isBlackjack(deal.playerStart)) {
        expect((await post(real, 'tables/moves', { move: 'double' })).json().data).toMatchObject({
          isDone: true,
        });
        const hit = (await post(fun, 'tables/moves', { move: 'hit' })).json().data;
        if (!hit.isDone) expect((await post(fun, 'tables/moves', { move: 'stand' })).statusCode).toBe(200);
        await clock.fireAll();
        return;
      }
      // Nobody acts on a blackjack: draw it, open the next round.
      await clock.fireAll();
      await clock.fireAll();
    }
    throw new Error('ten blackjack starts in a row');
  }

  async function check(round: HistoryRound, moves = round.moves) {
    const seed = { serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce };
    const again = await recompute(round.game, seed, round.params, BigInt(round.stake), moves);
    return again.resultCode === 'ok'
      ? checkPlayedRound(again, { outcome: round.outcome, payout: BigInt(round.payout) })
      : again;
  }

  it('replays a doubled hand (both its bets) and a hit hand from their moves, and catches a changed round', async () => {
    const real = await player('real');
    const fun = await player('fun');
    await playHands(real, fun);

    const rows = await history(real);
    const doubled = rows.find((round) => round.params.doubleOf !== undefined);
    const hand = rows.find((round) => round.id === doubled?.params.doubleOf);
    expect(hand!.moves).toEqual(['double']);
    expect(doubled!.moves).toEqual(['double']);
    const [hit] = await history(fun);
    expect(hit!.moves![0]).toBe('hit');
    for (const round of [hand!, doubled!, hit!]) {
      expect(round.serverSeed).not.toBeNull();
      expect(await check(round), JSON.stringify(round.moves)).toMatchObject({ isMatch: true });
    }
    expect(doubled!.payout).toBe(hand!.payout);

    expect(await check({ ...hand!, payout: (BigInt(hand!.payout) + 1n).toString() })).toMatchObject({
      isMatch: false,
    });
    const [up, ...rest] = hand!.outcome.dealer;
    const otherDealer = { ...hand!.outcome, dealer: [(up! + 1) % 13, ...rest] };
    expect(await check({ ...hand!, outcome: otherDealer })).toMatchObject({ isOutcomeMatch: false });
    // Moves the table would never have taken are refused, not replayed.
    for (const moves of [['double', 'hit'], ['split'], 'double'])
      expect(await check(hand!, moves as unknown[])).toMatchObject({
        resultCode: 'validation_error',
        field: 'moves',
      });
  });
});
