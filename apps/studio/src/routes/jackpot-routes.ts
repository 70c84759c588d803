import type { FastifyInstance } from 'fastify';
import type { StudioContext } from '../context';
import { studioPageApiRoutes as routes } from '../contract/routes';
import { readJackpotPool } from '../games/slots/jackpot/jackpot-pool';
import { okEnvelope } from '../lib/studio-error';
import { resolveSession } from '../sessions/resolve-session';
import { studioSessionHeader } from '../sessions/tokens';
import { registerRoute } from './register-route';

/** GET /api/jackpot: the pool of the session's jackpot game in its currency; null for fun play or other games. */
export async function jackpotRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  registerRoute(
    app,
    routes.jackpot,
    { tag: 'game page', summary: "The jackpot pool of the session's game" },
    async (request) => {
      const resolved = await resolveSession(ctx, request.headers[studioSessionHeader]);
      const pool =
        resolved.mode === 'real'
          ? await readJackpotPool(ctx.db, resolved.session.game, resolved.session.currency)
          : null;
      return okEnvelope({ pool: pool?.toString() ?? null, currency: resolved.session.currency });
    },
  );
}
