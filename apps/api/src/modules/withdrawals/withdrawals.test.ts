import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, players, withdrawals } from '../../db/schema';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import {
  balanceOf,
  cashierReadyPlayer,
  depositFunds,
  requestWithdrawalOf,
  staffCall,
  staffToken,
  withdrawalLinkToken,
} from '../../test/cashier';
import { createClock, useTestApp } from '../../test/helper';
import { login } from '../../test/players';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import { reconcile } from '../ledger/reconcile';

const clock = createClock();
const ctx = useTestApp({ env: relaxedLimitsEnv, now: clock.now });
let paymentCounter = 0;

async function fundedPlayer(amount = '100.00') {
  const player = await cashierReadyPlayer(ctx.app);
  paymentCounter += 1;
  expect((await depositFunds(ctx.app, player, amount, `wd-pay-${paymentCounter}`)).statusCode).toBe(200);
  return player;
}

/** When the address link of a withdrawal stops working. */
async function linkExpiry(id: string): Promise<Date> {
  const [row] = await ctx.db
    .select({ expiresAt: withdrawals.addressTokenExpiresAt })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  return row!.expiresAt!;
}

/** 09:05, read off the UTC clock. */
const clockTime = (date: Date) =>
  `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;

const codeOf = (response: { json: <T>() => T }) =>
  response.json<{ info: { resultCode: string } }>().info.resultCode;

describe('withdrawals', () => {
  it('are refused before any deposit', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const { response } = await requestWithdrawalOf(ctx.app, player, '50.00');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      info: {
        resultCode: 'withdrawals_require_deposit',
        message: 'Withdrawals are not available, please make a deposit first',
      },
    });
  });

  it('are refused once deposits pass the KYC amount until the identity is verified', async () => {
    const threshold = ctx.app.config.cashier.kycAboveMinor;
    const before = threshold.EUR;
    threshold.EUR = 10_000n; // EUR 100.00
    try {
      const player = await fundedPlayer('100.00');
      expect((await requestWithdrawalOf(ctx.app, player, '20.00')).response.statusCode).toBe(200);
      expect((await depositFunds(ctx.app, player, '20.00', 'wd-kyc-over')).statusCode).toBe(200);
      const { response } = await requestWithdrawalOf(ctx.app, player, '20.00');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        info: {
          resultCode: 'kyc_required',
          message: 'Verify your identity before withdrawing: upload your documents in your profile',
        },
      });
      expect(await balanceOf(ctx.app, player)).toMatchObject({ cash: '100.00' });
      await ctx.db.update(players).set({ kycStatus: 'verified' }).where(eq(players.id, player.playerId));
      expect((await requestWithdrawalOf(ctx.app, player, '20.00')).response.statusCode).toBe(200);
    } finally {
      threshold.EUR = before!;
    }
  });

  it('list each method with time, fee, min and max', async () => {
    const player = await cashierReadyPlayer(ctx.app, { currency: 'NOK' });
    const response = await call(ctx.app, 'GET', '/player/withdrawalMethods', { player: player.token });
    const { methods } = response.json<{ data: { methods: Record<string, unknown>[] } }>().data;
    expect(methods.map((method) => method.method)).toEqual(['BTC', 'ETH', 'LTC', 'USDT', 'XRP']);
    expect(methods[0]).toMatchObject({ fee: '0.00', min: '200.00', max: '50000.00', currency: 'NOK' });
    // The test app pays through the sandbox processor: the methods say their payouts are simulated.
    expect(methods.every((method) => method.isSimulated === true)).toBe(true);
  });

  it('list GBP limits at 0.85 to 1 EUR, in whole pence', async () => {
    const player = await cashierReadyPlayer(ctx.app, { currency: 'GBP' });
    const response = await call(ctx.app, 'GET', '/player/withdrawalMethods', { player: player.token });
    const { methods } = response.json<{ data: { methods: Record<string, string>[] } }>().data;
    expect(methods[0]).toMatchObject({ fee: '0.00', min: '17.00', max: '4250.00', currency: 'GBP' });
  });

  it('hold the amount so it can be neither bet nor withdrawn twice', async () => {
    const player = await fundedPlayer('100.00');
    expect((await requestWithdrawalOf(ctx.app, player, '80.00')).response.statusCode).toBe(200);
    expect(await balanceOf(ctx.app, player)).toMatchObject({
      cash: '20.00',
      withdrawalHold: '80.00',
      withdrawable: '20.00',
    });
    const twice = await requestWithdrawalOf(ctx.app, player, '80.00');
    expect(codeOf(twice.response)).toBe('insufficient_funds');
    // A bet debits cash only: 20.01 is more than the cash left, whatever the hold holds.
    const accounts = await ensurePlayerAccounts(ctx.db, player.playerId, 'EUR');
    const wagers = await ensureHouseAccount(ctx.db, 'house_game_wagers', 'EUR');
    await expect(
      postEntry(ctx.db, {
        idempotencyKey: `bet-over-hold-${player.playerId}`,
        kind: 'bet',
        postings: [
          { accountId: accounts.cash, amount: -2001n, currency: 'EUR' },
          { accountId: wagers, amount: 2001n, currency: 'EUR' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('cancelled by the player give the hold back', async () => {
    const player = await fundedPlayer('60.00');
    const first = await requestWithdrawalOf(ctx.app, player, '20.00');
    const second = await requestWithdrawalOf(ctx.app, player, '30.00');
    const pending = await call(ctx.app, 'GET', '/player/transactions/pendingWithdrawals', {
      player: player.token,
    });
    expect(pending.json<{ data: { withdrawals: unknown[] } }>().data.withdrawals).toHaveLength(2);
    const cancel = await call(ctx.app, 'POST', '/player/transactions/pendingWithdrawals/cancel', {
      player: player.token,
      body: { trans_ids: [first.id, second.id] },
    });
    expect(cancel.json<{ data: { cancelled: string[] } }>().data.cancelled.sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(await balanceOf(ctx.app, player)).toMatchObject({ cash: '60.00', withdrawalHold: '0.00' });
    // A second cancel finds nothing left to cancel and moves nothing.
    const again = await call(ctx.app, 'POST', '/player/transactions/pendingWithdrawals/cancel', {
      player: player.token,
      body: { trans_ids: [first.id] },
    });
    expect(again.json<{ data: { cancelled: string[] } }>().data.cancelled).toEqual([]);
    expect((await balanceOf(ctx.app, player)).cash).toBe('60.00');
  });

  it('racing a cancel against an approval: exactly one wins, every time', async () => {
    const token = await staffToken(ctx.app);
    const player = await fundedPlayer('500.00');
    for (let round = 0; round < 8; round += 1) {
      const { id } = await requestWithdrawalOf(ctx.app, player, '25.00');
      const [cancel, approve] = await Promise.all([
        call(ctx.app, 'POST', '/player/transactions/pendingWithdrawals/cancel', {
          player: player.token,
          body: { trans_ids: [id] },
        }),
        staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`),
      ]);
      const cancelled = cancel.json<{ data: { cancelled: string[] } }>().data.cancelled.includes(id);
      const approved = approve.statusCode === 200;
      expect([cancelled, approved].filter(Boolean), `round ${round}`).toHaveLength(1);
      const [row] = await ctx.db
        .select({ status: withdrawals.status })
        .from(withdrawals)
        .where(eq(withdrawals.id, id));
      expect(row?.status).toBe(cancelled ? 'cancelled' : 'awaiting_address');
    }
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuse approving twice, approving after a rejection and rejecting after an approval', async () => {
    const token = await staffToken(ctx.app);
    const player = await fundedPlayer('100.00');
    const a = await requestWithdrawalOf(ctx.app, player, '30.00');
    expect((await staffCall(ctx.app, token, 'POST', `/withdrawals/${a.id}/approve`)).statusCode).toBe(200);
    const twice = await staffCall(ctx.app, token, 'POST', `/withdrawals/${a.id}/approve`);
    expect(codeOf(twice)).toBe('withdrawal_state_conflict');
    expect(
      codeOf(await staffCall(ctx.app, token, 'POST', `/withdrawals/${a.id}/reject`, { reason: 'late' })),
    ).toBe('withdrawal_state_conflict');
    const b = await requestWithdrawalOf(ctx.app, player, '30.00');
    expect(
      (await staffCall(ctx.app, token, 'POST', `/withdrawals/${b.id}/reject`, { reason: 'KYC needed' }))
        .statusCode,
    ).toBe(200);
    expect(codeOf(await staffCall(ctx.app, token, 'POST', `/withdrawals/${b.id}/approve`))).toBe(
      'withdrawal_state_conflict',
    );
    // The rejected one's hold is back; the approved one's is still held.
    expect(await balanceOf(ctx.app, player)).toMatchObject({ cash: '70.00', withdrawalHold: '30.00' });
  });

  it('are paid once the player enters a valid address through the e-mailed link', async () => {
    const token = await staffToken(ctx.app);
    const player = await fundedPlayer('100.00');
    const { id } = await requestWithdrawalOf(ctx.app, player, '40.00');
    expect((await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`)).statusCode).toBe(200);
    const link = await withdrawalLinkToken(ctx.app, player);
    const view = await call(ctx.app, 'GET', `/withdrawalLink/${link}`);
    expect(view.json()).toMatchObject({ data: { transId: id, amount: '40.00', status: 'awaiting_address' } });
    const bad = await call(ctx.app, 'POST', `/withdrawalLink/${link}`, {
      body: { cryptoCurrency: 'BTC', address: '1KFzzGtDdnq5hrwxXGjwVnKzRbvf8WVxcx' },
    });
    expect(bad.json()).toMatchObject({
      info: { resultCode: 'validation_error' },
      data: { issues: [{ field: 'address' }] },
    });
    const badTag = await call(ctx.app, 'POST', `/withdrawalLink/${link}`, {
      body: { cryptoCurrency: 'XRP', address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', memoTag: 'abc' },
    });
    expect(badTag.json()).toMatchObject({ data: { issues: [{ field: 'memoTag' }] } });
    // The method says XRP needs its memo tag: a payout without one is refused and nothing is paid.
    const noTag = await call(ctx.app, 'POST', `/withdrawalLink/${link}`, {
      body: { cryptoCurrency: 'XRP', address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe' },
    });
    expect(noTag.json()).toMatchObject({
      info: { resultCode: 'validation_error' },
      data: { issues: [{ field: 'memoTag', code: 'memo_tag_required' }] },
    });
    expect(view.json().data.currencies).toContainEqual(
      expect.objectContaining({ code: 'XRP', needsMemoTag: true }),
    );
    const good = await call(ctx.app, 'POST', `/withdrawalLink/${link}`, {
      body: { cryptoCurrency: 'XRP', address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', memoTag: '12345' },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ data: { status: 'paid', cryptoCurrency: 'XRP' } });
    const reuse = await call(ctx.app, 'POST', `/withdrawalLink/${link}`, {
      body: { cryptoCurrency: 'XRP', address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', memoTag: '12345' },
    });
    expect(codeOf(reuse)).toBe('withdrawal_link_invalid');
    expect(await balanceOf(ctx.app, player)).toMatchObject({ cash: '60.00', withdrawalHold: '0.00' });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it("e-mail the approval with the amount in the player's language", async () => {
    const token = await staffToken(ctx.app);
    const player = await fundedPlayer('2000.00');
    await ctx.db.update(players).set({ language: 'de' }).where(eq(players.email, player.email));
    const { id } = await requestWithdrawalOf(ctx.app, player, '1234.50');
    // Above the second-approval amount: a second staff member approves too before the link is sent.
    expect((await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`)).statusCode).toBe(200);
    const second = await staffToken(ctx.app);
    expect((await staffCall(ctx.app, second, 'POST', `/withdrawals/${id}/approve`)).statusCode).toBe(200);
    const [mail] = await ctx.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, player.email), eq(emailOutbox.template, 'withdrawal-approved')));
    expect(mail?.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'deine Auszahlung von 1.234,50 € wurde genehmigt.',
    );
    // The link's end as a German reader writes a date, with the time zone named.
    const until = await linkExpiry(id);
    const germanMonths = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August'];
    germanMonths.push('September', 'Oktober', 'November', 'Dezember');
    expect(mail?.text).toContain(
      `Der Link ist bis ${until.getUTCDate()}. ${germanMonths[until.getUTCMonth()]} ${until.getUTCFullYear()} um ${clockTime(until)} UTC gültig`,
    );
  });

  it("e-mail the link's end as the player's language and region write a date", async () => {
    const token = await staffToken(ctx.app);
    const player = await fundedPlayer('100.00');
    await ctx.db
      .update(players)
      .set({ language: 'en', country: 'US' })
      .where(eq(players.email, player.email));
    const { id } = await requestWithdrawalOf(ctx.app, player, '40.00');
    expect((await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`)).statusCode).toBe(200);
    const [mail] = await ctx.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, player.email), eq(emailOutbox.template, 'withdrawal-approved')));
    const until = await linkExpiry(id);
    const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
    englishMonths.push('September', 'October', 'November', 'December');
    // Month first for a reader in the United States, the zone named since their clock is unknown.
    expect(mail?.text).toContain(
      `The link is valid until ${englishMonths[until.getUTCMonth()]} ${until.getUTCDate()}, ${until.getUTCFullYear()} at ${clockTime(until)} UTC;`,
    );
  });

  it('expire with their link after 24 hours and give the hold back', async () => {
    const token = await staffToken(ctx.app);
    const player = await fundedPlayer('100.00');
    const { id } = await requestWithdrawalOf(ctx.app, player, '50.00');
    await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`);
    const link = await withdrawalLinkToken(ctx.app, player);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(codeOf(await call(ctx.app, 'GET', `/withdrawalLink/${link}`))).toBe('withdrawal_link_invalid');
    const [row] = await ctx.db
      .select({ status: withdrawals.status })
      .from(withdrawals)
      .where(eq(withdrawals.id, id));
    expect(row?.status).toBe('expired');
    // A day later the player session has run out too: log in again to look.
    const fresh = await login(ctx.app, player.username, player.password);
    expect(await balanceOf(ctx.app, { ...player, token: fresh.token })).toMatchObject({
      cash: '100.00',
      withdrawalHold: '0.00',
    });
  });

  it('keep the staff API closed without a valid token and a fitting role', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/staff/v1/withdrawals' })).statusCode).toBe(401);
    const support = await staffToken(ctx.app, 'support');
    expect((await staffCall(ctx.app, support, 'GET', '/withdrawals')).statusCode).toBe(403);
  });
});
