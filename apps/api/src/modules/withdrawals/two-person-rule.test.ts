import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, staffAudit, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  cashierReadyPlayer,
  depositFunds,
  requestWithdrawalOf,
  staffCall,
  staffToken,
} from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { upsertStaffUser } from '../staff/staff-users';
import { approveWithdrawal } from './approve-withdrawal';

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof AppError ? outcome.reason.code : outcome.status;

/** Issue 29: above the currency's threshold two different staff members approve; a payment happens once. */
describe('two-person rule on withdrawals', () => {
  const ctx = useTestApp({ env: { STAFF_SECOND_APPROVAL_ABOVE: '{"EUR":"100"}' } });

  async function staffIds(count: number) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const name = `approver-${i}-${Math.random().toString(36).slice(2, 8)}`;
      const user = await upsertStaffUser(ctx.db, {
        username: name,
        password: 'approver-password-1',
        role: 'payments',
        now: new Date(),
      });
      ids.push(user.id);
    }
    return ids;
  }

  async function withdrawalOf(amount: string, paymentId: string) {
    const player = await cashierReadyPlayer(ctx.app);
    await depositFunds(ctx.app, player, '500', paymentId);
    const { id } = await requestWithdrawalOf(ctx.app, player, amount);
    expect(id).not.toBe('');
    return { id, player };
  }

  const mailsTo = async (email: string) =>
    (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
      (mail) => mail.template === 'withdrawal-approved',
    );

  it('lets one staff member neither give both approvals, nor pay twice', async () => {
    const [alice, bob] = await staffIds(2);
    const { id, player } = await withdrawalOf('150', 'two-person-1');
    const first = await approveWithdrawal(ctx.app, id, alice ?? '');
    expect(first).toMatchObject({ id, awaitingSecondApproval: true });
    await expect(approveWithdrawal(ctx.app, id, alice ?? '')).rejects.toMatchObject({
      code: 'second_approver_required',
    });
    const second = await approveWithdrawal(ctx.app, id, bob ?? '');
    expect(second).toMatchObject({ status: 'awaiting_address', awaitingSecondApproval: false });
    expect(await mailsTo(player.email)).toHaveLength(1);
  });

  it('pays once when two second approvals arrive at once', async () => {
    const [alice, bob, carol] = await staffIds(3);
    const { id, player } = await withdrawalOf('200', 'two-person-2');
    await approveWithdrawal(ctx.app, id, alice ?? '');
    const outcomes = await Promise.allSettled([
      approveWithdrawal(ctx.app, id, bob ?? ''),
      approveWithdrawal(ctx.app, id, carol ?? ''),
    ]);
    expect(outcomes.map(codeOf).sort()).toEqual(['fulfilled', 'withdrawal_state_conflict']);
    expect(await mailsTo(player.email)).toHaveLength(1);
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.firstApprovedBy).toBe(alice);
    expect([bob, carol]).toContain(row?.reviewedBy);
  });

  it('takes one approval at or below the threshold, once even when sent twice at once', async () => {
    const [alice, bob] = await staffIds(2);
    const { id, player } = await withdrawalOf('100', 'two-person-3');
    const outcomes = await Promise.allSettled([
      approveWithdrawal(ctx.app, id, alice ?? ''),
      approveWithdrawal(ctx.app, id, bob ?? ''),
    ]);
    expect(outcomes.map(codeOf).sort()).toEqual(['fulfilled', 'withdrawal_state_conflict']);
    expect(await mailsTo(player.email)).toHaveLength(1);
  });

  it('shows the queue which withdrawals need two, and audits each approval with its before', async () => {
    const token = await staffToken(ctx.app, 'payments');
    const { id } = await withdrawalOf('300', 'two-person-4');
    const listed = await staffCall(ctx.app, token, 'GET', '/withdrawals');
    const row = listed
      .json<{ data: { withdrawals: Array<{ id: string; needsSecondApproval: boolean }> } }>()
      .data.withdrawals.find((w) => w.id === id);
    expect(row?.needsSecondApproval).toBe(true);
    const approved = await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`);
    expect(approved.json<{ data: { awaitingSecondApproval: boolean } }>().data.awaitingSecondApproval).toBe(
      true,
    );
    const again = await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`);
    expect(again.statusCode).toBe(409);
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.target, id));
    expect(audit.map((entry) => entry.resultCode)).toEqual(['ok', 'second_approver_required']);
    expect(audit[0]?.before).toMatchObject({
      status: 'requested',
      amountMinor: '30000',
      firstApprovedBy: null,
    });
  });
});
