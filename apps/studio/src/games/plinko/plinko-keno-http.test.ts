import { describe, expect, it } from 'vitest';
import { fairUint32s, sha256Hex } from '../../engine/fair-random';
import { expectedMovement } from '../../test/money';
import { launch, studioHeaders, useStudio } from '../../test/studio-app';
import { findGame } from '@casino/fair/games/registry';

const start = 1_000_000n;

/** Plinko and keno through the studio's HTTP API, the platform faked at its edge. */
describe('plinko and keno rounds', () => {
  const ctx = useStudio({}, start);
  const playerKey = () => `p:${ctx.platform.state.playerId}`;

  async function openReal(game: string) {
    const { token } = await launch(ctx.app, game);
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });
    return token;
  }
  const play = (token: string, stake: string, params: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: studioHeaders(token),
      payload: { stake, params },
    });

  it('refuses invalid choices and stakes that could pass the maximum win, before any money moves', async () => {
    const plinko = await openReal('plinko');
    const keno = await openReal('keno');
    const calls = ctx.platform.state.calls.length;
    const cases: [string, string, unknown, string][] = [
      [plinko, '100', { rows: 20, risk: 'low' }, 'validation_error'],
      [plinko, '100', { rows: 8, risk: 'wild' }, 'validation_error'],
      [plinko, '20000', { rows: 16, risk: 'high' }, 'amount_out_of_range'],
      [keno, '100', { picks: [1, 1], risk: 'low' }, 'validation_error'],
      [keno, '100', { picks: [], risk: 'low' }, 'validation_error'],
      [keno, '5', { picks: [4], risk: 'low' }, 'amount_out_of_range'],
    ];
    for (const [token, stake, params, code] of cases) {
      const response = await play(token, stake, params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().info.resultCode).toBe(code);
    }
    expect(ctx.platform.state.calls.length).toBe(calls);
  });

  it('settles real rounds through the wallet and replays each from the revealed seeds', async () => {
    const tokens = { plinko: await openReal('plinko'), keno: await openReal('keno') };
    const params = {
      plinko: { rows: 14, risk: 'medium' },
      keno: { picks: [2, 9, 17, 23, 31, 38], risk: 'high' },
    };
    for (let i = 0; i < 8; i += 1)
      for (const game of ['plinko', 'keno'] as const) {
        const response = await play(tokens[game], '250', params[game]);
        expect(response.statusCode).toBe(200);
        const { round } = response.json().data;
        expect(round.status).toBe('settled');
        expect(ctx.platform.state.movements.get(`${round.id}:bet`)?.amount).toBe(250n);
        expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(BigInt(round.payout));
      }
    expect(ctx.platform.state.balance).toBe(start + (await expectedMovement(ctx.handle.db, playerKey())));

    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/seeds/rotate',
      headers: studioHeaders(tokens.plinko),
      payload: {},
    });
    const { revealed } = rotated.json().data;
    expect(sha256Hex(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    for (const game of ['plinko', 'keno'] as const) {
      const history = await ctx.app.inject({
        method: 'GET',
        url: '/studio/api/history',
        headers: studioHeaders(tokens[game]),
      });
      const rounds = history.json().data.rounds as {
        serverSeed: string;
        clientSeed: string;
        nonce: number;
        params: object;
        stake: string;
        outcome: unknown;
        payout: string;
      }[];
      expect(rounds).toHaveLength(8);
      const rules = findGame(game)!;
      for (const round of rounds) {
        const uint32s = fairUint32s(
          { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
          rules.numbersPerRound,
        );
        const again = rules.play(uint32s, round.params, BigInt(round.stake));
        expect(again.outcome).toEqual(round.outcome);
        expect(again.payout.toString()).toBe(round.payout);
      }
    }
  });
});
