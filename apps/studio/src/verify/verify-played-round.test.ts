import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seeds } from '../db/schema';
import { sha256Hex } from '../engine/fair-random';
import { launch, studioHeaders, useStudio } from '../test/studio-app';
import { checkPlayedRound } from '@casino/fair/verify/played-round';
import { recompute } from '@casino/fair/verify/recompute';

interface HistoryRound {
  game: string;
  stake: string;
  payout: string;
  params: object;
  outcome: object;
  moves?: unknown[];
  nonce: number;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
}

/**
 * Rounds played through the studio's own API, then checked from nothing but what the player's history
 * shows once the seed is revealed: the stored choices and moves, exactly as the fairness page gets them.
 */
describe('verifying rounds from the player history', () => {
  const ctx = useStudio();
  const post = (token: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/studio/api/${url}`, headers: studioHeaders(token), payload });

  async function playMines(token: string, tiles: number[]) {
    const started = await post(token, 'rounds', { stake: '100', params: { mines: 5 } });
    expect(started.statusCode).toBe(200);
    let round = started.json().data.round as { id: string; isOpen: boolean };
    for (const tile of tiles) {
      if (!round.isOpen) return;
      round = (await post(token, `rounds/${round.id}/step`, { move: tile })).json().data.round;
    }
    if (round.isOpen) expect((await post(token, `rounds/${round.id}/cashout`, {})).statusCode).toBe(200);
  }

  async function revealedHistory(token: string) {
    expect((await post(token, 'seeds/rotate', {})).statusCode).toBe(200);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/history',
      headers: studioHeaders(token),
    });
    return history.json().data.rounds as HistoryRound[];
  }

  /** The history panel's check: recomputed from the seeds, then held against the stored round. */
  async function check(round: HistoryRound) {
    const seed = { serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce };
    const again = await recompute(round.game, seed, round.params, BigInt(round.stake), round.moves);
    if (again.resultCode !== 'ok')
      throw new Error(`${round.game} nonce ${round.nonce}: ${JSON.stringify(again)}`);
    return checkPlayedRound(again, { outcome: round.outcome, payout: BigInt(round.payout) });
  }

  async function expectVerified(rounds: HistoryRound[]) {
    for (const round of rounds)
      expect(await check(round), `${round.game} nonce ${round.nonce}`).toMatchObject({ isMatch: true });
  }

  it('recomputes dice rounds from their stored choices', async () => {
    const { token } = await launch(ctx.app, 'dice', 'fun');
    for (const target of ['10.00', '50.50', '97.00'])
      expect(
        (await post(token, 'play', { stake: '100', params: { target, direction: 'over' } })).statusCode,
      ).toBe(200);
    const rounds = await revealedHistory(token);
    expect(rounds).toHaveLength(3);
    await expectVerified(rounds);
  });

  it('recomputes mines rounds, cashed out or lost, from their moves', async () => {
    const { token } = await launch(ctx.app, 'mines', 'fun');
    for (let round = 0; round < 6; round += 1) await playMines(token, [round, 12, 24, 6]);
    const rounds = await revealedHistory(token);
    expect(rounds).toHaveLength(6);
    expect(rounds.every((round) => Array.isArray(round.moves) && round.moves.length > 0)).toBe(true);
    await expectVerified(rounds);
  });

  it('recomputes a real jackpot round: the game win from the seeds, the pool it won apart', async () => {
    // Seeds whose jackpot number (the sixth) falls under star-jackpot's odds, found once offline.
    const serverSeed = '5f3c9a7e1b2d4f6081a3c5e7f9b1d3e5a7c9e1f3b5d7f9a1c3e5a7b9d1f3e5a7';
    const { token } = await launch(ctx.app, 'star-jackpot', 'real');
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });
    expect((await post(token, 'seeds/rotate', { clientSeed: 'jackpot-91201' })).statusCode).toBe(200);
    // The one step a player cannot take: the server seed the studio drew happens to be this one.
    const playerKey = `p:${ctx.platform.state.playerId}`;
    await ctx.handle.db
      .update(seeds)
      .set({ serverSeed, serverSeedHash: sha256Hex(serverSeed) })
      .where(and(eq(seeds.playerKey, playerKey), isNull(seeds.revealedAt)));
    for (let round = 0; round < 3; round += 1)
      expect((await post(token, 'play', { stake: '1000', params: {} })).statusCode).toBe(200);

    const rounds = (await revealedHistory(token)).filter((round) => round.serverSeed === serverSeed);
    expect(rounds.map((round) => round.nonce).sort()).toEqual([0, 1, 2]);
    const won = rounds.find((round) => round.nonce === 0)!;
    expect(won.outcome, 'these seeds no longer draw the jackpot').toMatchObject({ jackpot: { isHit: true } });
    const pool = BigInt((won.outcome as { jackpot: { amount: string } }).jackpot.amount);
    expect(pool).toBeGreaterThanOrEqual(50_000n);
    const checked = await check(won);
    expect(checked).toMatchObject({
      isMatch: true,
      isOutcomeMatch: true,
      jackpot: { isHit: true, claimedAmount: pool },
    });
    expect(checked.gamePayout).toBe(BigInt(won.payout) - pool);
    for (const missed of rounds.filter((round) => round !== won))
      expect(await check(missed)).toMatchObject({
        isMatch: true,
        jackpot: { isHit: false, claimedAmount: 0n },
      });

    /** The round as it might have been stored instead: another payout, another jackpot. */
    const tampered = (round: HistoryRound, extra: bigint, jackpot: { isHit: boolean; amount: string }) =>
      check({
        ...round,
        payout: (BigInt(round.payout) + extra).toString(),
        outcome: { ...round.outcome, jackpot },
      });
    const missed = rounds.find((round) => round.nonce === 1)!;
    // A win one unit higher, a jackpot on a round that missed it, a pool the payout does not hold: all caught.
    expect(await tampered(won, 1n, { isHit: true, amount: pool.toString() })).toMatchObject({
      isMatch: false,
    });
    expect(await tampered(missed, 500n, { isHit: true, amount: '500' })).toMatchObject({
      isOutcomeMatch: false,
    });
    expect(await tampered(missed, 500n, { isHit: false, amount: '500' })).toMatchObject({
      isPayoutMatch: false,
    });
    expect(await tampered(won, 0n, { isHit: true, amount: (pool + 1n).toString() })).toMatchObject({
      isPayoutMatch: false,
    });
    // What the seeds cannot prove, the check does not claim: a larger pool paid in full still adds up,
    // and is reported as the round's claim, not as recomputed.
    expect(await tampered(won, 1n, { isHit: true, amount: (pool + 1n).toString() })).toMatchObject({
      isMatch: true,
      jackpot: { isHit: true, claimedAmount: pool + 1n },
    });
  });
});
