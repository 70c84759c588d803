import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudioContext } from '../context';
import { okEnvelope } from '../lib/studio-error';
import { resumeOpenRound } from '../rounds/step-round-expire';
import { cashOut, playStep } from '../rounds/step-round-move';
import { startStepRound } from '../rounds/step-round-start';
import { resolveSession } from '../sessions/resolve-session';
import { studioSessionHeader } from '../sessions/tokens';
import { parseJson } from './raw-body';

/**
 * Multi-step games (mines, hi-lo) on the game page's API: open a round with a bet, move, cash out.
 * Authenticated by the studio's session token like /api/play.
 */
const token = (request: FastifyRequest) => request.headers[studioSessionHeader];
type WithRoundId = { Params: { id: string } };

export async function stepRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  app.post('/api/rounds', async (request) =>
    okEnvelope(await startStepRound(ctx, await resolveSession(ctx, token(request)), parseJson(request.body))),
  );

  app.get('/api/rounds/open', async (request) =>
    okEnvelope(await resumeOpenRound(ctx, await resolveSession(ctx, token(request)))),
  );

  app.post<WithRoundId>('/api/rounds/:id/step', async (request) => {
    const resolved = await resolveSession(ctx, token(request));
    return okEnvelope(await playStep(ctx, resolved, request.params.id, parseJson(request.body)));
  });

  app.post<WithRoundId>('/api/rounds/:id/cashout', async (request) =>
    okEnvelope(await cashOut(ctx, await resolveSession(ctx, token(request)), request.params.id)),
  );
}
