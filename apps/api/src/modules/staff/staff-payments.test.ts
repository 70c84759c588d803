import { envelopeSchema } from '@casino/contract';
import { reconciliationSchema, staffPlayerSportsbookDataSchema } from '@casino/contract/backoffice-payments';
import { gamblingLimitsDataSchema } from '@casino/contract/responsible-gambling';
import { staffWithdrawalsDataSchema } from '@casino/contract/staff';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/transaction';
import { limitChanges, sessions, staffAudit, withdrawals } from '../../db/schema';
import {
  cashierReadyPlayer,
  depositFunds,
  requestWithdrawalOf,
  staffCall,
  staffToken,
} from '../../test/cashier';
import { apiHeaders } from '../../test/helper';
import { createAnonToken, type TestPlayer } from '../../test/players';
import { useWalletPlay } from '../../test/wallet-play';
import {
  betBody,
  openGameSession,
  walletCall,
  winBody,
  type GameSessionInfo,
} from '../wallet/wallet-test-kit';

const play = useWalletPlay({ longSessions: true });
const { ctx } = play;

function ticketBet(session: GameSessionInfo, amount: string) {
  return betBody(session, amount, {
    sportsbook: {
      kind: 'single',
      odds: '2',
      marginBasisPoints: 700,
      legs: [{ event: 'Home v Away', market: '1x2', selection: 'home', odds: '2' }],
    },
  });
}

async function wallet(path: string, body: object) {
  const response = await walletCall(ctx.app, path, body);
  expect(response.statusCode, response.body).toBe(200);
}

/** Issue 29: limits staff set or tighten, the queue's risk signals, sportsbook tickets, reconciliation. */
describe('back office: protection and payments', () => {
  let admin = '';
  let player: TestPlayer;
  let withdrawalId = '';

  beforeAll(async () => {
    admin = await staffToken(ctx.app, 'admin');
    player = await cashierReadyPlayer(ctx.app);
    await depositFunds(ctx.app, player, '50', 'bo-payments-deposit-1');
    const session = await openGameSession(ctx.app, play.provider, player, play.gameId);
    // Casino: staked 10.00, won 3.00. Sportsbook: a 5.00 ticket still open.
    const bet = betBody(session, '1000');
    await wallet('bet', bet);
    await wallet('win', winBody(session, bet.roundId, '300', { roundClosed: true }));
    await wallet('bet', ticketBet(session, '500'));
    withdrawalId = (await requestWithdrawalOf(ctx.app, player, '20')).id;
    expect(withdrawalId).not.toBe('');
  });

  const post = (token: string, url: string, body: Record<string, unknown>) =>
    staffCall(ctx.app, token, 'POST', url, body);
  const limitsOf = (response: { json: () => unknown }) =>
    envelopeSchema(gamblingLimitsDataSchema).parse(response.json()).data;

  it('sets a limit and tightens it at once; a looser one or another role is refused and nothing changes', async () => {
    const url = `/players/${player.playerId}/limits`;
    const first = await post(admin, url, { kind: 'deposit', period: 'day', amount: '100' });
    expect(first.statusCode, first.body).toBe(200);
    expect(limitsOf(first).limits.find((limit) => limit.period === 'day')?.amount).toBe('100.00');

    const tighter = await post(admin, url, { kind: 'loss', period: 'week', amount: '40' });
    expect(tighter.statusCode, tighter.body).toBe(200);
    const lower = await post(admin, url, { kind: 'loss', period: 'week', amount: '25.50' });
    const loss = limitsOf(lower).playLimits.find((limit) => limit.kind === 'loss' && limit.period === 'week');
    expect(loss).toMatchObject({ amount: '25.50', pendingFrom: null });
    const audits = await ctx.db
      .select({ before: staffAudit.before })
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'setPlayerLimit'), eq(staffAudit.target, player.playerId)));
    expect(audits.map((row) => row.before)).toEqual([
      { kind: 'deposit', period: 'day', amountMinor: null },
      { kind: 'loss', period: 'week', amountMinor: null },
      { kind: 'loss', period: 'week', amountMinor: 4000 },
    ]);

    const historyBefore = await ctx.db
      .select()
      .from(limitChanges)
      .where(eq(limitChanges.playerId, player.playerId));
    const looser = await post(admin, url, { kind: 'loss', period: 'week', amount: '60' });
    expect(looser.statusCode).toBe(409);
    expect(looser.json<{ info: { resultCode: string } }>().info.resultCode).toBe('staff_cannot_loosen_limit');
    const support = await staffToken(ctx.app, 'support');
    const refused = await post(support, url, { kind: 'deposit', period: 'day', amount: '10' });
    expect(refused.statusCode).toBe(403);
    const historyAfter = await ctx.db
      .select()
      .from(limitChanges)
      .where(eq(limitChanges.playerId, player.playerId));
    expect(historyAfter).toHaveLength(historyBefore.length);
    const page = await staffCall(ctx.app, admin, 'GET', `/players/${player.playerId}`);
    const limits = page.json<{
      data: { limits: { playLimits: { kind: string; period: string; amount: string }[] } };
    }>();
    expect(limits.data.limits.playLimits.find((l) => l.kind === 'loss' && l.period === 'week')?.amount).toBe(
      '25.50',
    );
  });

  it('refuses a session limit outside its bounds with the rules of the player’s own screen', async () => {
    const url = `/players/${player.playerId}/limits`;
    const short = await post(admin, url, { kind: 'session', period: 'session', amount: '2' });
    expect(short.json<{ info: { resultCode: string } }>().info.resultCode).toBe('validation_error');
    const set = await post(admin, url, { kind: 'session', period: 'session', amount: '90' });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('shows each card its risk signals, counted in SQL for the whole page', async () => {
    // A second log-in from another address, and countries on the two sessions.
    play.clock.advance(60_000);
    const anon = await createAnonToken(ctx.app);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/login',
      remoteAddress: '203.0.113.9',
      headers: apiHeaders({ 'x-anon-session': anon }),
      payload: { username: player.username, password: player.password },
    });
    expect(again.statusCode, again.body).toBe(200);
    const own = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.playerId, player.playerId), eq(sessions.kind, 'player')))
      .orderBy(sessions.createdAt);
    for (const [index, row] of own.entries())
      await ctx.db
        .update(sessions)
        .set({ countryCode: index === own.length - 1 ? 'BR' : 'DE' })
        .where(eq(sessions.id, row.id));

    const payments = await staffToken(ctx.app, 'payments');
    const response = await staffCall(ctx.app, payments, 'GET', '/withdrawals?status=requested');
    expect(response.statusCode, response.body).toBe(200);
    const card = envelopeSchema(staffWithdrawalsDataSchema)
      .parse(response.json())
      .data.withdrawals.find((row) => row.id === withdrawalId);
    expect(card?.risk).toEqual({
      deposited: '50.00',
      withdrawn: '0.00',
      withdrawalToDepositRatio: '0.40',
      ratioFlagged: false,
      activeBonus: false,
      bonusConvertedRecently: false,
      bonusDays: 30,
      newAddress: true,
      newCountry: true,
      lastCountry: 'BR',
      previousCountry: 'DE',
      kycStatus: 'not_verified',
      casinoNet: '-7.00',
      sportsbookNet: '-5.00',
    });

    // The operator's thresholds (WITHDRAWAL_RISK_RATIO_ABOVE, WITHDRAWAL_RISK_BONUS_DAYS) decide.
    const thresholds = ctx.app.config.cashier.withdrawalRisk;
    const riskWith = async (ratioAbove: string, bonusDays: number) => {
      Object.assign(thresholds, { ratioAbove, bonusDays });
      const again = await staffCall(ctx.app, payments, 'GET', '/withdrawals?status=requested');
      return envelopeSchema(staffWithdrawalsDataSchema)
        .parse(again.json())
        .data.withdrawals.find((row) => row.id === withdrawalId)?.risk;
    };
    expect(await riskWith('0.39', 7)).toMatchObject({ ratioFlagged: true, bonusDays: 7 });
    expect(await riskWith('0.4', 7)).toMatchObject({ ratioFlagged: false });
    Object.assign(thresholds, { ratioAbove: '2', bonusDays: 30 });
  });

  it("lists the player's sportsbook tickets, not their casino rounds", async () => {
    const response = await staffCall(ctx.app, admin, 'GET', `/players/${player.playerId}/sportsbook`);
    expect(response.statusCode, response.body).toBe(200);
    const { tickets } = envelopeSchema(staffPlayerSportsbookDataSchema).parse(response.json()).data;
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      stake: '5.00',
      sportsbook: {
        kind: 'single',
        odds: '2',
        status: 'open',
        legs: [{ event: 'Home v Away', result: 'open' }],
      },
    });
    const marketing = await staffToken(ctx.app, 'marketing');
    expect(
      (await staffCall(ctx.app, marketing, 'GET', `/players/${player.playerId}/sportsbook`)).statusCode,
    ).toBe(403);
  });

  it('runs the reconciliation on demand: clean books, a payout held for it, and a broken balance found', async () => {
    const finance = await staffToken(ctx.app, 'finance_readonly');
    const run = async () => {
      const response = await staffCall(ctx.app, finance, 'GET', '/reconciliation');
      expect(response.statusCode, response.body).toBe(200);
      return envelopeSchema(reconciliationSchema).parse(response.json()).data;
    };
    expect(await run()).toMatchObject({
      isClean: true,
      accountMismatches: [],
      unbalancedEntries: [],
      heldPayouts: [],
    });

    // Sent to the processor over a minute ago, never answered: held for reconciliation.
    const sentAt = new Date(play.clock.now().getTime() - 120_000);
    await ctx.db
      .update(withdrawals)
      .set({ status: 'processing', sentAt })
      .where(eq(withdrawals.id, withdrawalId));
    const held = await run();
    expect(held.heldPayouts).toEqual([
      expect.objectContaining({
        id: withdrawalId,
        playerId: player.playerId,
        amount: '20.00',
        currency: 'EUR',
      }),
    ]);

    // A balance moved by hand, outside any entry: the run names the account and both figures.
    const [account] = rowsOf<{ id: string; balance: string }>(
      await ctx.db.execute(
        sql`SELECT id, balance::text FROM ledger_accounts
          WHERE owner_id = ${player.playerId}::uuid AND kind = 'player_cash'`,
      ),
    );
    await ctx.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${account!.id}::uuid`,
    );
    try {
      const broken = await run();
      expect(broken.isClean).toBe(false);
      expect(broken.accountMismatches).toEqual([
        {
          accountId: account!.id,
          currency: 'EUR',
          stored: String(BigInt(account!.balance) + 1n),
          posted: account!.balance,
        },
      ]);
    } finally {
      await ctx.db.execute(
        sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${account!.id}::uuid`,
      );
    }
    const marketing = await staffToken(ctx.app, 'marketing');
    expect((await staffCall(ctx.app, marketing, 'GET', '/reconciliation')).statusCode).toBe(403);
  });
});
