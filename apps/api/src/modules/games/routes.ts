import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Catalogue, search, favourites and recently played (player API). */
export const gameRoutes: FastifyPluginAsyncZod = async () => {};
