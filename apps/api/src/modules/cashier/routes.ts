import {
  balanceDataSchema,
  createDepositBodySchema,
  depositInvoiceSchema,
  transactionsBodySchema,
  transactionsDataSchema,
  webhookAnswerSchema,
} from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope, responses } from '../../lib/envelope';
import { sessionPlayer } from '../../lib/session-player';
import { createDeposit } from './create-deposit';
import { getBalance } from './get-balance';
import { getDepositInvoice } from './get-deposit-invoice';
import { listTransactions } from './list-transactions';
import { sandboxSignatureHeader } from './sandbox-processor';
import { buildSandboxPayment } from './simulate-payment';

const simulatePath = (depositId: string) => `/api/v1/player/deposit/${depositId}/simulate`;

export const cashierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/balance',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['cashier'],
        summary: 'Balance',
        response: responses(balanceDataSchema),
      },
    },
    async (request) => okEnvelope(await getBalance(app.db, sessionPlayer(request).playerId)),
  );

  app.post(
    '/player/deposit',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        body: createDepositBodySchema,
        tags: ['cashier'],
        summary: 'Open a crypto deposit invoice',
        response: responses(depositInvoiceSchema),
      },
    },
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

  app.get(
    '/player/deposit/:id',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        params: z.object({ id: z.uuid() }),
        tags: ['cashier'],
        summary: 'One of the player’s own open deposit invoices, to show it again until it expires',
        response: responses(depositInvoiceSchema),
      },
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

  app.post(
    '/player/transactions',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        body: transactionsBodySchema,
        tags: ['cashier'],
        summary: 'Deposits and withdrawals, filtered and paged',
        response: responses(transactionsDataSchema),
      },
    },
    async (request) =>
      okEnvelope(await listTransactions(app.db, sessionPlayer(request).playerId, request.body, app.now())),
  );

  if (!app.config.cashier.sandboxEnabled) return;
  // Outside production: pays a sandbox invoice by sending the signed webhook the sandbox processor
  // would send, through the same public webhook route (signature check included).
  app.post(
    '/player/deposit/:id/simulate',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        params: z.object({ id: z.uuid() }),
        tags: ['cashier'],
        summary: 'Sandbox only: pay an invoice',
        response: responses(webhookAnswerSchema),
      },
    },
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
