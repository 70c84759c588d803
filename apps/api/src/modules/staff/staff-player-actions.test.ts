import type { z } from 'zod';
import type { staffReportRowSchema } from '@casino/contract/backoffice';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceAdjustments, playerMessages, staffAudit } from '../../db/schema';
import { mailsTo } from '../../test/accounts';
import { balanceOf, cashierReadyPlayer, depositFunds, staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { loginRequest, playerHeaders, type TestPlayer } from '../../test/players';
import { reconcile } from '../ledger/reconcile';

/** A row of the daily report, as the contract describes it. */
type ReportRow = z.infer<typeof staffReportRowSchema>;

interface Answer<T = Record<string, unknown>> {
  info: { resultCode: string };
  data: T;
}

/** Issue 29: the player page's actions, balance adjustments under the two-person rule, the daily report. */
describe('back office: player actions, adjustments and reports', () => {
  // EUR 100 and above needs a second approver.
  const ctx = useTestApp({ env: { STAFF_SECOND_APPROVAL_ABOVE: '{"EUR":"100"}' } });
  let admin = '';
  let player: TestPlayer;

  beforeAll(async () => {
    admin = await staffToken(ctx.app, 'admin');
    player = await cashierReadyPlayer(ctx.app);
    await depositFunds(ctx.app, player, '50', 'actions-deposit-1');
  });

  const post = async <T>(token: string, url: string, body: Record<string, unknown> = {}) => {
    const response = await staffCall(ctx.app, token, 'POST', url, body);
    return { status: response.statusCode, ...response.json<Answer<T>>() };
  };
  const auditOf = (action: string, target: string) =>
    ctx.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, action), eq(staffAudit.target, target)));

  it('blocks a player out of their sessions and log-in, audited with before and after; unblock lets them in', async () => {
    const blocked = await post<{ blockedAt: string | null; sessionsEnded: number }>(
      admin,
      `/players/${player.playerId}/block`,
      { reason: 'chargeback under review' },
    );
    expect(blocked.status).toBe(200);
    expect(blocked.data.blockedAt).not.toBeNull();
    expect(blocked.data.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await balanceOfRaw(player.token)).statusCode).toBe(401);
    const refused = await loginRequest(ctx.app, player.username, player.password);
    expect(refused.json<Answer>().info.resultCode).toBe('account_blocked');
    const [row] = await auditOf('blockPlayer', player.playerId);
    expect(row?.before).toMatchObject({ blockedAt: null, closedAt: null });
    expect(row?.after).toMatchObject({ request: { reason: 'chargeback under review' } });

    expect((await post(admin, `/players/${player.playerId}/unblock`, { reason: 'cleared' })).status).toBe(
      200,
    );
    const again = await loginRequest(ctx.app, player.username, player.password);
    expect(again.statusCode).toBe(200);
    player.token = again.json<Answer<{ playerSessionId: string }>>().data.playerSessionId;
  });

  function balanceOfRaw(token: string) {
    return ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/balance',
      headers: playerHeaders({ token }),
    });
  }

  it('sends an inbox message, adds a note and tags, all shown on the player page', async () => {
    const support = await staffToken(ctx.app, 'support');
    const sent = await post(support, `/players/${player.playerId}/messages`, {
      message: 'Your bonus is on its way',
    });
    expect(sent.status).toBe(200);
    const inbox = await ctx.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, player.playerId));
    expect(inbox.map((message) => message.message)).toContain('Your bonus is on its way');
    expect(
      (await post(support, `/players/${player.playerId}/notes`, { body: 'Called about KYC' })).status,
    ).toBe(200);
    expect(
      (await post(admin, `/players/${player.playerId}/tags`, { tags: ['VIP', 'high-roller', 'vip'] })).data,
    ).toEqual({
      tags: ['high-roller', 'vip'],
    });
    // Support may message and note, but not block.
    const forbidden = await post(support, `/players/${player.playerId}/block`, { reason: 'x' });
    expect(forbidden).toMatchObject({ status: 403, info: { resultCode: 'forbidden' } });

    const page = await staffCall(ctx.app, admin, 'GET', `/players/${player.playerId}`);
    const data = page.json<Answer<PlayerPage>>().data;
    expect(data.profile.tags).toEqual(['high-roller', 'vip']);
    expect(data.history.notes[0]).toMatchObject({ body: 'Called about KYC' });
    expect(data.history.logins.length).toBeGreaterThanOrEqual(1);
    expect(data.history.sessions.length).toBeGreaterThanOrEqual(1);
  });

  it('applies an adjustment at or below the threshold once per request id, as a balanced ledger entry', async () => {
    const before = BigInt((await balanceOf(ctx.app, player)).cash.replace('.', ''));
    const body = { requestId: 'adjust-goodwill-1', amount: '12.50', reason: 'goodwill' };
    const first = await post<{ status: string }>(admin, `/players/${player.playerId}/adjustments`, body);
    expect(first.data.status).toBe('applied');
    const replay = await post<{ id: string }>(admin, `/players/${player.playerId}/adjustments`, body);
    expect(replay.data).toMatchObject(first.data);
    const conflict = await post(admin, `/players/${player.playerId}/adjustments`, { ...body, amount: '13' });
    expect(conflict.info.resultCode).toBe('idempotency_conflict');
    const after = BigInt((await balanceOf(ctx.app, player)).cash.replace('.', ''));
    expect(after - before).toBe(1250n);
    // A debit beyond the cash is refused and leaves no adjustment behind.
    const tooMuch = await post(admin, `/players/${player.playerId}/adjustments`, {
      requestId: 'adjust-debit-too-much',
      amount: '-99',
      reason: 'error',
    });
    expect(tooMuch.info.resultCode).toBe('insufficient_funds');
    const left = await ctx.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.requestId, 'adjust-debit-too-much'));
    expect(left).toEqual([]);
    const books = await reconcile(ctx.db);
    expect(books.unbalancedEntries).toEqual([]);
    expect(books.accountMismatches).toEqual([]);
  });

  it('holds an adjustment above the threshold for a second, different staff member', async () => {
    const payments = await staffToken(ctx.app, 'payments');
    const before = (await balanceOf(ctx.app, player)).cash;
    const held = await post<{ id: string; status: string }>(
      payments,
      `/players/${player.playerId}/adjustments`,
      {
        requestId: 'adjust-big-1',
        amount: '150',
        reason: 'tournament prize',
      },
    );
    expect(held.data.status).toBe('awaiting_approval');
    expect((await balanceOf(ctx.app, player)).cash).toBe(before);
    const self = await post(payments, `/adjustments/${held.data.id}/approve`);
    expect(self.info.resultCode).toBe('second_approver_required');
    const [approved, twin] = await Promise.all([
      post<{ status: string }>(admin, `/adjustments/${held.data.id}/approve`),
      post<{ status: string }>(admin, `/adjustments/${held.data.id}/approve`),
    ]);
    expect([approved.data.status, twin.data.status]).toEqual(['applied', 'applied']);
    const cash = (await balanceOf(ctx.app, player)).cash;
    expect(Number(cash) - Number(before)).toBeCloseTo(150, 2);
    // One audit row per call: the request, the refused self-approval and the two approvals.
    expect(await auditOf('approveAdjustment', held.data.id)).toHaveLength(3);
  });

  it('reports deposits by day and currency, with the same rows as CSV', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const finance = await staffToken(ctx.app, 'finance_readonly');
    const response = await staffCall(ctx.app, finance, 'GET', `/reports/daily?from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const { rows, csv } = response.json<Answer<{ rows: ReportRow[]; csv: string }>>().data;
    const eur = rows.find((row) => row.currency === 'EUR' && row.day === today);
    expect(BigInt(eur?.depositsMinor ?? '0')).toBeGreaterThanOrEqual(5000n);
    expect(eur?.newPlayers).toBeGreaterThanOrEqual(1);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'day,currency,deposits_minor,withdrawals_minor,ggr_minor,bonus_cost_minor,ngr_minor,new_players,active_players',
    );
    expect(lines).toContain(
      [
        today,
        'EUR',
        eur?.depositsMinor,
        eur?.withdrawalsMinor,
        eur?.ggrMinor,
        eur?.bonusCostMinor,
        eur?.ngrMinor,
        eur?.newPlayers,
        eur?.activePlayers,
      ].join(','),
    );
    const support = await staffToken(ctx.app, 'support');
    const refused = await staffCall(ctx.app, support, 'GET', `/reports/daily?from=${today}&to=${today}`);
    expect(refused.statusCode).toBe(403);
  });

  it('forces a password reset: the old password stops working and a reset link is mailed', async () => {
    const reset = await post(admin, `/players/${player.playerId}/password-reset`, {
      reason: 'account takeover suspected',
    });
    expect(reset.status).toBe(200);
    const refused = await loginRequest(ctx.app, player.username, player.password);
    expect(refused.statusCode).toBe(401);
    const mails = await mailsTo(ctx.app, player.email);
    expect(mails.some((mail) => mail.template === 'password-reset')).toBe(true);
  });

  it('closes an account for good: unblock does not reopen it', async () => {
    const other = await cashierReadyPlayer(ctx.app);
    expect((await post(admin, `/players/${other.playerId}/close`, { reason: 'player asked' })).status).toBe(
      200,
    );
    await post(admin, `/players/${other.playerId}/unblock`, { reason: 'try' });
    const refused = await loginRequest(ctx.app, other.username, other.password);
    expect(refused.json<Answer>().info.resultCode).toBe('account_blocked');
  });
});

interface PlayerPage {
  profile: { tags: string[] };
  history: { notes: Array<{ body: string }>; logins: unknown[]; sessions: unknown[] };
}
