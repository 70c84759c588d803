import { playerRoutes } from '@casino/contract/routes/player';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { players } from '../../db/schema';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import {
  challengesView,
  findRaceByUrl,
  leaderboardView,
  setShowName,
  slotRaceView,
  slotRacesView,
} from './views';

const open = { config: { session: 'optional' as const }, headers: apiHeadersSchema, tags: ['competitions'] };
const player = { config: { session: 'player' as const }, headers: apiHeadersSchema, tags: ['competitions'] };

/** The player's competition calls: challenges, leaderboards and slot races (open to visitors too). */
export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.listChallenges,
    { ...open, summary: "Challenges on multipliers, prizes and minimum bets in the player's currency" },
    async (request) => {
      const playerId = request.playerSession?.playerId ?? null;
      let currency = 'EUR';
      if (playerId) {
        const [row] = await app.db
          .select({ currency: players.currency })
          .from(players)
          .where(eq(players.id, playerId));
        currency = row?.currency ?? 'EUR';
      }
      return okEnvelope(await challengesView(app.db, currency, app.now()));
    },
  );

  registerRoute(
    app,
    playerRoutes.getPlayerLeaderboard,
    { ...open, summary: 'A leaderboard (all, daily, weekly, monthly in UTC) and the player’s own row' },
    async (request) =>
      okEnvelope(
        await leaderboardView(app.db, {
          id: request.params.id,
          limit: request.query.limit,
          offset: request.query.offset,
          playerId: request.playerSession?.playerId ?? null,
          now: app.now(),
          cache: app.leaderboardCache,
        }),
      ),
  );

  registerRoute(
    app,
    playerRoutes.setLeaderboardName,
    { ...player, summary: 'Show the player’s name on leaderboards and winner lists, or mask it' },
    async (request) =>
      okEnvelope(await setShowName(app.db, sessionPlayer(request).playerId, request.body.show, app.now())),
  );

  registerRoute(
    app,
    playerRoutes.listSlotRaces,
    { ...open, summary: 'Slot races: live and upcoming, then those of the last week' },
    async () => okEnvelope(await slotRacesView(app.db, app.now())),
  );

  registerRoute(
    app,
    playerRoutes.getSlotRace,
    { ...open, summary: 'A slot race, its standings (results once frozen) and the player’s place' },
    async (request) => {
      const race = await findRaceByUrl(app.db, request.params.url);
      if (!race) throw new AppError('not_found');
      return okEnvelope(await slotRaceView(app.db, race, request.playerSession?.playerId ?? null, app.now()));
    },
  );
};
