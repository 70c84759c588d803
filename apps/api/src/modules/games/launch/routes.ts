import {
  casinoLatestDataSchema,
  gameHistoryBodySchema,
  gameHistoryDataSchema,
  launchDataSchema,
  launchQuerySchema,
} from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiHeadersSchema } from '../../../lib/api-headers';
import { okEnvelope, responses } from '../../../lib/envelope';
import { sessionPlayer } from '../../../lib/session-player';
import { getCasinoLatestData } from './get-casino-latest-data';
import { launchGame } from './launch-game';
import { listGameHistory } from './list-game-history';

/** Game launch, the player's game history and the home page's winners (player API). */
export const gamePlayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/game/:id',
    {
      // Optional: fun mode is open to visitors; real mode checks for the player in the use case.
      config: { session: 'optional' },
      schema: {
        headers: apiHeadersSchema,
        params: z.object({ id: z.string().max(64) }),
        querystring: launchQuerySchema,
        tags: ['games'],
        summary: "Launch a game: the provider's URL for the frame",
        response: responses(launchDataSchema),
      },
    },
    async (request) => {
      const session = request.playerSession;
      const launcher = session?.playerId ? { playerId: session.playerId, playerSessionId: session.id } : null;
      const data = await launchGame(
        {
          db: app.db,
          games: app.config.games,
          now: app.now(),
          locale: request.locale,
          log: request.log,
        },
        request.params.id,
        launcher,
        request.query,
      );
      return okEnvelope(data);
    },
  );

  app.post(
    '/player/gameHistory',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        body: gameHistoryBodySchema,
        tags: ['games'],
        summary: 'Game recall: the rounds of the player, newest first',
        response: responses(gameHistoryDataSchema),
      },
    },
    async (request) =>
      okEnvelope(await listGameHistory(app.db, sessionPlayer(request).playerId, request.body, app.now())),
  );

  app.get(
    '/casinoLatestData',
    {
      schema: {
        headers: apiHeadersSchema,
        tags: ['games'],
        summary: 'Latest and top winners, names masked',
        response: responses(casinoLatestDataSchema),
      },
    },
    async () => okEnvelope(await getCasinoLatestData(app.db, app.now())),
  );
};
