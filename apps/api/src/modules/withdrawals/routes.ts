import { playerRoutes } from '@casino/contract/routes/player';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { players } from '../../db/schema';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { cancelWithdrawals } from './cancel-withdrawals';
import { listPendingWithdrawals } from './list-pending-withdrawals';
import { requestWithdrawal } from './request-withdrawal';
import { listWithdrawalMethods } from './withdrawal-methods';

const player = { config: { session: 'player' as const }, headers: apiHeadersSchema, tags: ['cashier'] };

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.listWithdrawalMethods,
    { ...player, summary: 'Withdrawal methods' },
    async (request) => {
      const [row] = await app.db
        .select({ currency: players.currency })
        .from(players)
        .where(eq(players.id, sessionPlayer(request).playerId));
      const isSimulated = app.processors.active?.name === 'sandbox';
      return okEnvelope({ methods: listWithdrawalMethods(row?.currency ?? 'EUR', isSimulated) });
    },
  );

  registerRoute(
    app,
    playerRoutes.requestWithdrawal,
    { ...player, summary: 'Request a withdrawal' },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      const { kycAboveMinor } = app.config.cashier;
      const view = await requestWithdrawal(app.db, playerId, request.body, app.now(), kycAboveMinor);
      return okEnvelope(view, translate(request.locale, 'withdrawal_requested'));
    },
  );

  registerRoute(
    app,
    playerRoutes.listPendingWithdrawals,
    { ...player, summary: 'Pending withdrawals' },
    async (request) =>
      okEnvelope(await listPendingWithdrawals(app.db, sessionPlayer(request).playerId, app.now())),
  );

  registerRoute(
    app,
    playerRoutes.cancelPendingWithdrawals,
    { ...player, summary: 'Cancel pending withdrawals (their holds go back to cash)' },
    async (request) =>
      okEnvelope(
        await cancelWithdrawals(app.db, sessionPlayer(request).playerId, request.body.trans_ids, app.now()),
      ),
  );
};
