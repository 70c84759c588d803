import { describe, expect, it } from 'vitest';
import { launch, studioHeaders, useStudio } from '../../test/studio-app';
import { sunTemple } from '@casino/fair/games/slots/titles/sun-temple';

/** The slots through the page's API: stakes in whole coins, bonus buys priced in bets, money conserved. */
describe('slot rounds through the API', () => {
  const ctx = useStudio({}, 1_000_000n);
  const play = (token: string, stake: string, params: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: studioHeaders(token),
      payload: { stake, params },
    });
  const open = async () => {
    const { token } = await launch(ctx.app, 'sun-temple');
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });
    return token;
  };
  const { price, spins } = sunTemple.config.bonusBuy!;

  it('debits a bonus buy at its price and starts straight in the free spins', async () => {
    const token = await open();
    const before = ctx.platform.state.balance;
    const promotionsBefore = ctx.platform.state.promotions.length;
    const stake = 20n * BigInt(price);
    const response = await play(token, stake.toString(), { bonusBuy: true });
    expect(response.statusCode).toBe(200);
    const { round } = response.json().data;
    expect(round.status).toBe('settled');
    expect(round.outcome.isBonusBuy).toBe(true);
    expect(round.outcome.base).toBeNull();
    expect(round.outcome.freeSpins.length).toBeGreaterThanOrEqual(spins);
    // One coin is the stake over price × 20 coins: here 1 minor unit, times the coins won.
    expect(BigInt(round.payout)).toBe(BigInt(round.outcome.totalCoins));
    expect(ctx.platform.state.movements.get(`${round.id}:bet`)?.amount).toBe(stake);
    // A Daily Drop may fall on the round (at random): its prize is credited beside the win.
    const drops = ctx.platform.state.promotions
      .slice(promotionsBefore)
      .reduce((sum, body) => sum + BigInt(body.amount as string), 0n);
    expect(ctx.platform.state.balance).toBe(before - stake + BigInt(round.payout) + drops);
  });

  it('refuses stakes that are not whole coins, or not a whole bonus-buy price, before any money moves', async () => {
    const token = await open();
    const calls = ctx.platform.state.calls.length;
    for (const [stake, params] of [
      ['30', {}],
      ['20', { bonusBuy: true }],
      ['1130', { bonusBuy: true }],
    ] as const) {
      const response = await play(token, stake, params);
      expect(response.json().info.resultCode, `${stake} ${JSON.stringify(params)}`).toBe(
        'amount_out_of_range',
      );
    }
    expect((await play(token, '20', { bonusBuy: 'yes' })).json().info.resultCode).toBe('validation_error');
    expect(ctx.platform.state.calls.length).toBe(calls);
  });
});
