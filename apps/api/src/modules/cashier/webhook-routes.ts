import { rootRoutes } from '@casino/contract/routes/root';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { creditDeposit } from './credit-deposit';

/**
 * POST /payments/webhook/{processor}: outside /api/v1 (a processor has no api-key nor session). The
 * body is kept raw because the signature covers the exact bytes; it is parsed only once verified.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  registerRoute(
    app,
    rootRoutes.receivePaymentWebhook,
    {
      tags: ['payments'],
      security: [],
      summary: 'A payment processor reports a payment (signed)',
    },
    async (request) => {
      const processor = app.processors.byName.get(request.params.processor);
      if (!processor) throw new AppError('unknown_processor');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!processor.verifyWebhook(raw, request.headers)) throw new AppError('invalid_signature');
      const event = processor.parseWebhook(raw);
      if (!event) throw new AppError('validation_error');
      // Not a final payment (waiting, confirming, failed): acknowledged so the processor stops retrying.
      if (!event.paid) return okEnvelope(null);
      return okEnvelope(await creditDeposit(app.db, processor.name, event, app.now()));
    },
  );
};
