import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositLimits, ledgerEntries, outboxEvents, players } from '../../db/schema';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import {
  balanceOf,
  cashierReadyPlayer,
  depositFunds,
  openInvoice,
  sendWebhook,
  webhookBody,
} from '../../test/cashier';
import { productionSecretsEnv, useTestApp } from '../../test/helper';
import { loginAsNewPlayer } from '../../test/players';
import { buildConfig } from '../../config';
import { reconcile } from '../ledger/reconcile';
import { createProcessors } from './processors';

const ctx = useTestApp({ env: relaxedLimitsEnv });

describe('deposits through the sandbox processor', () => {
  it('refuses an incomplete profile first, listing the missing fields', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const response = await call(ctx.app, 'POST', '/player/deposit', {
      player: player.token,
      body: { currency: 'BTC', amount: '50' },
    });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ info: { resultCode: string }; data: { missing: string[] } }>();
    expect(body.info.resultCode).toBe('profile_incomplete');
    expect(body.data.missing).toEqual(expect.arrayContaining(['address', 'mobile']));
  });

  it('opens an invoice with a memo tag for XRP and integer-exact coin amounts', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const xrp = await openInvoice(ctx.app, player, '50.00', 'XRP');
    expect(xrp).toMatchObject({
      currency: 'XRP',
      cryptoAmount: '100.00000000',
      rate: '0.50',
      amount: '50.00',
    });
    expect((xrp as unknown as { memoTag: string }).memoTag).toMatch(/^\d+$/);
    const btc = await openInvoice(ctx.app, player, '60.00', 'BTC');
    expect(btc.cryptoAmount).toBe('0.00100000');
    expect((btc as unknown as { memoTag: string | null }).memoTag).toBeNull();
  });

  it('prices a GBP invoice at the EUR rate times 0.85, exactly', async () => {
    const player = await cashierReadyPlayer(ctx.app, { currency: 'GBP' });
    // 85.00 GBP is 100 EUR; XRP is 0.50 EUR a coin, so 200 XRP.
    const xrp = await openInvoice(ctx.app, player, '85.00', 'XRP');
    expect(xrp).toMatchObject({
      currency: 'XRP',
      cryptoAmount: '200.00000000',
      amount: '85.00',
      rate: '0.42',
    });
    const body = webhookBody(xrp, 'pay-gbp-1');
    expect((await sendWebhook(ctx.app, body)).statusCode).toBe(200);
    expect((await balanceOf(ctx.app, player)).cash).toBe('85.00');
  });

  it('credits one payment once when the same webhook arrives 50 times at once, with one answer', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const invoice = await openInvoice(ctx.app, player, '25.00');
    const body = webhookBody(invoice, 'pay-concurrent-1');
    const responses = await Promise.all(Array.from({ length: 50 }, () => sendWebhook(ctx.app, body)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses[0]?.json<{ data: { credited: string } }>().data.credited).toBe('25.00');
    expect((await balanceOf(ctx.app, player)).cash).toBe('25.00');
    const entries = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, 'deposit:sandbox:pay-concurrent-1'));
    expect(entries).toHaveLength(1);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuses the same payment id reported with another amount, and posts nothing', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const invoice = await openInvoice(ctx.app, player, '10.00');
    expect((await sendWebhook(ctx.app, webhookBody(invoice, 'pay-reuse-1'))).statusCode).toBe(200);
    const changed = await sendWebhook(ctx.app, webhookBody(invoice, 'pay-reuse-1', '1.00000000'));
    expect(changed.statusCode).toBe(422);
    expect(changed.json<{ info: { resultCode: string } }>().info.resultCode).toBe('idempotency_conflict');
    // The same payment id on another invoice is the same key with another request: refused too.
    const other = await openInvoice(ctx.app, player, '10.00');
    expect((await sendWebhook(ctx.app, webhookBody(other, 'pay-reuse-1'))).statusCode).toBe(422);
    expect((await balanceOf(ctx.app, player)).cash).toBe('10.00');
  });

  it('refuses a bad signature and credits nothing', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const invoice = await openInvoice(ctx.app, player, '10.00');
    const body = webhookBody(invoice, 'pay-forged-1');
    const forged = await sendWebhook(ctx.app, body, `sha256=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ info: { resultCode: string } }>().info.resultCode).toBe('invalid_signature');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await balanceOf(ctx.app, player)).cash).toBe('0.00');
  });

  it('sets first_deposit once and writes the deposit completed and first deposit events', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    expect((await depositFunds(ctx.app, player, '30.00', 'pay-first-1')).statusCode).toBe(200);
    expect((await depositFunds(ctx.app, player, '40.00', 'pay-first-2')).statusCode).toBe(200);
    const me = await call(ctx.app, 'GET', '/player', { player: player.token });
    expect(
      me.json<{ data: { first_deposit: string; first_deposit_date: string | null } }>().data,
    ).toMatchObject({ first_deposit: '30.00' });
    const events = await ctx.db
      .select({ topic: outboxEvents.topic, payload: outboxEvents.payload })
      .from(outboxEvents);
    const mine = events.filter((event) => event.payload.playerId === player.playerId);
    expect(mine.filter((event) => event.topic === 'deposit completed')).toHaveLength(2);
    expect(mine.filter((event) => event.topic === 'first deposit')).toHaveLength(1);
  });

  it('credits at most 6 of 10 concurrent deposits of 15 against a daily limit of 100', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    await ctx.db
      .insert(depositLimits)
      .values({ playerId: player.playerId, period: 'day', amountMinor: 10_000, updatedAt: new Date() });
    // All ten invoices open (nothing is credited yet), then their payments race each other.
    const invoices = [];
    for (let i = 0; i < 10; i += 1) invoices.push(await openInvoice(ctx.app, player, '15.00'));
    const answers = await Promise.all(
      invoices.map((invoice, i) => sendWebhook(ctx.app, webhookBody(invoice, `pay-limit-${i}`))),
    );
    const statuses = answers.map((answer) => answer.json<{ data: { status: string } }>().data.status);
    expect(statuses.filter((status) => status === 'completed')).toHaveLength(6);
    expect(statuses.filter((status) => status === 'over_limit')).toHaveLength(4);
    expect((await balanceOf(ctx.app, player)).cash).toBe('90.00');
    // And a new invoice over what is left is refused up front.
    const refused = await call(ctx.app, 'POST', '/player/deposit', {
      player: player.token,
      body: { currency: 'BTC', amount: '15' },
    });
    expect(refused.json<{ info: { resultCode: string }; data: { remaining: string } }>()).toMatchObject({
      info: { resultCode: 'deposit_limit_exceeded' },
      data: { remaining: '10.00' },
    });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('lets the player pay a sandbox invoice through the simulate call', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const invoice = await openInvoice(ctx.app, player, '12.34', 'ETH');
    const paid = await call(ctx.app, 'POST', `/player/deposit/${invoice.id}/simulate`, {
      player: player.token,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const again = await call(ctx.app, 'POST', `/player/deposit/${invoice.id}/simulate`, {
      player: player.token,
    });
    expect(again.body).toBe(paid.body);
    expect((await balanceOf(ctx.app, player)).cash).toBe('12.34');
    const [row] = await ctx.db
      .select({ at: players.firstDepositAt })
      .from(players)
      .where(and(eq(players.id, player.playerId)));
    expect(row?.at).not.toBeNull();
  });
});

describe('the sandbox in production', () => {
  it('is off unless SANDBOX_PAYMENTS=true, and then no processor takes deposits', () => {
    const production = buildConfig({ ...productionSecretsEnv, NODE_ENV: 'production' }).cashier;
    expect(production.sandboxEnabled).toBe(false);
    expect(createProcessors(production, 'https://casino.example').active).toBeNull();
    const opted = buildConfig({
      ...productionSecretsEnv,
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS: 'true',
    }).cashier;
    expect(createProcessors(opted, 'https://casino.example').active?.name).toBe('sandbox');
  });
});
