import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The seamless-wallet protocol for game providers, under /provider/v1. */
export const providerWalletRoutes: FastifyPluginAsyncZod = async () => {};
