import { headerNames } from '@casino/contract';
import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { checkAnonSession } from './check-anon-session';
import { createAnonSession } from './create-anon-session';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getAnonSession,
    {
      // A stale token must not stop a visitor from getting a fresh session.
      config: { session: 'ignore' },
      headers: apiHeadersSchema,
      tags: ['session'],
      summary: 'Create an anonymous session',
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

  registerRoute(
    app,
    playerRoutes.checkAnonSession,
    {
      config: { session: 'ignore' },
      headers: apiHeadersSchema,
      tags: ['session'],
      summary: 'Is the x-anon-session token still valid',
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
