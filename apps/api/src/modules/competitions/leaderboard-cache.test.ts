import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import { challenges, slotRaceTemplates } from '../../db/schema';
import { rowsOf } from '../../db/transaction';
import { relaxedLimitsEnv } from '../../test/accounts';
import { insertTestGame } from '../../test/games';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';
import {
  betBody,
  fundPlayer,
  openGameSession,
  useFakeProvider,
  walletCall,
  winBody,
} from '../wallet/wallet-test-kit';
import { createLeaderboardCache } from './leaderboard-cache';
import { periodKey } from './periods';
import { leaderboardView } from './views';
import { runCompetitionsPass } from './worker';

/*
 * Leaderboard reads from Redis (REDIS_URL): sorted sets built from PostgreSQL at start, written by the
 * competitions pass after its commits, and PostgreSQL answering whenever Redis cannot. Needs a Redis:
 * TEST_REDIS_URL (e.g. redis://127.0.0.1:6379); every key of a run starts with its own prefix.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const env: Env = { ...relaxedLimitsEnv, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
const now = new Date('2026-07-15T12:00:00Z');
const month = periodKey('monthly', now);

describe.skipIf(!redisUrl)('leaderboards served from Redis (needs TEST_REDIS_URL)', () => {
  const provider = useFakeProvider(env);
  const clock = createClock(now);
  const ctx = useTestApp({ env, now: clock.now });
  let redis: Redis;
  const sample: string[] = [];

  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    await ctx.app.ready();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  /** The leaderboard as PostgreSQL alone answers it, and as the app's Redis cache answers it. */
  const both = (input: { limit: number; offset: number; playerId: string | null }) =>
    Promise.all([
      leaderboardView(ctx.db, { id: 'monthly', ...input, now, cache: null }),
      leaderboardView(ctx.db, { id: 'monthly', ...input, now, cache: ctx.app.leaderboardCache }),
    ]);

  it('builds the current periods at start; order, ranks and own rows equal PostgreSQL, ties included', async () => {
    expect(ctx.app.leaderboardCache).not.toBeNull();
    for (const period of ['all', 'daily', 'weekly', 'monthly'] as const)
      expect(await redis.hget(`${prefix}leaderboard:${period}:${periodKey(period, now)}:meta`, 'built')).toBe(
        '1',
      );

    // 400 players in July, wagered in 40 steps (ten ties each), some with prizes only (wagered 0).
    await ctx.db.execute(sql`
      INSERT INTO players (skin_id, username, email, password_hash, currency, country, created_at, updated_at)
      SELECT (SELECT id FROM skins LIMIT 1), 'lbc' || g, 'lbc' || g || '@example.com', 'x', 'EUR', 'DE', now(), now()
      FROM generate_series(1, 400) g`);
    await ctx.db.execute(sql`
      INSERT INTO leaderboard_totals (period, period_start, player_id, wagered_eur_cents, prizes_eur_cents, updated_at)
      SELECT 'monthly', ${month}::date, p.id, (row_number() OVER (ORDER BY p.username)) % 40 * 1000,
             (row_number() OVER (ORDER BY p.username)) % 7, ${now.toISOString()}::timestamptz
      FROM players p WHERE p.username LIKE 'lbc%'`);
    // Written in PostgreSQL behind the cache's back: the set is built again (as at a start).
    expect(await ctx.app.leaderboardCache!.rebuildPeriod('monthly', month)).toBe(400);
    expect(await redis.zcard(`${prefix}leaderboard:monthly:${month}:wagered`)).toBe(400);

    const ids = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`
        SELECT id FROM players WHERE username IN ('lbc7', 'lbc40', 'lbc399') ORDER BY username`),
    ).map((row) => row.id);
    sample.push(...ids);
    expect(ids).toHaveLength(3);
    for (const playerId of [null, ...ids])
      for (const offset of [0, 50, 350]) {
        const [fromDb, fromRedis] = await both({ limit: 50, offset, playerId });
        expect(fromRedis).toEqual(fromDb);
      }
    const [, last] = await both({ limit: 50, offset: 350, playerId: ids[0]! });
    expect(last.total).toBe(400);
    expect(last.rows[49]?.rank).toBe(400);
    expect(last.me?.rank).toBeGreaterThan(0);
  });

  it('serves the order from Redis, and a sync writes the committed totals of the rows it names', async () => {
    const [first] = await both({ limit: 1, offset: 0, playerId: null });
    const [lowest] = rowsOf<{ player_id: string }>(
      await ctx.db.execute(sql`
        SELECT player_id FROM leaderboard_totals WHERE period = 'monthly' AND period_start = ${month}::date
        ORDER BY wagered_eur_cents ASC, player_id LIMIT 1`),
    );
    const bottom = lowest!.player_id;
    // Changed in PostgreSQL without a sync: Redis still answers the order it has (it is what reads).
    await ctx.db.execute(sql`
      UPDATE leaderboard_totals SET wagered_eur_cents = 10000000
      WHERE period = 'monthly' AND period_start = ${month}::date AND player_id = ${bottom}`);
    const [fromDb, stale] = await both({ limit: 1, offset: 0, playerId: bottom });
    expect(fromDb.rows[0]).toMatchObject({ rank: 1, isMe: true });
    expect(stale.rows[0]?.name).toBe(first.rows[0]?.name);
    expect(stale.me?.rank).not.toBe(1);

    await ctx.app.leaderboardCache!.sync([{ period: 'monthly', start: month, playerId: bottom }]);
    const [again, synced] = await both({ limit: 50, offset: 0, playerId: bottom });
    expect(synced).toEqual(again);
    expect(synced.rows[0]).toMatchObject({ rank: 1, isMe: true, wageredEurCents: '10000000' });
  });

  it('the competitions pass writes a player’s wagers to the sets once its transaction committed', async () => {
    // The seed's challenges and daily race play no part here.
    await ctx.db.update(challenges).set({ status: 'cancelled' });
    await ctx.db.update(slotRaceTemplates).set({ active: false });
    const slot = await insertTestGame(ctx.db, { game: { category: 'slots' } });
    const player = await loginAsNewPlayer(ctx.app);
    await fundPlayer(ctx.db, player.playerId, 100_000n);
    const session = await openGameSession(ctx.app, provider, player, slot.id);
    // Two lost rounds, each closed by a win of 0 (a stake counts once its round settled).
    for (const stake of ['2500', '1500']) {
      const bet = betBody(session, stake);
      expect((await walletCall(ctx.app, 'bet', bet)).statusCode).toBe(200);
      const closed = await walletCall(
        ctx.app,
        'win',
        winBody(session, bet.roundId, '0', { roundClosed: true }),
      );
      expect(closed.statusCode, closed.body).toBe(200);
    }
    const pass = await runCompetitionsPass(ctx.db, clock.now(), {
      gapGraceMs: 0,
      leaderboardCache: ctx.app.leaderboardCache,
    });
    expect(pass.scored).toBeGreaterThan(0);
    for (const period of ['all', 'daily', 'weekly', 'monthly'] as const)
      expect(
        await redis.zscore(
          `${prefix}leaderboard:${period}:${periodKey(period, now)}:wagered`,
          player.playerId,
        ),
      ).toBe('-4000');
    // A day's set (built empty at start) expires a week after its day; the all-time one never.
    expect(await redis.ttl(`${prefix}leaderboard:daily:${periodKey('daily', now)}:wagered`)).toBeGreaterThan(
      7 * 86_400,
    );
    expect(await redis.ttl(`${prefix}leaderboard:all:${periodKey('all', now)}:wagered`)).toBe(-1);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/getPlayerLeaderboard/daily',
      headers: playerHeaders(player),
    });
    const fromDb = await leaderboardView(ctx.db, {
      id: 'daily',
      limit: 50,
      offset: 0,
      playerId: player.playerId,
      now,
    });
    expect(response.json<{ data: unknown }>().data).toEqual(fromDb);
    expect(fromDb.me).toMatchObject({ wageredEurCents: '4000', isMe: true });
  });

  it('reads PostgreSQL when Redis is down or has lost the sets, and builds them again', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      connectTimeout: 200,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const unreachable = createLeaderboardCache({ redis: down, prefix, db: ctx.db });
    const [fromDb] = await both({ limit: 50, offset: 0, playerId: null });
    const fallback = await leaderboardView(ctx.db, {
      id: 'monthly',
      limit: 50,
      offset: 0,
      playerId: null,
      now,
      cache: unreachable,
    });
    expect(fallback).toEqual(fromDb);
    await expect(
      unreachable.sync([{ period: 'monthly', start: month, playerId: sample[0]! }]),
    ).resolves.toBeUndefined();
    down.disconnect();

    // Redis restarted empty: the first read answers from PostgreSQL and starts the build.
    const keys = await redis.keys(`${prefix}leaderboard:monthly:*`);
    await redis.del(...keys);
    const cache = ctx.app.leaderboardCache!;
    expect(await cache.page('monthly', month, 0, 10)).toBeNull();
    await expect.poll(() => redis.hget(`${prefix}leaderboard:monthly:${month}:meta`, 'built')).toBe('1');
    const served = await cache.page('monthly', month, 0, 10);
    expect(served?.total).toBe(fromDb.total);
    const [again, fromRedis] = await both({ limit: 50, offset: 50, playerId: null });
    expect(fromRedis).toEqual(again);
  });
});
