import { randomUUID } from 'node:crypto';
import { findGame } from '@casino/fair/games/registry';
import { describe, expect, it } from 'vitest';
import { platformSigned } from '../test/fake-platform';
import { launch, studioHeaders, testSecret, useStudio } from '../test/studio-app';

const start = 100_000n;

describe('free rounds granted by the platform', () => {
  const ctx = useStudio({}, start);
  const slot = findGame('neon-fruits')!;
  const betAmount = (slot.limits.minBet * 2n).toString();

  function grantBody(overrides: Record<string, unknown> = {}) {
    return {
      grantId: randomUUID(),
      playerId: ctx.platform.state.playerId,
      currency: 'EUR',
      externalGameId: 'neon-fruits',
      rounds: 3,
      betAmount,
      expiresAt: null,
      ...overrides,
    };
  }
  async function sendGrant(body: unknown, secret = testSecret) {
    const { raw, headers } = platformSigned(secret, body);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/studio/freerounds',
      headers,
      payload: raw,
    });
    return { status: response.statusCode, json: response.json() };
  }
  async function openSlot(game = 'neon-fruits') {
    const { token } = await launch(ctx.app, game);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(token),
    });
    expect(session.statusCode).toBe(200);
    return { token, session: session.json().data };
  }
  const spin = (token: string, freeRoundGrantId?: string, stake = '100') =>
    ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: studioHeaders(token),
      payload: { stake, params: {}, ...(freeRoundGrantId ? { freeRoundGrantId } : {}) },
    });

  it('takes a grant only signed by the platform, once per grant id, and refuses another grant under the id', async () => {
    // Another player's grant: the spins below are the fake platform's player's own.
    const body = grantBody({ playerId: randomUUID() });
    const forged = await sendGrant(body, 'another-secret-of-16+');
    expect(forged.status).toBe(401);
    expect(forged.json.info.resultCode).toBe('invalid_signature');
    const first = await sendGrant(body);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toEqual({ grantId: body.grantId, roundsLeft: 3 });
    const again = await sendGrant(body);
    expect(again.json.data).toEqual(first.json.data);
    const changed = await sendGrant({ ...body, rounds: 30 });
    expect(changed.status).toBe(422);
    expect(changed.json.info.resultCode).toBe('idempotency_conflict');
    const notSlot = await sendGrant(grantBody({ externalGameId: 'dice' }));
    expect(notSlot.json.info.resultCode).toBe('game_not_found');
    const malformed = await sendGrant({ ...grantBody(), rounds: 0 });
    expect(malformed.json.info.resultCode).toBe('validation_error');
  });

  it('plays a free spin at the grant bet value, debits 0 with the grant id and credits the win with it', async () => {
    const body = grantBody({ rounds: 2 });
    expect((await sendGrant(body)).status).toBe(200);
    const { token, session } = await openSlot();
    expect(session.freeRounds).toMatchObject({
      grantId: body.grantId,
      roundsLeft: 2,
      betAmount,
      bonusWagering: null,
    });
    // No free spins offered on a game the grant is not for.
    expect((await openSlot('dice')).session.freeRounds).toBeNull();

    let wins = 0n;
    for (let left = 2; left > 0; left -= 1) {
      const balanceBefore = ctx.platform.state.balance;
      const response = await spin(token, body.grantId, '999999');
      expect(response.statusCode, response.body).toBe(200);
      const { round } = response.json().data;
      expect(round).toMatchObject({ stake: betAmount, status: 'settled', isFreeRound: true });
      const bet = ctx.platform.state.bets.at(-1)!;
      expect(bet).toMatchObject({
        amount: '0',
        freeRoundGrantId: body.grantId,
        transactionId: `${round.id}:bet`,
      });
      const win = ctx.platform.state.wins.at(-1)!;
      expect(win).toMatchObject({ amount: round.payout, freeRoundGrantId: body.grantId });
      // The balance moves by exactly the win: the spin itself cost nothing.
      expect(ctx.platform.state.balance).toBe(balanceBefore + BigInt(round.payout));
      wins += BigInt(round.payout);
      const reopened = await ctx.app.inject({
        method: 'GET',
        url: '/studio/api/session',
        headers: studioHeaders(token),
      });
      expect(reopened.json().data.freeRounds?.roundsLeft ?? 0).toBe(left - 1);
    }
    const usedUp = await spin(token, body.grantId);
    expect(usedUp.json().info.resultCode).toBe('free_rounds_used_up');
    expect(ctx.platform.state.balance).toBe(start + wins);
    // A paid spin still pays its stake and names no grant.
    const paid = await spin(token, undefined, betAmount);
    expect(paid.statusCode).toBe(200);
    expect(ctx.platform.state.bets.at(-1)).toMatchObject({ amount: betAmount });
    expect(ctx.platform.state.bets.at(-1)!.freeRoundGrantId).toBeUndefined();
  });

  it('refuses a spin on a grant of another player or an expired one, and any free spin in fun mode', async () => {
    const theirs = grantBody({ playerId: randomUUID() });
    await sendGrant(theirs);
    const { token } = await openSlot();
    expect((await spin(token, theirs.grantId)).json().info.resultCode).toBe('free_round_not_granted');
    expect((await spin(token, randomUUID())).json().info.resultCode).toBe('free_round_not_granted');
    const expired = grantBody({ expiresAt: new Date(Date.now() + 50).toISOString() });
    await sendGrant(expired);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await spin(token, expired.grantId)).json().info.resultCode).toBe('free_rounds_used_up');
    const fun = await launch(ctx.app, 'neon-fruits', 'fun');
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(fun.token) });
    const mine = grantBody();
    await sendGrant(mine);
    expect((await spin(fun.token, mine.grantId)).json().info.resultCode).toBe('free_round_not_granted');
  });

  it('keeps the wagering of the bonus a grant’s wins open, for the page to say where the wins go', async () => {
    // Another slot than the grants above, so this grant is the one its page offers.
    const other = findGame('pearl-diver')!;
    const body = grantBody({
      externalGameId: 'pearl-diver',
      betAmount: other.limits.minBet.toString(),
      bonusWagering: 30,
    });
    const granted = await sendGrant(body);
    expect(granted.status, JSON.stringify(granted.json)).toBe(200);
    const { session } = await openSlot('pearl-diver');
    expect(session.freeRounds).toMatchObject({ grantId: body.grantId, bonusWagering: 30 });
  });
});
