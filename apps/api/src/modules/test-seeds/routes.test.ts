import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { relaxedLimitsEnv } from '../../test/accounts';
import { insertTestGame } from '../../test/games';
import { createClock, testConfig, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';
import { fundPlayer } from '../wallet/wallet-test-kit';
import { reconcile } from '../ledger/reconcile';
import { runLoyaltyPipeline } from '../loyalty/loyalty-pipeline';

const clock = createClock(new Date('2026-03-10T10:00:00Z'));
const ctx = useTestApp({ env: { ...relaxedLimitsEnv }, now: clock.now });

describe('test seed: a bet dated yesterday', () => {
  it("is a real bet a day old: the balance moves, yesterday's cashback can be claimed today, the books balance", async () => {
    const game = await insertTestGame(ctx.db, { game: { category: 'slots', rtp: '96.00' } });
    const player = await loginAsNewPlayer(ctx.app);
    await fundPlayer(ctx.db, player.playerId, 100_000n);

    const seeded = await ctx.app.inject({
      method: 'POST',
      url: '/dev/test/yesterday-bet',
      payload: { username: player.username, gameSlug: game.slug, amountMinor: '50000' },
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect(seeded.json()).toMatchObject({ balanceMinor: '50000' });

    await runLoyaltyPipeline(ctx.db, clock.now());
    const standing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/loyalty',
      headers: playerHeaders(player),
    });
    // EUR 500 on a 4 % edge at the level-1 share (10 %): EUR 2.00, accrued yesterday, claimable now.
    expect(standing.json().data).toMatchObject({
      totalCp: '20',
      cashback: { availableMinor: '200', accruingMinor: '0', canClaim: true },
    });
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/cashback/claim',
      headers: playerHeaders(player),
    });
    expect(claim.json().data).toEqual({ claimedMinor: '200', currency: 'EUR' });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('exists only when NODE_ENV is test', async () => {
    const app = await buildApp({ config: testConfig({ NODE_ENV: 'development' }), db: ctx.db });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/dev/test/yesterday-bet',
        payload: { username: 'nobody', gameSlug: 'none', amountMinor: '1' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
