import type { ProviderNetworkPromotion } from '@casino/contract/network-promotions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import { relaxedLimitsEnv } from '../../test/accounts';
import { insertTestGame } from '../../test/games';
import { apiHeaders, createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';
import { nextId, openGameSession, useFakeProvider, walletCall } from '../wallet/wallet-test-kit';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const clock = createClock();
const ctx = useTestApp({ env, now: clock.now });

let game = { id: '', externalId: '', title: '', slug: '' };
beforeAll(async () => {
  const row = await insertTestGame(ctx.db);
  game = { id: row.id, externalId: row.externalId, title: row.title, slug: row.slug };
});

function dailyDrops(overrides: Partial<ProviderNetworkPromotion> = {}): ProviderNetworkPromotion {
  return {
    code: 'daily-drops-2026-01-15',
    kind: 'drops',
    name: 'Daily Drops',
    names: { de: 'Tägliche Drops' },
    status: 'live',
    startsAt: '2026-01-15T00:00:00.000Z',
    endsAt: '2026-01-16T00:00:00.000Z',
    currency: 'EUR',
    poolMinor: '115000',
    minBetMinor: '20',
    games: [game.externalId, 'not-in-our-catalogue'],
    scoring: null,
    drops: [{ amountMinor: '500', count: 50, left: 49 }],
    prizesMinor: null,
    winners: [{ name: 'lu***', amountMinor: '500', place: null, wonAt: '2026-01-15T10:00:00.000Z' }],
    ...overrides,
  };
}

const get = (url: string, headers: Record<string, string> = apiHeaders()) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('network promotions pages', () => {
  it("lists the provider's promotions in EUR for a visitor and in the player's currency, in their language", async () => {
    provider.promotions = { promotions: [dailyDrops()] };
    clock.advance(61_000);
    const visitor = await get('/networkPromotions');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data.promotions).toEqual([
      expect.objectContaining({
        url: 'daily-drops-2026-01-15',
        provider: 'nova-studio',
        name: 'Daily Drops',
        currency: 'EUR',
        poolMinor: '115000',
        minBetMinor: '20',
        games: [{ id: game.id, name: game.title, slug: game.slug }],
      }),
    ]);

    const norwegian = await loginAsNewPlayer(ctx.app, { currency: 'NOK' });
    const inNok = await get('/networkPromotions', { ...playerHeaders(norwegian), 'x-language': 'de' });
    expect(inNok.json().data.promotions[0]).toMatchObject({
      name: 'Tägliche Drops',
      currency: 'NOK',
      poolMinor: '1150000',
      minBetMinor: '200',
    });
  });

  it("shows the detail with drop table, winners and the player's own prizes; unknown urls are not found", async () => {
    provider.promotions = { promotions: [dailyDrops()] };
    clock.advance(61_000);
    const player = await loginAsNewPlayer(ctx.app);
    const session = await openGameSession(ctx.app, provider, player, game.id);
    const credit = await walletCall(ctx.app, 'promotion', {
      playerId: session.playerId,
      transactionId: nextId('promo'),
      promotionCode: 'daily-drops-2026-01-15',
      kind: 'drop',
      place: null,
      amount: '500',
      currency: 'EUR',
    });
    expect(credit.statusCode, credit.body).toBe(200);

    const detail = await get('/networkPromotions/daily-drops-2026-01-15', playerHeaders(player));
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      drops: [{ amountMinor: '500', count: 50, left: 49 }],
      prizesMinor: null,
      winners: [{ name: 'lu***', amountMinor: '500', place: null }],
      myPrizes: [{ amountMinor: '500', currency: 'EUR', kind: 'drop', place: null }],
    });
    const asVisitor = await get('/networkPromotions/daily-drops-2026-01-15');
    expect(asVisitor.json().data.myPrizes).toBeNull();
    const missing = await get('/networkPromotions/no-such-promotion');
    expect(missing.json().info.resultCode).toBe('not_found');
  });

  it('reads the provider at most once a minute, and keeps the last list while the provider is down', async () => {
    provider.promotions = { promotions: [dailyDrops()] };
    clock.advance(61_000);
    expect((await get('/networkPromotions')).json().data.promotions).toHaveLength(1);
    provider.promotions = { promotions: [] };
    expect((await get('/networkPromotions')).json().data.promotions).toHaveLength(1);
    clock.advance(61_000);
    expect((await get('/networkPromotions')).json().data.promotions).toHaveLength(0);

    provider.promotions = { promotions: [dailyDrops()] };
    clock.advance(61_000);
    expect((await get('/networkPromotions')).json().data.promotions).toHaveLength(1);
    provider.isDown = true;
    clock.advance(61_000);
    expect((await get('/networkPromotions')).json().data.promotions).toHaveLength(1);
    provider.isDown = false;
  });
});
