import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { getTawkPlayerDetails } from './get-tawk-player-details';

export const liveChatRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getTawkToPlayerDetails,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['live chat'],
      summary: "The live chat's visitor data of the session's player, with Tawk.to's secure-mode hash",
    },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      return okEnvelope(
        await getTawkPlayerDetails(app.db, { playerId, secret: app.config.engage.tawkSecret }),
      );
    },
  );
};
