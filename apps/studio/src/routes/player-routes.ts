import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StudioContext } from '../context';
import { publicSeed, rotateSeed } from '../engine/seeds';
import { okEnvelope, StudioError } from '../lib/studio-error';
import { listHistory } from '../rounds/list-history';
import { playRound } from '../rounds/play-round';
import { openSession } from '../sessions/open-session';
import { requireAuthenticated, resolveSession } from '../sessions/resolve-session';
import { studioSessionHeader } from '../sessions/tokens';
import { parseJson } from './raw-body';

/** The game page's own API, under /api: authenticated by the studio's session token, never the platform's. */
const rotateBodySchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x20-\x7e]+$/, 'printable characters only')
    .optional(),
});

const token = (request: FastifyRequest) => request.headers[studioSessionHeader];

export async function playerRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  app.get('/api/session', async (request) => okEnvelope(await openSession(ctx, token(request))));

  app.post('/api/play', async (request) => {
    const resolved = await resolveSession(ctx, token(request));
    return okEnvelope(await playRound(ctx, resolved, parseJson(request.body)));
  });

  app.get('/api/history', async (request) => {
    const resolved = requireAuthenticated(await resolveSession(ctx, token(request)));
    return okEnvelope({ rounds: await listHistory(ctx, resolved.playerKey, resolved.session.game) });
  });

  app.post('/api/seeds/rotate', async (request) => {
    const resolved = requireAuthenticated(await resolveSession(ctx, token(request)));
    const body = rotateBodySchema.safeParse(parseJson(request.body));
    if (!body.success) throw new StudioError('validation_error', body.error.issues[0]?.message);
    const { revealed, next } = await rotateSeed(ctx.db, resolved.playerKey, ctx.now(), body.data.clientSeed);
    return okEnvelope({ revealed: revealed ? publicSeed(revealed) : null, seed: publicSeed(next) });
  });
}
