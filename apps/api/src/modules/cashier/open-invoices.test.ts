import { depositInvoiceSchema, envelopeSchema, transactionsDataSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { cashierReadyPlayer, depositFunds, openInvoice, sendWebhook, webhookBody } from '../../test/cashier';
import { createClock, useTestApp } from '../../test/helper';
import type { TestPlayer } from '../../test/players';

const minute = 60_000;

describe('open deposit invoices: listed as pending and reopened until they expire', () => {
  const clock = createClock();
  const ctx = useTestApp({ now: clock.now, env: { ...relaxedLimitsEnv, DEPOSIT_INVOICE_MINUTES: '5' } });
  const history = async (player: TestPlayer, body: Record<string, unknown> = {}) =>
    envelopeSchema(transactionsDataSchema).parse(
      (await call(ctx.app, 'POST', '/player/transactions', { player: player.token, body })).json(),
    ).data;
  const reopen = (player: TestPlayer, id: string) =>
    call(ctx.app, 'GET', `/player/deposit/${id}`, { player: player.token });

  it('lists an unpaid invoice as pending, and reopens it with the same address, amount and expiry', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const created = await call(ctx.app, 'POST', '/player/deposit', {
      player: player.token,
      body: { currency: 'BTC', amount: '25.00' },
    });
    const invoice = envelopeSchema(depositInvoiceSchema).parse(created.json()).data;

    const listed = await history(player);
    expect(listed.total).toBe(1);
    expect(listed.transactions[0]).toMatchObject({
      transactionId: invoice.id,
      type: 'deposit',
      status: 'pending',
      amount: '25.00',
      paymentMethod: 'BTC',
      processedAt: null,
    });
    expect((await history(player, { status: 'pending' })).total).toBe(1);

    const again = await reopen(player, invoice.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(envelopeSchema(depositInvoiceSchema).parse(again.json()).data).toEqual(invoice);
  });

  it('shows it as expired once past its expiry, and refuses to reopen it', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const invoice = await openInvoice(ctx.app, player, '10.00');
    clock.advance(5 * minute);
    expect((await history(player)).transactions[0]).toMatchObject({
      transactionId: invoice.id,
      status: 'expired',
    });
    expect((await history(player, { status: 'pending' })).total).toBe(0);
    expect((await history(player, { status: 'expired' })).total).toBe(1);
    const refused = await reopen(player, invoice.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().info.resultCode).toBe('invoice_expired');
  });

  it('does not reopen a paid invoice, which is listed as completed', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const invoice = await openInvoice(ctx.app, player, '40.00');
    await sendWebhook(ctx.app, webhookBody(invoice, 'open-invoices-pay-1'));
    expect((await history(player)).transactions[0]).toMatchObject({
      transactionId: invoice.id,
      status: 'completed',
    });
    expect((await reopen(player, invoice.id)).json().info.resultCode).toBe('invoice_not_found');
  });

  it("never returns another player's invoice: it is answered like one that does not exist", async () => {
    const alice = await cashierReadyPlayer(ctx.app);
    const bob = await cashierReadyPlayer(ctx.app);
    const alicesInvoice = await openInvoice(ctx.app, alice, '15.00');
    await depositFunds(ctx.app, alice, '20.00', 'open-invoices-pay-2');

    const stolen = await reopen(bob, alicesInvoice.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ info: { resultCode: 'invoice_not_found' }, data: null });
    expect(stolen.body).not.toContain(alicesInvoice.cryptoAmount);
    const unknown = await reopen(bob, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().info.resultCode).toBe('invoice_not_found');
    expect((await history(bob)).total).toBe(0);
    expect((await call(ctx.app, 'GET', `/player/deposit/${alicesInvoice.id}`)).statusCode).toBe(401);
    expect((await reopen(bob, 'not-a-uuid')).statusCode).toBe(400);
  });
});
