import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { submitWithdrawalAddress } from './submit-withdrawal-address';
import { findLinkedWithdrawal, linkView } from './withdrawal-link';

const link = { headers: apiHeadersSchema, tags: ['cashier'] };

/** The e-mailed link's page (web: /withdraw-link/:token). No login: the token is the proof. */
export const withdrawalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getWithdrawalLink,
    { ...link, summary: 'The withdrawal behind an e-mailed link' },
    async (request) =>
      okEnvelope(linkView(await findLinkedWithdrawal(app.db, request.params.token, app.now()))),
  );

  registerRoute(
    app,
    playerRoutes.submitWithdrawalAddress,
    { ...link, summary: 'Enter the payout address; the payout is sent' },
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
