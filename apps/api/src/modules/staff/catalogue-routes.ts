import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { catalogueGameById, listCatalogueGames, updateCatalogueGame } from './catalogue-games';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** The games catalogue screen: every game with its provider, category, tags, order and home sections. */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    routes.listCatalogueGames,
    { ...staff, summary: 'Catalogue games, enabled or not, most popular first (the player site order)' },
    async (request) => okEnvelope(await listCatalogueGames(app.db, request.query)),
  );

  registerRoute(
    app,
    routes.updateCatalogueGame,
    {
      ...staff,
      summary:
        'Enable or disable a game, or set its order, category, tags or home sections (kept over syncs)',
    },
    async (request) => {
      request.auditBefore = await catalogueGameById(app.db, request.params.id);
      const game = await updateCatalogueGame(app.db, {
        id: request.params.id,
        change: request.body,
        now: app.now(),
      });
      // The triggers moved the catalogue's version; this process reads it again at once (others within
      // their version TTL), so the player site's lists and ETags follow.
      app.catalogueCache.invalidate();
      return okEnvelope(game);
    },
  );
}
