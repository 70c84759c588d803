import type { FastifyInstance } from 'fastify';
import type { StudioContext } from '../context';
import { studioPageApiRoutes as routes } from '../contract/routes';
import { okEnvelope } from '../lib/studio-error';
import { resumeOpenRound } from '../rounds/step-round-expire';
import { cashOut, playStep } from '../rounds/step-round-move';
import { startStepRound } from '../rounds/step-round-start';
import { resolveSession } from '../sessions/resolve-session';
import { studioSessionHeader } from '../sessions/tokens';
import { registerRoute } from './register-route';

/**
 * Multi-step games (mines, hi-lo) on the game page's API: open a round with a bet, move, cash out.
 * Authenticated by the studio's session token like /api/play.
 */
const token = (request: { headers: Record<string, unknown> }) => request.headers[studioSessionHeader];
const tag = 'game page';

export async function stepRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  const session = (request: { headers: Record<string, unknown> }) => resolveSession(ctx, token(request));
  registerRoute(
    app,
    routes.startRound,
    { tag, summary: 'Open a multi-step round with a bet' },
    async (request) => okEnvelope(await startStepRound(ctx, await session(request), request.body)),
  );
  registerRoute(app, routes.openRound, { tag, summary: "The player's open round, if any" }, async (request) =>
    okEnvelope(await resumeOpenRound(ctx, await session(request))),
  );
  registerRoute(app, routes.stepRound, { tag, summary: 'Play one move of an open round' }, async (request) =>
    okEnvelope(await playStep(ctx, await session(request), request.params.id, request.body)),
  );
  registerRoute(app, routes.cashOutRound, { tag, summary: 'Cash out an open round' }, async (request) =>
    okEnvelope(await cashOut(ctx, await session(request), request.params.id)),
  );
}
