import { describe, expect, it } from 'vitest';
import { sha256Hex, fairUint32s } from '../engine/fair-random';
import { findGame } from '@casino/fair/games/registry';
import { diceRoll } from '@casino/fair/games/dice/dice-math';
import { eq } from 'drizzle-orm';
import { seeds } from '../db/schema';
import { expectedMovement } from '../test/money';
import { launch, studioHeaders, useStudio } from '../test/studio-app';

const start = 100_000n;

describe('playing a round', () => {
  const ctx = useStudio({}, start);
  const playerKey = () => `p:${ctx.platform.state.playerId}`;

  async function openReal(game: string) {
    const { token } = await launch(ctx.app, game);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(token),
    });
    expect(session.statusCode).toBe(200);
    return { token, session: session.json().data };
  }
  const play = (token: string, stake: string, params: unknown = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: studioHeaders(token),
      payload: { stake, params },
    });

  /** The roll the session's next dice bet will get, read from its unrevealed server seed. */
  async function nextDiceRoll(token: string) {
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(token),
    });
    const { serverSeedHash, clientSeed, nonce } = session.json().data.seed;
    const [seed] = await ctx.handle.db.select().from(seeds).where(eq(seeds.serverSeedHash, serverSeedHash));
    const [u] = fairUint32s({ serverSeed: seed!.serverSeed, clientSeed, nonce }, 1);
    return diceRoll(u!);
  }

  it('exchanges the launch token once, then reads the balance from the wallet', async () => {
    const before = ctx.platform.state.calls.filter((call) => call === 'authenticate').length;
    const { token, session } = await openReal('dice');
    expect(session).toMatchObject({
      mode: 'real',
      currency: 'EUR',
      balance: start.toString(),
      nickname: 'lucky',
    });
    expect(session.seed.serverSeed).toBeNull();
    expect(session.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(token),
    });
    expect(again.json().data.balance).toBe(start.toString());
    expect(ctx.platform.state.calls.filter((call) => call === 'authenticate').length).toBe(before + 1);
  });

  it('settles a real dice round through the wallet: bet, then win, money conserved', async () => {
    const { token } = await openReal('dice');
    const response = await play(token, '1000', { target: '50.50', direction: 'over' });
    expect(response.statusCode).toBe(200);
    const { round } = response.json().data;
    expect(round.status).toBe('settled');
    expect(round.balanceAfter).toBe(ctx.platform.state.balance.toString());
    expect(ctx.platform.state.balance).toBe(start + (await expectedMovement(ctx.handle.db, playerKey())));
    expect(ctx.platform.state.movements.get(`${round.id}:bet`)?.amount).toBe(1000n);
    expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(BigInt(round.payout));
  });

  it('refuses bets outside the limits and invalid choices before any money moves', async () => {
    const { token } = await openReal('limbo');
    const calls = ctx.platform.state.calls.length;
    const cases: [string, unknown, string][] = [
      ['5', { target: '2.00' }, 'amount_out_of_range'],
      ['100001', { target: '2.00' }, 'amount_out_of_range'],
      // 1,000.00 at 1,000,000x could win more than the maximum win
      ['100000', { target: '1000000' }, 'amount_out_of_range'],
      ['100', { target: '1.00' }, 'validation_error'],
      ['100', { target: 'abc' }, 'validation_error'],
      ['1.5', { target: '2.00' }, 'validation_error'],
    ];
    for (const [stake, params, code] of cases) {
      const response = await play(token, stake, params);
      expect(response.json().info.resultCode, `${stake} ${JSON.stringify(params)}`).toBe(code);
      expect(response.statusCode).toBe(400);
    }
    const slot = await openReal('neon-fruits');
    expect((await play(slot.token, '15')).json().info.resultCode).toBe('amount_out_of_range');
    expect(ctx.platform.state.calls.length).toBe(calls + 1); // the slot's session open only
  });

  it('refuses a missing, unknown or unexchanged session token', async () => {
    for (const headers of [{}, studioHeaders('x'.repeat(43))]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/studio/api/play',
        headers,
        payload: { stake: '100' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().info.resultCode).toBe('game_session_invalid');
    }
    const { token } = await launch(ctx.app, 'dice');
    const response = await play(token, '100', { target: '50', direction: 'under' });
    expect(response.json().info.resultCode).toBe('game_session_invalid');
  });

  it('replays every round from its revealed seeds to the same outcome and payout', async () => {
    const sessions = await Promise.all(['dice', 'limbo', 'neon-fruits'].map(openReal));
    const params: Record<string, unknown> = {
      dice: { target: '30.00', direction: 'under' },
      limbo: { target: '1.50' },
      'neon-fruits': {},
    };
    for (let i = 0; i < 6; i += 1)
      for (const { token, session } of sessions)
        expect((await play(token, '100', params[session.game.slug])).statusCode).toBe(200);

    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/seeds/rotate',
      headers: studioHeaders(sessions[0]!.token),
      payload: { clientSeed: 'my own seed' },
    });
    const { revealed, seed } = rotated.json().data;
    expect(sha256Hex(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    expect(seed).toMatchObject({ clientSeed: 'my own seed', nonce: 0, serverSeed: null });
    expect(seed.serverSeedHash).not.toBe(revealed.serverSeedHash);

    for (const { token, session } of sessions) {
      const history = await ctx.app.inject({
        method: 'GET',
        url: '/studio/api/history',
        headers: studioHeaders(token),
      });
      const rounds = history.json().data.rounds as Array<{
        serverSeed: string;
        clientSeed: string;
        nonce: number;
        params: object;
        stake: string;
        outcome: unknown;
        payout: string;
      }>;
      expect(rounds.length).toBeGreaterThanOrEqual(6);
      for (const round of rounds) {
        expect(round.serverSeed).not.toBeNull();
        const game = findGame(session.game.slug)!;
        const uint32s = fairUint32s(
          { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
          game.numbersPerRound,
        );
        const again = game.play(uint32s, round.params, BigInt(round.stake));
        expect(again.outcome).toEqual(round.outcome);
        expect(again.payout.toString()).toBe(round.payout);
      }
    }
    expect(ctx.platform.state.balance).toBe(start + (await expectedMovement(ctx.handle.db, playerKey())));
  });

  it('plays for fun on a demo balance that never reaches the platform, with its own history', async () => {
    const calls = ctx.platform.state.calls.length;
    const platformBalance = ctx.platform.state.balance;
    const { token } = await launch(ctx.app, 'neon-fruits', 'fun');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(token),
    });
    expect(session.json().data).toMatchObject({ mode: 'fun', balance: '100000' });
    const response = await play(token, '1000');
    const { round } = response.json().data;
    expect(BigInt(round.balanceAfter)).toBe(100_000n - 1000n + BigInt(round.payout));
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/history',
      headers: studioHeaders(token),
    });
    expect(history.json().data.rounds.map((r: { id: string }) => r.id)).toEqual([round.id]);
    expect(ctx.platform.state.calls.length).toBe(calls);
    expect(ctx.platform.state.balance).toBe(platformBalance);

    // The whole demo balance on a roll read ahead from the session's seed, on the side it loses:
    // the demo balance is then empty and the next bet is short.
    const dice = await launch(ctx.app, 'dice', 'fun');
    const roll = await nextDiceRoll(dice.token);
    const losing =
      roll >= 100 ? { target: '1.00', direction: 'under' } : { target: '98.99', direction: 'over' };
    const lost = await play(dice.token, '100000', losing);
    expect(lost.json().data.round).toMatchObject({ payout: '0', balanceAfter: '0', outcome: { roll } });
    const short = await play(dice.token, '100', { target: '50.00', direction: 'over' });
    const refusal = short.json();
    expect(refusal).toMatchObject({
      info: { resultCode: 'insufficient_funds' },
      data: { balance: '0' },
    });
    expect(ctx.platform.state.calls.length).toBe(calls);
  });
});
