import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue-routes';
import { playerGameRoutes } from './player-game-routes';

/** Catalogue, search, favourites and recently played (player API). */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(playerGameRoutes);
};
