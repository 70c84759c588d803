import { anonSessionDataSchema, checkAnonSessionDataSchema, headerNames } from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { checkAnonSession } from './check-anon-session';
import { createAnonSession } from './create-anon-session';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/anon',
    {
      // A stale token must not stop a visitor from getting a fresh session.
      config: { session: 'ignore' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['session'],
        summary: 'Create an anonymous session',
        response: responses(anonSessionDataSchema),
      },
    },
    async (request) =>
      okEnvelope(
        await createAnonSession(app.db, app.config, {
          skinId: request.skin.id,
          ip: request.ip,
          now: app.now(),
        }),
      ),
  );

  app.get(
    '/checkAnonSession',
    {
      config: { session: 'ignore' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['session'],
        summary: 'Is the x-anon-session token still valid',
        response: responses(checkAnonSessionDataSchema),
      },
    },
    async (request) => {
      const header = request.headers[headerNames.anonSession];
      const token = typeof header === 'string' ? header : null;
      return okEnvelope(
        await checkAnonSession(app.db, app.config, { token, skinId: request.skin.id, now: app.now() }),
      );
    },
  );
};
