import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import {
  freeRoundGrants,
  loyaltyRewards,
  playerLoyalty,
  playerMessages,
  players,
  vipHostTasks,
  wagerFacts,
} from '../../db/schema';
import { rowsOf } from '../../db/transaction';
import { relaxedLimitsEnv } from '../../test/accounts';
import { staffToken } from '../../test/cashier';
import { insertTestGame } from '../../test/games';
import { createClock, useTestApp } from '../../test/helper';
import { login, loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import {
  betBody,
  fundPlayer,
  openGameSession,
  rollbackBody,
  useFakeProvider,
  winBody,
  walletCall,
  type GameSessionInfo,
} from '../wallet/wallet-test-kit';
import { createJobRunner } from '../jobs/job-runner';
import { soleProcessLeadership } from '../jobs/leadership';
import { loyaltyPipelineJob } from '../jobs/platform-jobs';
import { reconcile } from '../ledger/reconcile';
import { payWaitingRewards } from './level-rewards';
import { runLoyaltyPipeline } from './loyalty-pipeline';
import { runVipPeriodJobs } from './vip-periods';
import { cashOf } from '../../test/ledger';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const clock = createClock(new Date('2026-03-10T10:00:00Z'));
const ctx = useTestApp({ env, now: clock.now });

interface LoyaltyAnswer {
  level: number;
  categoryKey: string | null;
  isVip: boolean;
  totalCp: string;
  totalCpTenths: string;
  cpGained: string;
  nextLevel: { number: number; requiredCp: string } | null;
  cpUntilNextLevel: string | null;
  progress: number;
  lastLevelUp: { level: number; at: string } | null;
  cashback: {
    currency: string;
    availableMinor: string;
    accruingMinor: string;
    canClaim: boolean;
    nextClaimAt: string | null;
  };
}

let slotId = '';
let liveId = '';
beforeAll(async () => {
  // RTP 96.00 %: a house edge of 400 basis points.
  slotId = (await insertTestGame(ctx.db, { game: { category: 'slots', rtp: '96.00' } })).id;
  liveId = (await insertTestGame(ctx.db, { game: { category: 'live-casino', rtp: '98.00' } })).id;
  // The studio's slots the free spins of levels 1-5 are granted on.
  for (const slug of ['neon-fruits', 'sun-temple', 'lucky-clover', 'frost-giants', 'pearl-diver'])
    await insertTestGame(ctx.db, { game: { slug, category: 'slots', minBet: '10' } });
});

async function seated(gameId: string, cash: bigint, player?: TestPlayer) {
  const who = player ?? (await loginAsNewPlayer(ctx.app));
  if (cash > 0n) await fundPlayer(ctx.db, who.playerId, cash);
  const session = await openGameSession(ctx.app, provider, who, gameId);
  return { player: who, session };
}

/** A bet whose round stays open (it may still be rolled back): it counts for nothing yet. */
async function placeBet(session: GameSessionInfo, amount: string) {
  const body = betBody(session, amount);
  const response = await walletCall(ctx.app, 'bet', body);
  expect(response.statusCode, response.body).toBe(200);
  return body;
}

/** A bet of a round lost and closed (a win of 0): settled, so it counts. */
async function bet(session: GameSessionInfo, amount: string) {
  const body = await placeBet(session, amount);
  const closed = await walletCall(ctx.app, 'win', winBody(session, body.roundId, '0', { roundClosed: true }));
  expect(closed.statusCode, closed.body).toBe(200);
  return body;
}

async function loyalty(player: TestPlayer): Promise<LoyaltyAnswer> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/player/loyalty',
    headers: playerHeaders(player),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: LoyaltyAnswer }>().data;
}

const project = () => runLoyaltyPipeline(ctx.db, clock.now());

describe('loyalty through the wallet protocol', () => {
  it('states the CP in tenths too, so a first bet below 1 CP shows', async () => {
    const slot = await seated(slotId, 100_000n);
    await bet(slot.session, '500');
    await project();
    // EUR 5 on a slot is 0.2 CP: no whole CP yet, two tenths.
    expect(await loyalty(slot.player)).toMatchObject({ totalCp: '0', totalCpTenths: '2' });
    await bet(slot.session, '2500');
    await project();
    expect(await loyalty(slot.player)).toMatchObject({ totalCp: '1', totalCpTenths: '12' });
  });

  it('a slot bet earns 1 CP per EUR 25 and a live-table bet 20 % of that', async () => {
    const slot = await seated(slotId, 100_000n);
    await bet(slot.session, '2500');
    await project();
    expect((await loyalty(slot.player)).totalCp).toBe('1');

    const live = await seated(liveId, 100_000n);
    await bet(live.session, '2500');
    await bet(live.session, '10000');
    await project();
    const [row] = await ctx.db
      .select()
      .from(playerLoyalty)
      .where(eq(playerLoyalty.playerId, live.player.playerId));
    // 12,500 cents at 20 %: 80 micro-CP a cent, exactly 1 CP.
    expect(row?.microCp).toBe(1_000_000n);
    const [fact] = await ctx.db
      .select()
      .from(wagerFacts)
      .where(eq(wagerFacts.playerId, live.player.playerId))
      .limit(1);
    expect(fact).toMatchObject({
      product: 'live-casino-and-tables',
      category: 'live-casino',
      houseEdgeBasisPoints: 200,
      sign: 1,
    });
  });

  it('a rolled-back bet earns nothing and its fact carries the bet snapshot', async () => {
    const { player, session } = await seated(slotId, 100_000n);
    const body = await placeBet(session, '5000');
    const rollback = await walletCall(
      ctx.app,
      'rollback',
      rollbackBody(session, body.transactionId, body.roundId),
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    await project();
    const facts = await ctx.db.select().from(wagerFacts).where(eq(wagerFacts.playerId, player.playerId));
    const reversal = facts.find((fact) => fact.kind === 'rollback');
    const original = facts.find((fact) => fact.kind === 'bet');
    expect(reversal).toMatchObject({
      sign: -1,
      cashStakeMinor: 5000n,
      houseEdgeBasisPoints: 400,
      reversesFactId: original!.id,
    });
    expect((await loyalty(player)).totalCp).toBe('0');
  });

  it('a jump over several levels pays each level once, replays pay nothing more, and the books balance', async () => {
    const { player, session } = await seated(slotId, 1_000_000n);
    // EUR 3,000 at 100 %: 120 CP, level 6 at once (levels 1-5 free spins, level 6 EUR 6).
    await bet(session, '300000');
    await project();
    await project();
    const standing = await loyalty(player);
    expect(standing).toMatchObject({
      level: 6,
      categoryKey: 'art',
      isVip: false,
      totalCp: '120',
      cpGained: '0',
    });
    expect(standing.nextLevel).toEqual({ number: 7, requiredCp: '200' });
    expect(standing.cpUntilNextLevel).toBe('80');
    expect(standing.lastLevelUp?.level).toBe(6);

    const rewards = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/loyalty/rewards',
      headers: playerHeaders(player),
    });
    const items = rewards.json<{ data: { items: Array<Record<string, unknown>> } }>().data.items;
    expect(items.map((item) => item.level)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(items[0]).toMatchObject({ kind: 'cash', amountMinor: '600', currency: 'EUR', status: 'paid' });
    expect(items[5]).toMatchObject({
      kind: 'freeSpins',
      spins: 10,
      gameSlug: 'neon-fruits',
      status: 'granted',
    });
    // Levels 1-5 as free-rounds grants on their slots, one per level, waiting for delivery to the studio.
    const grants = await ctx.db
      .select({ rounds: freeRoundGrants.roundsGranted, source: freeRoundGrants.source })
      .from(freeRoundGrants)
      .where(eq(freeRoundGrants.playerId, player.playerId));
    expect(grants.map((grant) => grant.rounds).sort((a, b) => a - b)).toEqual([10, 20, 20, 25, 30]);
    expect(grants.every((grant) => grant.source === 'loyalty_level')).toBe(true);
    expect(await cashOf(ctx.db, player.playerId)).toBe(1_000_000n - 300_000n + 600n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('a self-excluded player reaches the level but the reward waits until the block ends', async () => {
    const { player, session } = await seated(slotId, 1_000_000n);
    await bet(session, '300000');
    await ctx.db
      .update(players)
      .set({ selfExcludedUntil: new Date(clock.now().getTime() + 3_600_000) })
      .where(eq(players.id, player.playerId));
    await project();
    const waiting = await ctx.db
      .select()
      .from(loyaltyRewards)
      .where(eq(loyaltyRewards.playerId, player.playerId));
    expect(waiting).toHaveLength(6);
    expect(waiting.every((reward) => reward.status === 'waiting')).toBe(true);
    expect(await payWaitingRewards(ctx.db, clock.now())).toBe(0);
    expect(await cashOf(ctx.db, player.playerId)).toBe(700_000n);

    clock.advance(3_600_001);
    expect(await payWaitingRewards(ctx.db, clock.now())).toBe(6);
    expect(await payWaitingRewards(ctx.db, clock.now())).toBe(0);
    expect(await cashOf(ctx.db, player.playerId)).toBe(700_600n);
  });

  it('a EUR 3,000 bet rolled back before its round settled gives no CP, level, reward nor cashback base; settled, it counts once', async () => {
    const { player, session } = await seated(slotId, 1_000_000n);
    // EUR 3,000 at 100 % would be 120 CP, level 6 (EUR 6 paid, levels 1-5 free spins): not while its
    // round is open, and never once the provider rolled it back.
    const body = await placeBet(session, '300000');
    await project();
    expect(await loyalty(player)).toMatchObject({ level: 0, totalCp: '0' });
    const rollback = await walletCall(
      ctx.app,
      'rollback',
      rollbackBody(session, body.transactionId, body.roundId),
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    await project();
    await project();
    const rolledBack = await loyalty(player);
    expect(rolledBack).toMatchObject({ level: 0, totalCp: '0', lastLevelUp: null });
    expect(rolledBack.cashback.accruingMinor).toBe('0');
    const noRewards = await ctx.db
      .select()
      .from(loyaltyRewards)
      .where(eq(loyaltyRewards.playerId, player.playerId));
    expect(noRewards).toEqual([]);
    const noGrants = await ctx.db
      .select()
      .from(freeRoundGrants)
      .where(eq(freeRoundGrants.playerId, player.playerId));
    expect(noGrants).toEqual([]);
    const base = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM cashback_days WHERE player_id = ${player.playerId} AND edge_stake <> 0`,
      ),
    );
    expect(base[0]?.n).toBe(0);
    expect(await cashOf(ctx.db, player.playerId)).toBe(1_000_000n);

    // The same stake in a round the provider closes counts once, however many passes run.
    await bet(session, '300000');
    await project();
    await project();
    const settled = await loyalty(player);
    expect(settled).toMatchObject({ level: 6, totalCp: '120' });
    // 300,000 cents x 400 bp x 20 % share (level 6) = 2,400 cents accruing.
    expect(settled.cashback.accruingMinor).toBe('2400');
    const rewards = await ctx.db
      .select()
      .from(loyaltyRewards)
      .where(eq(loyaltyRewards.playerId, player.playerId));
    expect(rewards.map((reward) => reward.level).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await cashOf(ctx.db, player.playerId)).toBe(700_600n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('reaching level 21 makes the player VIP: a message and a task for the VIP hosts', async () => {
    const { player, session } = await seated(slotId, 6_000_000n);
    // EUR 50,000: 2,000 CP, level 21.
    await bet(session, '5000000');
    await project();
    const standing = await loyalty(player);
    expect(standing).toMatchObject({ level: 21, categoryKey: 'bronze', isVip: true });
    const messages = await ctx.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, player.playerId));
    const vip = messages.filter((message) => message.type === 'vip');
    expect(vip).toHaveLength(1);
    expect(vip[0]?.texts?.de).toContain('VIP-Club');
    expect(vip[0]?.texts?.no).toContain('nivå 21');
    const tasks = await ctx.db.select().from(vipHostTasks).where(eq(vipHostTasks.playerId, player.playerId));
    expect(tasks).toHaveLength(1);
    // 21 rewards, the cash ones EUR 6 + ... + EUR 21.
    const paid = rowsOf<{ sum: string }>(
      await ctx.db.execute(
        sql`SELECT sum(amount_minor)::text AS sum FROM loyalty_rewards WHERE player_id = ${player.playerId}`,
      ),
    );
    expect(paid[0]?.sum).toBe(String((6 + 21) * 16 * 50));

    const token = await staffToken(ctx.app, 'support');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/staff/v1/vipHostTasks?status=open',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const listedTasks = listed.json<{ data: { tasks: Array<{ playerId: string }> } }>().data.tasks;
    expect(listedTasks.some((task) => task.playerId === player.playerId)).toBe(true);
    const refused = await ctx.app.inject({ method: 'GET', url: '/staff/v1/vipHostTasks' });
    expect(refused.statusCode).toBe(401);
  });

  it('cashback accrues today, is claimable from tomorrow, once per UTC day, and the books balance', async () => {
    const { player, session } = await seated(slotId, 1_000_000n);
    await bet(session, '10000');
    await bet(session, '15000');
    await project();
    let standing = await loyalty(player);
    // 25,000 cents x 400 bp x 10 % share (levels 0-5) = 100 cents accruing, nothing claimable yet.
    expect(standing.cashback).toMatchObject({
      currency: 'EUR',
      availableMinor: '0',
      accruingMinor: '100',
      canClaim: false,
    });
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/cashback/claim',
      headers: playerHeaders(player),
    });
    expect(early.json<{ info: { resultCode: string } }>().info.resultCode).toBe('cashback_nothing_to_claim');

    clock.advance(24 * 3_600_000);
    // A day later the session has expired: the player logs in again.
    player.token = (await login(ctx.app, player.username, player.password)).token;
    standing = await loyalty(player);
    expect(standing.cashback).toMatchObject({
      availableMinor: '100',
      accruingMinor: '0',
      canClaim: true,
      nextClaimAt: null,
    });
    const before = await cashOf(ctx.db, player.playerId);
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/cashback/claim',
      headers: playerHeaders(player),
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json<{ data: unknown }>().data).toEqual({ claimedMinor: '100', currency: 'EUR' });
    expect(await cashOf(ctx.db, player.playerId)).toBe(before + 100n);

    // Today's bets accrue; a second claim the same day is refused even with something available.
    await bet(await openGameSession(ctx.app, provider, player, slotId), '25000');
    await project();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/cashback/claim',
      headers: playerHeaders(player),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ info: { resultCode: string } }>().info.resultCode).toBe('cashback_already_claimed');
    standing = await loyalty(player);
    expect(standing.cashback).toMatchObject({ availableMinor: '0', accruingMinor: '100', canClaim: false });
    expect(await cashOf(ctx.db, player.playerId)).toBe(before + 100n - 25_000n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it("the platform's loyalty job, woken by the bet's answer, moves the CP without a poll and stops cleanly", async () => {
    const { player, session } = await seated(slotId, 100_000n);
    // A poll far longer than the test: only the wake-up of the wallet call can make the pass happen.
    const worker = createJobRunner({ leadership: soleProcessLeadership(), log: ctx.app.log });
    worker.register({ ...loyaltyPipelineJob(ctx.app), everyMs: 600_000, minGapMs: 0 });
    worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await bet(session, '5000');
      let microCp = 0n;
      for (let tries = 0; tries < 100 && microCp === 0n; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const [row] = await ctx.db
          .select()
          .from(playerLoyalty)
          .where(eq(playerLoyalty.playerId, player.playerId));
        microCp = row?.microCp ?? 0n;
      }
      expect(microCp).toBe(2_000_000n);
    } finally {
      await worker.stop();
    }
  });

  it('the loyalty calls need a player session', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/loyalty',
      headers: { 'api-key': 'demo-skin-key' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("a VIP's weekly rewards are paid by the period job once and listed for the player", async () => {
    const { player, session } = await seated(slotId, 6_000_000n);
    // EUR 50,000: level 21 (Bronze), then EUR 1,000 more in the same week (from Tuesday 2026-03-10).
    await bet(session, '5000000');
    await project();
    const win = await placeBet(session, '100000');
    const response = await walletCall(ctx.app, 'win', winBody(session, win.roundId, '40000'));
    expect(response.statusCode, response.body).toBe(200);
    await project();
    const before = await cashOf(ctx.db, player.playerId);

    // Monday 2026-03-16 00:00 UTC: the week of 03-09 has closed; the job pays it once.
    const monday = new Date('2026-03-16T00:00:01Z');
    await runVipPeriodJobs(ctx.db, monday);
    await runVipPeriodJobs(ctx.db, monday);
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/loyalty/vipRewards',
      headers: playerHeaders(player),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { items } = answer.json<{ data: { items: Record<string, unknown>[] } }>().data;
    // Net loss 5,100,000 - 40,000 cents at Bronze's 5 %; EUR 10; 10 spins on sun-temple.
    expect(items).toEqual([
      {
        period: 'weekly',
        kind: 'weekly_cash',
        periodStart: '2026-03-09',
        tier: 'bronze',
        currency: 'EUR',
        amountMinor: '1000',
        status: 'paid',
      },
      {
        period: 'weekly',
        kind: 'weekly_cashback',
        periodStart: '2026-03-09',
        tier: 'bronze',
        currency: 'EUR',
        amountMinor: '253000',
        netLossMinor: '5060000',
        status: 'paid',
      },
      {
        period: 'weekly',
        kind: 'weekly_free_spins',
        periodStart: '2026-03-09',
        tier: 'bronze',
        currency: 'EUR',
        spins: 10,
        gameSlug: 'sun-temple',
        status: 'granted',
      },
    ]);
    expect((await cashOf(ctx.db, player.playerId)) - before).toBe(254_000n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });
});
