import { sportsbookRoutes as routes } from '@casino/contract/routes/sportsbook';
import type { SportsbookPrefs } from '@casino/contract/sportsbook';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { playerPrefs } from '../db/schema.js';
import type { SportsbookContext } from './context.js';
import { okEnvelope } from './errors.js';
import { registerRoute } from './register-route.js';
import type { PlayerSession } from './sessions.js';

const defaults: SportsbookPrefs = { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' };

/** The player's preferences: kept under the player the launch session names, so every session sees them. */
export function prefsRoutes(
  app: FastifyInstance,
  options: {
    ctx: SportsbookContext;
    sessionOf: (request: Pick<FastifyRequest, 'headers'>) => Promise<PlayerSession>;
  },
) {
  const { ctx, sessionOf } = options;
  const { db } = ctx.deps;
  registerRoute(
    app,
    routes.prefs,
    { summary: "The player's favourites and odds settings" },
    async (request) => {
      const { playerId } = await sessionOf(request);
      const [row] = await db.select().from(playerPrefs).where(eq(playerPrefs.playerId, playerId));
      return okEnvelope(row ? viewOf(row) : defaults);
    },
  );
  registerRoute(app, routes.savePrefs, { summary: "Saves the player's preferences" }, async (request) => {
    const { playerId } = await sessionOf(request);
    const prefs = { ...request.body, favourites: [...new Set(request.body.favourites)] };
    const [row] = await db
      .insert(playerPrefs)
      .values({ playerId, ...prefs, updatedAt: ctx.deps.now() })
      .onConflictDoUpdate({ target: playerPrefs.playerId, set: { ...prefs, updatedAt: ctx.deps.now() } })
      .returning();
    return okEnvelope(viewOf(row!));
  });
}

const viewOf = (row: typeof playerPrefs.$inferSelect): SportsbookPrefs => ({
  favourites: row.favourites,
  oddsFormat: row.oddsFormat,
  acceptOddsChange: row.acceptOddsChange,
});
