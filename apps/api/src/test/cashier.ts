import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { players } from '../db/schema';
import { sandboxSignatureHeader, signSandboxBody } from '../modules/cashier/sandbox-processor';
import { call } from './accounts';
import { loginAsNewPlayer, type TestPlayer } from './players';

export const sandboxSecret = 'sandbox-webhook-secret-change-me';

/** A logged-in player whose profile passes the cashier's missing-profile check. */
export async function cashierReadyPlayer(app: App, overrides: { currency?: string } = {}): Promise<TestPlayer> {
  const player = await loginAsNewPlayer(app, overrides);
  await app.db
    .update(players)
    .set({ fname: 'Ada', lname: 'Lovelace', address: '1 Main St', city: 'Berlin', zip: '10115', mobile: '+4915112345678' })
    .where(eq(players.id, player.playerId));
  return player;
}

export interface TestInvoice {
  id: string;
  cryptoAmount: string;
  currency: string;
}

export async function openInvoice(app: App, player: TestPlayer, amount: string, coin = 'BTC'): Promise<TestInvoice> {
  const response = await call(app, 'POST', '/player/deposit', { player: player.token, body: { currency: coin, amount } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TestInvoice }>().data;
}

export function webhookBody(invoice: TestInvoice, paymentId: string, amount = invoice.cryptoAmount) {
  return JSON.stringify({ invoiceId: invoice.id, paymentId, cryptoCurrency: invoice.currency, amount, status: 'paid' });
}

export function sendWebhook(app: App, body: string, signature = signSandboxBody(body, sandboxSecret)) {
  return app.inject({
    method: 'POST',
    url: '/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
    payload: body,
  });
}

/** Opens an invoice and pays it in full; answers the webhook's response. */
export async function depositFunds(app: App, player: TestPlayer, amount: string, paymentId: string) {
  const invoice = await openInvoice(app, player, amount);
  return sendWebhook(app, webhookBody(invoice, paymentId));
}

export async function balanceOf(app: App, player: TestPlayer) {
  const response = await call(app, 'GET', '/player/balance', { player: player.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { cash: string; withdrawalHold: string; withdrawable: string } }>().data;
}
