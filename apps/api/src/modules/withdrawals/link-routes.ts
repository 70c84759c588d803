import { withdrawalAddressBodySchema, withdrawalLinkDataSchema } from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { submitWithdrawalAddress } from './submit-withdrawal-address';
import { findLinkedWithdrawal, linkView } from './withdrawal-link';

const params = z.object({ token: z.string().min(20).max(200) });

/** The e-mailed link's page (web: /withdraw-link/:token). No login: the token is the proof. */
export const withdrawalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/withdrawalLink/:token',
    {
      schema: {
        headers: apiHeadersSchema,
        params,
        tags: ['cashier'],
        summary: 'The withdrawal behind an e-mailed link',
        response: responses(withdrawalLinkDataSchema),
      },
    },
    async (request) =>
      okEnvelope(linkView(await findLinkedWithdrawal(app.db, request.params.token, app.now()))),
  );

  app.post(
    '/withdrawalLink/:token',
    {
      schema: {
        headers: apiHeadersSchema,
        params,
        body: withdrawalAddressBodySchema,
        tags: ['cashier'],
        summary: 'Enter the payout address; the payout is sent',
        response: responses(withdrawalLinkDataSchema),
      },
    },
    async (request) =>
      okEnvelope(
        await submitWithdrawalAddress(
          { db: app.db, processor: app.processors.active, now: app.now() },
          request.params.token,
          request.body,
        ),
      ),
  );
};
