import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/envelope';
import { translate } from '../i18n';
import { localeOf } from './error-handler';

export interface NotFoundOptions {
  /** Answers a browser navigation the API does not own (the SPA fallback); false when it declines. */
  serveSpa?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/** `/api/v1/games/:id` -> a pattern matching concrete paths; wildcard routes are left out on purpose. */
function toPattern(url: string): RegExp | null {
  if (url.includes('*')) return null;
  const escaped = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Fastify answers an unknown path and a known path with the wrong method alike (404). We keep an
 * index of registered routes to tell them apart, so a wrong method answers 405 with an Allow header.
 */
export const notFoundPlugin = fp<NotFoundOptions>(
  async (app: FastifyInstance, options) => {
    const routes: { method: string; pattern: RegExp }[] = [];
    app.addHook('onRoute', (route) => {
      const pattern = toPattern(route.url);
      if (!pattern) return;
      for (const method of [route.method].flat()) routes.push({ method: method.toUpperCase(), pattern });
    });

    function allowedMethods(path: string): string[] {
      return [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    }

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const allowed = allowedMethods(path);
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
