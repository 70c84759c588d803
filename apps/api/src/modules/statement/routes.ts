import { statementParamsSchema } from '@casino/contract';
import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { getActivityStatement } from './get-activity-statement';
import { getStatementPdf } from './get-statement-pdf';

const tags = ['responsible gambling'];

/** Drawing a PDF costs more than a read: a player gets a few a minute, which is plenty. */
const pdfRateLimit = { max: 10, timeWindow: '1 minute' };

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getActivityStatement,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags,
      summary: 'Annual activity statement: deposits, withdrawals and net result by product for a year',
      description:
        'The same statement as a PDF file, in the language of x-language: GET /player/statement/{year}/pdf.',
    },
    async (request) =>
      okEnvelope(
        await getActivityStatement(app.db, {
          playerId: sessionPlayer(request).playerId,
          year: request.params.year,
          now: app.now(),
        }),
      ),
  );

  // The same statement as a PDF download: not an envelope, so outside the contract's JSON routes.
  app.get(
    '/player/statement/:year/pdf',
    {
      config: { session: 'player', rateLimit: pdfRateLimit },
      // Kept out of the OpenAPI document, which describes envelopes; the JSON route's description names it.
      schema: { headers: apiHeadersSchema, params: statementParamsSchema, hide: true },
    },
    async (request, reply) => {
      const { year, pdf } = await getStatementPdf(app.db, {
        playerId: sessionPlayer(request).playerId,
        year: request.params.year,
        now: app.now(),
        language: request.locale,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${year}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
