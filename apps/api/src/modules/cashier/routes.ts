import { webhookAnswerSchema } from '@casino/contract';
import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { createDeposit } from './create-deposit';
import { getBalance } from './get-balance';
import { getDepositInvoice } from './get-deposit-invoice';
import { listTransactions } from './list-transactions';
import { sandboxSignatureHeader } from './sandbox-processor';
import { buildSandboxPayment } from './simulate-payment';

const player = { config: { session: 'player' as const }, headers: apiHeadersSchema, tags: ['cashier'] };

const simulatePath = (depositId: string) => `/api/v1/player/deposit/${depositId}/simulate`;

export const cashierRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, playerRoutes.getBalance, { ...player, summary: 'Balance' }, async (request) =>
    okEnvelope(await getBalance(app.db, sessionPlayer(request).playerId)),
  );

  registerRoute(
    app,
    playerRoutes.createDeposit,
    { ...player, summary: 'Open a crypto deposit invoice' },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      const { cashier } = app.config;
      const invoice = await createDeposit(
        {
          db: app.db,
          processor: app.processors.active,
          now: app.now(),
          invoiceMs: cashier.invoiceMs,
          simulatePath: app.processors.active?.name === 'sandbox' ? simulatePath : null,
        },
        playerId,
        request.body,
      );
      return okEnvelope(invoice);
    },
  );

  registerRoute(
    app,
    playerRoutes.getDepositInvoice,
    {
      ...player,
      summary: 'One of the player’s own open deposit invoices, to show it again until it expires',
    },
    async (request) =>
      okEnvelope(
        await getDepositInvoice(app.db, {
          playerId: sessionPlayer(request).playerId,
          depositId: request.params.id,
          now: app.now(),
          simulatePath: app.config.cashier.sandboxEnabled ? simulatePath : null,
        }),
      ),
  );

  registerRoute(
    app,
    playerRoutes.listTransactions,
    { ...player, summary: 'Deposits and withdrawals, filtered and paged' },
    async (request) =>
      okEnvelope(await listTransactions(app.db, sessionPlayer(request).playerId, request.body, app.now())),
  );

  if (!app.config.cashier.sandboxEnabled) return;
  // Outside production: pays a sandbox invoice by sending the signed webhook the sandbox processor
  // would send, through the same public webhook route (signature check included).
  registerRoute(
    app,
    playerRoutes.simulateDeposit,
    { ...player, summary: 'Sandbox only: pay an invoice' },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      const signed = await buildSandboxPayment(
        app.db,
        playerId,
        request.params.id,
        app.config.cashier.sandboxWebhookSecret,
      );
      const response = await app.inject({
        method: 'POST',
        url: '/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signed.signature },
        payload: signed.body,
      });
      const answer = response.json<{ info: { resultCode: string }; data: unknown }>();
      if (response.statusCode !== 200) throw new AppError(answer.info.resultCode as never);
      return okEnvelope(webhookAnswerSchema.parse(answer.data));
    },
  );
};
