import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../../lib/api-headers';
import { okEnvelope } from '../../../lib/envelope';
import { registerRoute } from '../../../lib/register-route';
import { sessionPlayer } from '../../../lib/session-player';
import { listFreeRounds } from './list-free-rounds';

/** The player's free rounds (under /api/v1): only ever the session's own grants. */
export const freeRoundRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.listFreeRounds,
    {
      config: { session: 'player' as const },
      headers: apiHeadersSchema,
      tags: ['games'],
      summary: 'Free rounds granted to the player that are still playable, with game and rounds left',
    },
    async (request) =>
      okEnvelope({ freeRounds: await listFreeRounds(app.db, sessionPlayer(request).playerId, app.now()) }),
  );
};
