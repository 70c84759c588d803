import { envelopeSchema } from '@casino/contract';
import { heldPayoutsDataSchema, payoutActionDataSchema } from '@casino/contract/backoffice-payments';
import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, playerMessages, players, staffAudit, withdrawals } from '../../db/schema';
import {
  balanceOf,
  cashierReadyPlayer,
  depositFunds,
  requestWithdrawalOf,
  staffCall,
  staffToken,
} from '../../test/cashier';
import { createClock, useTestApp } from '../../test/helper';
import type { TestPlayer } from '../../test/players';
import { createSandboxProcessor } from '../cashier/sandbox-processor';
import type { PaymentProcessor } from '../cashier/processor';
import { notifyFromOutbox } from '../notifications/notify-from-outbox';

/**
 * The processor is the one third party here: the sandbox, whose payouts this test can make fail (a
 * refused or unanswered send) and whose sends it counts.
 */
const sandbox = createSandboxProcessor('');
/** `gate`, when set, keeps each send waiting until the test resolves it. */
const processor = { refuse: false, sends: [] as string[], gate: null as Promise<void> | null };
const flakyProcessor: PaymentProcessor = {
  ...sandbox,
  // The app's own sandbox secret signs the test's deposits (drawn when the app is built).
  verifyWebhook: (rawBody, headers) =>
    createSandboxProcessor(ctx.app.config.cashier.sandboxWebhookSecret).verifyWebhook(rawBody, headers),
  async sendPayout(request) {
    processor.sends.push(request.withdrawalId);
    await processor.gate;
    if (processor.refuse) throw new Error('processor timed out');
    return sandbox.sendPayout(request);
  },
};

/** A euro balance as the API writes it ("24.00") in cents. */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

const clock = createClock();
const ctx = useTestApp({ now: clock.now, paymentProcessors: [flakyProcessor] });

describe('payouts held for reconciliation (issue 29, item 4)', () => {
  let payments = '';
  let player: TestPlayer;

  beforeAll(async () => {
    payments = await staffToken(ctx.app, 'payments');
    player = await cashierReadyPlayer(ctx.app);
    await ctx.db.update(players).set({ language: 'de' }).where(eq(players.id, player.playerId));
    const deposit = await depositFunds(ctx.app, player, '400', 'held-payouts-deposit');
    expect(deposit.statusCode, deposit.body).toBe(200);
  });

  /** A withdrawal whose send went out now and was never answered: processing, no payout id. */
  async function sentWithdrawal(amount: string): Promise<string> {
    const { id, response } = await requestWithdrawalOf(ctx.app, player, amount);
    expect(id, response.body).not.toBe('');
    await ctx.db
      .update(withdrawals)
      .set({ status: 'processing', cryptoCurrency: 'BTC', address: 'bc1qheld', sentAt: clock.now() })
      .where(eq(withdrawals.id, id));
    return id;
  }

  async function heldIds(token = payments) {
    const response = await staffCall(ctx.app, token, 'GET', '/payouts/held');
    expect(response.statusCode, response.body).toBe(200);
    return envelopeSchema(heldPayoutsDataSchema)
      .parse(response.json())
      .data.payouts.map((payout) => payout.id);
  }

  async function act(id: string, action: 'retry' | 'paid' | 'failed', body?: Record<string, unknown>) {
    const response = await staffCall(ctx.app, payments, 'POST', `/payouts/${id}/${action}`, body ?? {});
    const json = response.json<{ info: { resultCode: string } }>();
    const data = response.statusCode === 200 ? envelopeSchema(payoutActionDataSchema).parse(json).data : null;
    return { status: response.statusCode, code: json.info.resultCode, data };
  }

  const entryKinds = async (id: string) =>
    (
      await ctx.db
        .select({ kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `withdrawal:${id}:%`))
    )
      .map((row) => row.kind)
      .sort();

  const auditCount = async (id: string) =>
    (
      await ctx.db
        .select({ id: staffAudit.id })
        .from(staffAudit)
        .where(
          and(
            inArray(staffAudit.action, ['retryPayout', 'markPayoutPaid', 'markPayoutFailed']),
            like(staffAudit.target, `%${id}%`),
          ),
        )
    ).length;

  it('lists a payout only once its send has had a minute, and never one with a payout id', async () => {
    const id = await sentWithdrawal('20');
    expect(await heldIds()).not.toContain(id);
    expect((await act(id, 'failed', { reason: 'too early' })).code).toBe('withdrawal_state_conflict');
    clock.advance(61_000);
    expect(await heldIds()).toContain(id);
    expect(await heldIds(await staffToken(ctx.app, 'finance_readonly'))).toContain(id);
    await ctx.db.update(withdrawals).set({ payoutId: 'known' }).where(eq(withdrawals.id, id));
    expect(await heldIds()).not.toContain(id);
    await ctx.db.update(withdrawals).set({ payoutId: null }).where(eq(withdrawals.id, id));
  });

  it('retries a send: an unanswered one stays held (hold intact), an answered one pays once', async () => {
    const id = await sentWithdrawal('21');
    clock.advance(61_000);
    const holdBefore = (await balanceOf(ctx.app, player)).withdrawalHold;
    processor.refuse = true;
    const refused = await act(id, 'retry');
    expect(refused.data).toEqual({ id, status: 'processing', payoutId: null });
    expect(processor.sends.filter((sent) => sent === id)).toHaveLength(1);
    // The retry took the payout for a minute: nobody may mark it failed while a send may be in flight.
    expect(await heldIds()).not.toContain(id);
    expect((await balanceOf(ctx.app, player)).withdrawalHold).toBe(holdBefore);
    expect(await entryKinds(id)).toEqual(['withdrawal_hold']);

    clock.advance(61_000);
    processor.refuse = false;
    const paid = await act(id, 'retry');
    expect(paid.data).toEqual({ id, status: 'paid', payoutId: `sandbox-payout-${id}` });
    expect(await entryKinds(id)).toEqual(['withdrawal_hold', 'withdrawal_payout']);
    expect((await act(id, 'retry')).code).toBe('withdrawal_state_conflict');
    expect(await auditCount(id)).toBe(3);
  });

  it('holds no lock on the payout while the processor answers a retry', async () => {
    const id = await sentWithdrawal('21.5');
    clock.advance(61_000);
    let release = () => {};
    processor.gate = new Promise<void>((resolve) => (release = resolve));
    const retry = act(id, 'retry');
    await expect.poll(() => processor.sends.includes(id), { timeout: 10_000 }).toBe(true);
    // Another transaction takes the row's lock and updates it while the send is in flight; NOWAIT
    // fails at once on a row still locked, and the race fails a transaction left waiting to begin.
    const tookLock = ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.id, id))
        .for('update', { noWait: true });
      await tx.update(withdrawals).set({ memoTag: 'locked while sending' }).where(eq(withdrawals.id, id));
      return true;
    });
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000));
    const locked = await Promise.race([tookLock, waited]);
    release();
    processor.gate = null;
    expect(locked).toBe(true);
    const paid = await retry;
    expect(paid.data).toEqual({ id, status: 'paid', payoutId: `sandbox-payout-${id}` });
    expect(await entryKinds(id)).toEqual(['withdrawal_hold', 'withdrawal_payout']);
    expect(await auditCount(id)).toBe(1);
  });

  it("marks a held payout paid under the processor's reference, once, and idempotently", async () => {
    const id = await sentWithdrawal('22.5');
    clock.advance(61_000);
    const before = await balanceOf(ctx.app, player);
    const paid = await act(id, 'paid', { reference: 'proc-ref-1' });
    expect(paid.data).toEqual({ id, status: 'paid', payoutId: 'proc-ref-1' });
    const again = await act(id, 'paid', { reference: 'proc-ref-1' });
    expect(again.data).toEqual(paid.data);
    expect((await act(id, 'paid', { reference: 'another-ref' })).code).toBe('withdrawal_state_conflict');
    expect((await act(id, 'failed', { reason: 'late' })).code).toBe('withdrawal_state_conflict');
    expect(await entryKinds(id)).toEqual(['withdrawal_hold', 'withdrawal_payout']);
    const after = await balanceOf(ctx.app, player);
    expect(after.cash).toBe(before.cash);
    expect(cents(before.withdrawalHold) - cents(after.withdrawalHold)).toBe(2250n);
    expect(await auditCount(id)).toBe(4);
  });

  it('marks a held payout failed: the hold back in cash, the reason kept, the player told in German', async () => {
    const id = await sentWithdrawal('24');
    clock.advance(61_000);
    const before = await balanceOf(ctx.app, player);
    expect((await act(id, 'failed', { reason: '  ' })).code).toBe('validation_error');
    const failed = await act(id, 'failed', { reason: ' Processor says never sent ' });
    expect(failed.data).toEqual({ id, status: 'rejected', payoutId: null });
    const after = await balanceOf(ctx.app, player);
    expect(cents(after.cash) - cents(before.cash)).toBe(2400n);
    expect(await entryKinds(id)).toEqual(['withdrawal_hold', 'withdrawal_release']);
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.message).toBe('Processor says never sent');

    while ((await notifyFromOutbox(ctx.db, { now: clock.now() })) > 0);
    const [notice] = await ctx.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.sourceKey, `withdrawal-rejected:${id}`));
    expect(notice?.message).toContain('abgelehnt');
    expect(notice?.message).toContain('24');
  });

  it('lets one of two staff acting at once win: one transition, one entry, each call audited', async () => {
    const other = await staffToken(ctx.app, 'admin');
    const id = await sentWithdrawal('25');
    clock.advance(61_000);
    const [paid, failed] = await Promise.all([
      staffCall(ctx.app, payments, 'POST', `/payouts/${id}/paid`, { reference: 'race-ref' }),
      staffCall(ctx.app, other, 'POST', `/payouts/${id}/failed`, { reason: 'race' }),
    ]);
    expect([paid.statusCode, failed.statusCode].sort()).toEqual([200, 409]);
    const kinds = await entryKinds(id);
    expect(kinds).toHaveLength(2);
    expect(kinds[0]).toBe('withdrawal_hold');
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe(paid.statusCode === 200 ? 'paid' : 'rejected');
    expect(await auditCount(id)).toBe(2);
  });

  it('refuses an unknown payout, and every role without the permission', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await act(unknown, 'paid', { reference: 'x' })).code).toBe('withdrawal_not_found');
    const id = await sentWithdrawal('26');
    clock.advance(61_000);
    for (const role of ['support', 'risk_kyc', 'finance_readonly'] as const) {
      const token = await staffToken(ctx.app, role);
      const response = await staffCall(ctx.app, token, 'POST', `/payouts/${id}/failed`, { reason: 'no' });
      expect(response.statusCode, role).toBe(403);
    }
    expect(await heldIds()).toContain(id);
  });
});
