import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../../lib/api-headers';
import { okEnvelope } from '../../../lib/envelope';
import { registerRoute } from '../../../lib/register-route';
import { sessionPlayer } from '../../../lib/session-player';
import { getCasinoLatestData } from './get-casino-latest-data';
import { launchGame } from './launch-game';
import { listGameHistory } from './list-game-history';

const games = { headers: apiHeadersSchema, tags: ['games'] };

/** Game launch, the player's game history and the home page's winners (player API). */
export const gamePlayRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.launchGame,
    {
      ...games,
      // Optional: fun mode is open to visitors; real mode checks for the player in the use case.
      config: { session: 'optional' },
      summary: "Launch a game: the provider's URL for the frame",
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

  registerRoute(
    app,
    playerRoutes.listGameHistory,
    {
      ...games,
      config: { session: 'player' },
      summary: 'Game recall: the rounds of the player, newest first',
    },
    async (request) =>
      okEnvelope(await listGameHistory(app.db, sessionPlayer(request).playerId, request.body, app.now())),
  );

  registerRoute(
    app,
    playerRoutes.getCasinoLatestData,
    { ...games, summary: 'Latest and top winners, names masked' },
    async () => okEnvelope(await getCasinoLatestData(app.db, app.now())),
  );
};
