import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { emailOutbox, players } from '../db/schema';
import { sandboxSignatureHeader, signSandboxBody } from '../modules/cashier/sandbox-processor';
import { upsertStaffUser, type StaffRole } from '../modules/staff/staff-users';
import { call } from './accounts';
import { loginAsNewPlayer, type TestPlayer } from './players';

/** For a server process the test starts itself; apps built by useTestApp sign with their own config's key. */
export const sandboxSecret = 'test-sandbox-webhook-secret-0123456789';

/** A logged-in player whose profile passes the cashier's missing-profile check. */
export async function cashierReadyPlayer(
  app: App,
  overrides: { currency?: string } = {},
): Promise<TestPlayer> {
  const player = await loginAsNewPlayer(app, overrides);
  await app.db
    .update(players)
    .set({
      fname: 'Ada',
      lname: 'Lovelace',
      address: '1 Main St',
      city: 'Berlin',
      zip: '10115',
      mobile: '+4915112345678',
    })
    .where(eq(players.id, player.playerId));
  return player;
}

export interface TestInvoice {
  id: string;
  cryptoAmount: string;
  currency: string;
}

export async function openInvoice(
  app: App,
  player: TestPlayer,
  amount: string,
  coin = 'BTC',
): Promise<TestInvoice> {
  const response = await call(app, 'POST', '/player/deposit', {
    player: player.token,
    body: { currency: coin, amount },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TestInvoice }>().data;
}

export function webhookBody(invoice: TestInvoice, paymentId: string, amount = invoice.cryptoAmount) {
  return JSON.stringify({
    invoiceId: invoice.id,
    paymentId,
    cryptoCurrency: invoice.currency,
    amount,
    status: 'paid',
  });
}

export function sendWebhook(
  app: App,
  body: string,
  signature = signSandboxBody(body, app.config.cashier.sandboxWebhookSecret),
) {
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

/** A staff user of a role and its bearer token, through the staff API's login. */
export async function staffToken(app: App, role: StaffRole = 'payments'): Promise<string> {
  const username = `staff-${role}-${Math.random().toString(36).slice(2, 8)}`;
  await upsertStaffUser(app.db, { username, password: 'staff-password-123', role, now: new Date() });
  const response = await app.inject({
    method: 'POST',
    url: '/staff/v1/login',
    // Each from its own address, so the staff login throttle never counts a test's own logins.
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { username, password: 'staff-password-123' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

export function staffCall(
  app: App,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
}

export async function requestWithdrawalOf(app: App, player: TestPlayer, amount: string, method = 'BTC') {
  const response = await call(app, 'POST', '/player/withdraw', {
    player: player.token,
    body: { method, amount },
  });
  return {
    response,
    id: response.statusCode === 200 ? response.json<{ data: { id: string } }>().data.id : '',
  };
}

/** The token of the newest withdrawal-approved mail to the player. */
export async function withdrawalLinkToken(app: App, player: TestPlayer): Promise<string> {
  const [mail] = await app.db
    .select({ links: emailOutbox.links })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, player.email), eq(emailOutbox.template, 'withdrawal-approved')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.links[0] ?? '';
  expect(link).toMatch(/\/withdraw-link\/[\w-]+$/);
  return link.split('/').pop() ?? '';
}
