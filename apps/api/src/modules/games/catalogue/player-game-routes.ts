import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../../lib/api-headers';
import { okEnvelope } from '../../../lib/envelope';
import { registerRoute } from '../../../lib/register-route';
import { sessionPlayer } from '../../../lib/session-player';
import { addFavoriteGame, listFavoriteGames, listFavoriteIds, removeFavoriteGame } from './favorite-games';
import { addRecentPlayedGame, listRecentGames } from './recent-games';

const player = { config: { session: 'player' as const } };
const tags = ['games'];

/** The player's own game lists: every query is filtered by the session's player, never by input. */
export const playerGameRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.addFavoriteGame,
    {
      ...player,
      headers: apiHeadersSchema,
      tags,
      summary: 'Add a favourite game (adding one twice is no error)',
    },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      return okEnvelope({
        favorites: await addFavoriteGame(app.db, playerId, request.body.gameid, app.now()),
      });
    },
  );

  registerRoute(
    app,
    playerRoutes.removeFavoriteGame,
    { ...player, headers: apiHeadersSchema, tags, summary: 'Remove a favourite game' },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      return okEnvelope({ favorites: await removeFavoriteGame(app.db, playerId, request.body.gameid) });
    },
  );

  registerRoute(
    app,
    playerRoutes.listFavoriteGameIds,
    {
      ...player,
      headers: apiHeadersSchema,
      tags,
      summary: "The ids of the player's favourite games (fetched at start)",
    },
    async (request) =>
      okEnvelope({ favorites: await listFavoriteIds(app.db, sessionPlayer(request).playerId) }),
  );

  registerRoute(
    app,
    playerRoutes.listFavoriteGames,
    {
      ...player,
      headers: apiHeadersSchema,
      tags,
      summary: 'The favourite games, newest first (40 at a time from offset 0)',
    },
    async (request) =>
      okEnvelope(
        await listFavoriteGames(app.db, sessionPlayer(request).playerId, request.query, request.locale),
      ),
  );

  registerRoute(
    app,
    playerRoutes.addRecentPlayedGame,
    { ...player, headers: apiHeadersSchema, tags, summary: 'Mark a game as played now' },
    async (request) =>
      okEnvelope(
        await addRecentPlayedGame(app.db, sessionPlayer(request).playerId, request.body.gameid, app.now()),
      ),
  );

  registerRoute(
    app,
    playerRoutes.listRecentGames,
    { ...player, headers: apiHeadersSchema, tags, summary: 'The recently played games, last played first' },
    async (request) =>
      okEnvelope(
        await listRecentGames(app.db, sessionPlayer(request).playerId, request.query, request.locale),
      ),
  );
};
