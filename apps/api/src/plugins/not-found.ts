import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/envelope';
import { translate } from '../i18n';
import { localeOf } from './error-handler';
import type { RouteIndex } from './route-index';

export interface NotFoundOptions {
  /** Every route registered after this plugin is added to it (shared with the client-error handler). */
  routeIndex: RouteIndex;
  /** Answers a browser navigation the API does not own (the SPA fallback); false when it declines. */
  serveSpa?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/** An unknown path answers 404; a known path with a wrong method answers 405 with an Allow header. */
export const notFoundPlugin = fp<NotFoundOptions>(
  async (app: FastifyInstance, options) => {
    const { routeIndex } = options;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeIndex.add(method, route.url);
    });

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const allowed = routeIndex.allowedMethods(path);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send(errorEnvelope('method_not_allowed', translate(localeOf(request), 'method_not_allowed')));
      }
      if (options.serveSpa && (await options.serveSpa(request, reply))) return reply;
      return reply.code(404).send(errorEnvelope('not_found', translate(localeOf(request), 'not_found')));
    });
  },
  { name: 'not-found', dependencies: ['@fastify/rate-limit'] },
);
