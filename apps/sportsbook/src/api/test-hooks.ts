import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sportsbookSessionHeader } from '@casino/contract/sportsbook';
import type { SportsbookRuntime } from '../runtime/start-sportsbook.js';
import type { SportsbookContext } from './context.js';
import { okEnvelope, SportsbookError } from './errors.js';
import { playerSession } from './sessions.js';

const hurryBody = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60_000),
});

/**
 * Tests and development only (registered when config.testHooks is on, never in production): plays a
 * simulated match on by `ms` (played at the feed's next tick), so a browser test sees a live score move,
 * prices change and a bet settle without waiting for the match. Needs a player's session.
 */
export async function testHookRoutes(
  app: FastifyInstance,
  options: { ctx: SportsbookContext; runtime: SportsbookRuntime },
) {
  const { ctx, runtime } = options;
  app.post<{ Params: { id: string } }>('/test/events/:id/hurry', async (request) => {
    const session = await playerSession(ctx, request.headers[sportsbookSessionHeader]);
    const body = hurryBody.safeParse(JSON.parse(String(request.body || '{}')));
    if (!body.success) throw new SportsbookError('validation_error', session.language);
    if (!runtime.feed.hurry(request.params.id, body.data.ms))
      throw new SportsbookError('sport_event_not_found', session.language);
    // The feed's next tick (its timer's, a second at most) plays it: a tick of its own here could
    // run beside the timer's and log their messages out of order.
    return okEnvelope({ eventId: request.params.id, ms: body.data.ms });
  });
}
