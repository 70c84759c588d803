import { rootRoutes } from '@casino/contract/routes/root';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope, okEnvelope, responses } from '../../lib/envelope';
import { translate } from '../../i18n';
import { loggableError } from '../../lib/loggable-error';
import { registerRoute } from '../../lib/register-route';

const startedAt = Date.now();

/** For load balancers and orchestrators: no api-key, answers 503 when the database is unreachable. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    rootRoutes.getHealth,
    {
      tags: ['ops'],
      summary: 'Liveness, database check and the background jobs’ metrics',
      security: [],
      extraResponses: { 503: responses(rootRoutes.getHealth.response)[200] },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      // The background jobs' counts (no error text): a job failing does not make the instance unhealthy.
      const { isLeader: isJobsLeader, jobs } = app.jobs.metrics();
      const instance = { uptimeSeconds, isJobsLeader, jobs };
      try {
        await app.db.execute(sql`select 1`);
        return okEnvelope({ status: 'ok' as const, database: 'up' as const, ...instance });
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'health check: database unreachable');
        const data = { status: 'degraded' as const, database: 'down' as const, ...instance };
        reply.code(503);
        return {
          ...errorEnvelope('service_unavailable', translate(request.locale, 'service_unavailable')),
          data,
        };
      }
    },
  );
};
