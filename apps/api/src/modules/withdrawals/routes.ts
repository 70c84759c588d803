import {
  cancelWithdrawalsBodySchema,
  cancelWithdrawalsDataSchema,
  pendingWithdrawalsDataSchema,
  withdrawalMethodsDataSchema,
  withdrawalSchema,
  withdrawBodySchema,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { players } from '../../db/schema';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { sessionPlayer } from '../../lib/session-player';
import { cancelWithdrawals } from './cancel-withdrawals';
import { listPendingWithdrawals } from './list-pending-withdrawals';
import { requestWithdrawal } from './request-withdrawal';
import { listWithdrawalMethods } from './withdrawal-methods';

const player = { config: { session: 'player' as const } };

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/withdrawalMethods',
    {
      ...player,
      schema: {
        headers: apiHeadersSchema,
        tags: ['cashier'],
        summary: 'Withdrawal methods',
        response: responses(withdrawalMethodsDataSchema),
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ currency: players.currency })
        .from(players)
        .where(eq(players.id, sessionPlayer(request).playerId));
      return okEnvelope({ methods: listWithdrawalMethods(row?.currency ?? 'EUR') });
    },
  );

  app.post(
    '/player/withdraw',
    {
      ...player,
      schema: {
        headers: apiHeadersSchema,
        body: withdrawBodySchema,
        tags: ['cashier'],
        summary: 'Request a withdrawal',
        response: responses(withdrawalSchema),
      },
    },
    async (request) => {
      const view = await requestWithdrawal(app.db, sessionPlayer(request).playerId, request.body, app.now());
      return okEnvelope(view, translate(request.locale, 'withdrawal_requested'));
    },
  );

  app.get(
    '/player/transactions/pendingWithdrawals',
    {
      ...player,
      schema: {
        headers: apiHeadersSchema,
        tags: ['cashier'],
        summary: 'Pending withdrawals',
        response: responses(pendingWithdrawalsDataSchema),
      },
    },
    async (request) =>
      okEnvelope(await listPendingWithdrawals(app.db, sessionPlayer(request).playerId, app.now())),
  );

  app.post(
    '/player/transactions/pendingWithdrawals/cancel',
    {
      ...player,
      schema: {
        headers: apiHeadersSchema,
        body: cancelWithdrawalsBodySchema,
        tags: ['cashier'],
        summary: 'Cancel pending withdrawals (their holds go back to cash)',
        response: responses(cancelWithdrawalsDataSchema),
      },
    },
    async (request) =>
      okEnvelope(
        await cancelWithdrawals(app.db, sessionPlayer(request).playerId, request.body.trans_ids, app.now()),
      ),
  );
};
