import { describe, expect, it } from 'vitest';
import { launch, studioHeaders, useStudio } from '../test/studio-app';
import { recompute } from './recompute';

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
    const history = await ctx.app.inject({ method: 'GET', url: '/studio/api/history', headers: studioHeaders(token) });
    return history.json().data.rounds as HistoryRound[];
  }

  async function expectVerified(rounds: HistoryRound[]) {
    for (const round of rounds) {
      const seed = { serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce };
      const again = await recompute(round.game, seed, round.params, BigInt(round.stake), round.moves);
      expect(again, `${round.game} nonce ${round.nonce}`).toMatchObject({ resultCode: 'ok' });
      if (again.resultCode !== 'ok') continue;
      expect(again.outcome).toEqual(round.outcome);
      expect(again.payout.toString()).toBe(round.payout);
    }
  }

  it('recomputes dice rounds from their stored choices', async () => {
    const { token } = await launch(ctx.app, 'dice', 'fun');
    for (const target of ['10.00', '50.50', '97.00'])
      expect((await post(token, 'play', { stake: '100', params: { target, direction: 'over' } })).statusCode).toBe(200);
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
});
