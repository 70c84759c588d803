import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Game launch, the player's game history and the home page's winners (player API). */
export const gamePlayRoutes: FastifyPluginAsyncZod = async () => {};
