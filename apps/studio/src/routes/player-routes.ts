import type { FastifyInstance } from 'fastify';
import type { StudioContext } from '../context';
import { studioPageApiRoutes as routes } from '../contract/routes';
import { publicSeed, rotateSeed } from '../engine/seeds';
import { okEnvelope } from '../lib/studio-error';
import { listHistory } from '../rounds/list-history';
import { playRound } from '../rounds/play-round';
import { openSession } from '../sessions/open-session';
import { requireAuthenticated, resolveSession } from '../sessions/resolve-session';
import { studioSessionHeader } from '../sessions/tokens';
import { registerRoute } from './register-route';

/** The game page's own API, under /api: authenticated by the studio's session token, never the platform's. */
const token = (request: { headers: Record<string, unknown> }) => request.headers[studioSessionHeader];
const tag = 'game page';

export async function playerRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  registerRoute(app, routes.session, { tag, summary: 'The session: game, balance, seeds' }, async (request) =>
    okEnvelope(await openSession(ctx, token(request))),
  );
  registerRoute(app, routes.play, { tag, summary: 'Play one round (single-shot games)' }, async (request) => {
    const resolved = await resolveSession(ctx, token(request));
    return okEnvelope(await playRound(ctx, resolved, request.body));
  });
  registerRoute(app, routes.history, { tag, summary: "The player's last rounds" }, async (request) => {
    const resolved = requireAuthenticated(await resolveSession(ctx, token(request)));
    return okEnvelope({ rounds: await listHistory(ctx, resolved.playerKey, resolved.session.game) });
  });
  registerRoute(
    app,
    routes.rotateSeed,
    { tag, summary: 'Reveal the server seed and start a new pair' },
    async (request) => {
      const resolved = requireAuthenticated(await resolveSession(ctx, token(request)));
      const { revealed, next } = await rotateSeed(
        ctx.db,
        resolved.playerKey,
        ctx.now(),
        request.body.clientSeed,
      );
      return okEnvelope({ revealed: revealed ? publicSeed(revealed) : null, seed: publicSeed(next) });
    },
  );
}
