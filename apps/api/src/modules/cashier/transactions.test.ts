import { describe, expect, it } from 'vitest';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { cashierReadyPlayer, depositFunds, requestWithdrawalOf } from '../../test/cashier';
import { useTestApp } from '../../test/helper';

const ctx = useTestApp({ env: relaxedLimitsEnv });

interface Page {
  transactions: {
    type: string;
    status: string;
    amount: string;
    paymentMethod: string;
    transactionId: string;
    processedAt: string | null;
  }[];
  total: number;
}

describe('POST /player/transactions', () => {
  it('lists deposits and withdrawals with the spec fields, filtered and paged', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    await depositFunds(ctx.app, player, '100.00', 'history-pay-1');
    const { id } = await requestWithdrawalOf(ctx.app, player, '30.00');
    const all = await call(ctx.app, 'POST', '/player/transactions', { player: player.token, body: {} });
    const page = all.json<{ data: Page }>().data;
    expect(page.total).toBe(2);
    expect(page.transactions[0]).toMatchObject({
      type: 'withdraw',
      status: 'requested',
      amount: '30.00',
      transactionId: id,
      processedAt: null,
    });
    expect(page.transactions[1]).toMatchObject({
      type: 'deposit',
      status: 'completed',
      amount: '100.00',
      paymentMethod: 'BTC',
    });
    const deposits = await call(ctx.app, 'POST', '/player/transactions', {
      player: player.token,
      body: { type: 'deposit' },
    });
    expect(deposits.json<{ data: Page }>().data.transactions.map((t) => t.type)).toEqual(['deposit']);
    const paged = await call(ctx.app, 'POST', '/player/transactions', {
      player: player.token,
      body: { limit: 1, offset: 1 },
    });
    expect(paged.json<{ data: Page }>().data).toMatchObject({
      total: 2,
      transactions: [{ type: 'deposit' }],
    });
    const future = await call(ctx.app, 'POST', '/player/transactions', {
      player: player.token,
      body: { from: '2999-01-01T00:00:00Z' },
    });
    expect(future.json<{ data: Page }>().data).toEqual({ transactions: [], total: 0 });
    // Another player sees none of it.
    const other = await cashierReadyPlayer(ctx.app);
    const theirs = await call(ctx.app, 'POST', '/player/transactions', { player: other.token, body: {} });
    expect(theirs.json<{ data: Page }>().data.total).toBe(0);
  });
});
