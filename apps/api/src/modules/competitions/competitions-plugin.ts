import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectRedis } from '@casino/contract/redis';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { countHit } from '../../lib/rate-limit';
import { createWakeSignal, type WakeSignal } from '../wager-facts/wake-signal';
import { createLeaderboardCache, type LeaderboardCache } from './leaderboard-cache';
import { createLiveStandings, type LiveStandings } from './live-standings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes the competitions loop (started by start-platform.ts) when money moved in this process. */
    competitionsSignal: WakeSignal;
    /** The slot races' live standings (server-sent events). */
    liveStandings: LiveStandings;
    /** Leaderboard reads from Redis sorted sets when REDIS_URL is set (PostgreSQL stays the truth). */
    leaderboardCache: LeaderboardCache | null;
  }
}

/** Open live-standings streams an address may start per rate-limit window. */
export const liveStreamsPerWindow = 60;

/**
 * The leaderboards' Redis: quick to give up (a read falls back to PostgreSQL), its sets built from
 * PostgreSQL when the server starts.
 */
function openLeaderboardCache(app: FastifyInstance, url: string): LeaderboardCache {
  const redis = connectRedis(url, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'leaderboard store (Redis) unavailable'));
  const cache = createLeaderboardCache({
    redis,
    prefix: app.config.redisKeyPrefix,
    db: app.db,
    log: app.log,
    now: app.now,
  });
  app.addHook('onReady', async () => {
    try {
      // A Redis that does not answer within a second does not hold the start.
      if (redis.status !== 'ready')
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 1000);
          redis.once('ready', () => {
            clearTimeout(timer);
            resolve(null);
          });
        });
      await cache.rebuild(app.now());
    } catch (error) {
      app.log.warn({ err: error }, 'leaderboard sets not built at start: reads use PostgreSQL until then');
    }
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return cache;
}

/**
 * The competitions loop's wake-up (every provider wallet call answered with 200) and the live
 * standings of a slot race at GET /live/slotRaces/{url}: a text/event-stream of public standings
 * (names masked unless shown), outside the versioned API because an EventSource sends no headers.
 */
export const competitionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('competitionsSignal', createWakeSignal());
    app.decorate('liveStandings', createLiveStandings(app.db));
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 200 && request.url.startsWith('/provider/v1/'))
        app.competitionsSignal.notify();
    });
    app.addHook('onClose', async () => app.liveStandings.close());
    app.decorate(
      'leaderboardCache',
      app.config.redisUrl ? openLeaderboardCache(app, app.config.redisUrl) : null,
    );
    const params = z.object({ url: z.string().regex(/^[a-z0-9-]{1,120}$/) });
    app.get('/live/slotRaces/:url', { schema: { hide: true } }, async (request, reply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success) throw new AppError('not_found');
      const hits = await countHit(app.db, { key: `race-live:${request.ip}`, now: app.now() });
      if (hits > liveStreamsPerWindow) throw new AppError('rate_limited');
      reply.hijack();
      const ok = await app.liveStandings.subscribe(parsed.data.url, null, reply);
      if (!ok) {
        reply.raw.writeHead(404, { 'content-type': 'text/plain' });
        reply.raw.end();
      }
    });
  },
  { name: 'competitions' },
);
