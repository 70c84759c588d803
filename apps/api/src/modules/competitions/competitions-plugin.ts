import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { countHit } from '../../lib/rate-limit';
import { createWakeSignal, type WakeSignal } from '../wager-facts/wake-signal';
import { createLiveStandings, type LiveStandings } from './live-standings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes the competitions loop (started by start-platform.ts) when money moved in this process. */
    competitionsSignal: WakeSignal;
    /** The slot races' live standings (server-sent events). */
    liveStandings: LiveStandings;
  }
}

/** Open live-standings streams an address may start per rate-limit window. */
export const liveStreamsPerWindow = 60;

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
