import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freeRoundGrants,
  ledgerEntries,
  players,
  vipPeriodRewards,
  vipPeriodWatermarks,
} from '../../db/schema';
import { reconcile } from '../ledger/reconcile';
import { useLedgerDatabase } from '../ledger/ledger-test-kit';
import { runLoyaltyPipeline } from './loyalty-pipeline';
import {
  insertCategoryGames,
  insertFreeSpinSlots,
  insertOutboxEvents,
  insertPlayers,
  insertRounds,
  roundIdOf,
  type OutboxInsert,
  type TestGameRef,
} from './loyalty-test-kit';
import { payWaitingVipRewards, runVipPeriodJob, runVipPeriodJobs, vipPeriodRewardKey } from './vip-periods';
import { cashOf } from '../../test/ledger';

const ctx = useLedgerDatabase();

let slot: TestGameRef;
let sequence = 0;
beforeAll(async () => {
  const catalogue = await insertCategoryGames(ctx.db);
  slot = catalogue.find((game) => game.category === 'slots')!;
  await insertFreeSpinSlots(ctx.db);
});

const at = (iso: string) => new Date(iso);

type Player = { id: string; currency: string };

function betEvent(player: Player, stake: bigint, when: Date, options: { bonus?: boolean } = {}) {
  sequence += 1;
  const transactionId = `vip-bet-${sequence}`;
  const event: OutboxInsert = {
    topic: 'game.bet',
    createdAt: when,
    payload: {
      playerId: player.id,
      gameId: slot.id,
      category: slot.category,
      provider: 'studio',
      roundId: roundIdOf(sequence),
      externalRoundId: `vip-round-${sequence}`,
      transactionId,
      stake: options.bonus ? '0' : stake.toString(),
      ...(options.bonus ? { bonusStake: stake.toString() } : {}),
      win: '0',
      currency: player.currency,
    },
  };
  return { event, transactionId };
}

function winEvent(player: Player, win: bigint, when: Date): OutboxInsert {
  sequence += 1;
  return {
    topic: 'game.win',
    createdAt: when,
    payload: {
      playerId: player.id,
      gameId: slot.id,
      category: slot.category,
      provider: 'studio',
      roundId: roundIdOf(sequence),
      externalRoundId: `vip-round-${sequence}`,
      transactionId: `vip-win-${sequence}`,
      stake: '0',
      win: win.toString(),
      roundClosed: true,
      currency: player.currency,
    },
  };
}

function rollbackEvent(player: Player, transactionId: string, stake: bigint, when: Date): OutboxInsert {
  sequence += 1;
  return {
    topic: 'game.rollback',
    createdAt: when,
    payload: {
      playerId: player.id,
      gameId: slot.id,
      category: slot.category,
      provider: 'studio',
      // The round of the bet it undoes.
      roundId: roundIdOf(Number(transactionId.replace('vip-bet-', ''))),
      externalRoundId: `vip-round-${transactionId.replace('vip-bet-', '')}`,
      transactionId: `vip-rb-${sequence}`,
      originalTransactionId: transactionId,
      stake: (-stake).toString(),
      win: '0',
      currency: player.currency,
    },
  };
}

/**
 * Writes the events, with the rounds of their bets (closed, or rolled back when a rollback of theirs
 * is among them), and projects them (facts, settlements, CP, levels and level rewards) at `now`.
 */
async function play(events: OutboxInsert[], now: Date) {
  const undone = new Set(
    events.filter((each) => each.topic === 'game.rollback').map((each) => each.payload.roundId),
  );
  await insertRounds(
    ctx.db,
    events
      .filter((each) => each.topic === 'game.bet')
      .map((each) => ({
        id: String(each.payload.roundId),
        playerId: String(each.payload.playerId),
        gameId: slot.id,
        currency: String(each.payload.currency),
        status: undone.has(each.payload.roundId) ? ('rolled_back' as const) : ('closed' as const),
        at: each.createdAt,
      })),
  );
  await insertOutboxEvents(ctx.db, events);
  await runLoyaltyPipeline(ctx.db, now, { gapGraceMs: 0 });
}

/** EUR 50,000 (or its equivalent) on a slot: 2,000 CP, level 21, Bronze VIP from `when`. */
function vipBet(player: Player, when: Date) {
  const stake = player.currency === 'NOK' ? 50_000_000n : 5_000_000n;
  return betEvent(player, stake, when).event;
}

async function setWatermark(period: 'weekly' | 'monthly', paidThrough: string) {
  await ctx.db
    .insert(vipPeriodWatermarks)
    .values({ period, paidThrough })
    .onConflictDoUpdate({ target: vipPeriodWatermarks.period, set: { paidThrough } });
}

async function rewardsOf(playerIds: string[]) {
  if (playerIds.length === 0) return [];
  return ctx.db
    .select()
    .from(vipPeriodRewards)
    .where(inArray(vipPeriodRewards.playerId, playerIds))
    .orderBy(vipPeriodRewards.playerId, vipPeriodRewards.periodStart, vipPeriodRewards.kind);
}

async function vipEntriesOf(playerId: string) {
  const rows = await ctx.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'loyalty_vip_reward'),
        sql`${ledgerEntries.idempotencyKey} LIKE ${`loyalty-vip:${playerId}:%`}`,
      ),
    );
  return rows.length;
}

describe('VIP period jobs', () => {
  it('pay net-loss cashback, the cash reward and free spins once, only to VIPs active in the week', async () => {
    const [vip, vipNok, winner, inactive, art, late] = await insertPlayers(ctx.db, [
      'EUR',
      'NOK',
      'EUR',
      'EUR',
      'EUR',
      'EUR',
    ]);
    // The week of Monday 2026-03-02; VIP status reached the week before.
    await play(
      [vipBet(vip!, at('2026-02-25T10:00:00Z')), vipBet(vipNok!, at('2026-02-25T10:00:01Z'))].concat([
        vipBet(winner!, at('2026-02-25T10:00:02Z')),
        vipBet(inactive!, at('2026-02-25T10:00:03Z')),
      ]),
      at('2026-02-25T12:00:00Z'),
    );
    const rolledBack = betEvent(vip!, 20_000n, at('2026-03-04T09:00:00Z'));
    await play(
      [
        // vip: stakes 100,000 - wins 30,000, a bet of 20,000 rolled back, a bonus stake that earns nothing.
        betEvent(vip!, 100_000n, at('2026-03-03T09:00:00Z')).event,
        winEvent(vip!, 30_000n, at('2026-03-03T09:00:01Z')),
        rolledBack.event,
        rollbackEvent(vip!, rolledBack.transactionId, 20_000n, at('2026-03-04T09:00:01Z')),
        betEvent(vip!, 50_000n, at('2026-03-05T09:00:00Z'), { bonus: true }).event,
        // vipNok: NOK 10,000 lost.
        betEvent(vipNok!, 1_000_000n, at('2026-03-06T09:00:00Z')).event,
        // winner: won more than staked.
        betEvent(winner!, 10_000n, at('2026-03-07T09:00:00Z')).event,
        winEvent(winner!, 50_000n, at('2026-03-07T09:00:01Z')),
        // inactive: only bonus money and a win; no real-money bet.
        betEvent(inactive!, 10_000n, at('2026-03-07T10:00:00Z'), { bonus: true }).event,
        winEvent(inactive!, 5_000n, at('2026-03-07T10:00:01Z')),
        // art: active but far from VIP.
        betEvent(art!, 100_000n, at('2026-03-07T11:00:00Z')).event,
        // late: active in the week, VIP only the week after.
        betEvent(late!, 1_000n, at('2026-03-08T23:00:00Z')).event,
      ],
      at('2026-03-08T23:30:00Z'),
    );
    await play([vipBet(late!, at('2026-03-10T10:00:00Z'))], at('2026-03-10T10:00:01Z'));

    await setWatermark('weekly', '2026-02-23');
    await setWatermark('monthly', '2026-02-01');
    const before = new Map<string, bigint>();
    for (const each of [vip!, vipNok!, winner!, inactive!, art!, late!])
      before.set(each.id, await cashOf(ctx.db, each.id));

    const now = at('2026-03-10T12:00:00Z');
    expect(await runVipPeriodJobs(ctx.db, now)).toEqual({ weekly: 8, monthly: 0 });
    const rows = await rewardsOf([vip!.id, vipNok!.id, winner!.id, inactive!.id, art!.id, late!.id]);
    const summary = rows.map((row) => ({
      who: [vip, vipNok, winner, inactive, art, late].findIndex((each) => each!.id === row.playerId),
      kind: row.kind,
      periodStart: row.periodStart,
      tier: row.tier,
      netLoss: row.netLossMinor,
      amount: row.amountMinor,
      spins: row.spins,
      slug: row.gameSlug,
      status: row.status,
    }));
    const common = { periodStart: '2026-03-02', tier: 'bronze' };
    expect(summary.sort((a, b) => a.who - b.who || a.kind.localeCompare(b.kind))).toEqual([
      // 5 % of 70,000 cents; EUR 10; 10 spins on sun-temple.
      {
        who: 0,
        kind: 'weekly_cash',
        ...common,
        netLoss: null,
        amount: 1_000n,
        spins: null,
        slug: null,
        status: 'paid',
      },
      {
        who: 0,
        kind: 'weekly_cashback',
        ...common,
        netLoss: 70_000n,
        amount: 3_500n,
        spins: null,
        slug: null,
        status: 'paid',
      },
      {
        who: 0,
        kind: 'weekly_free_spins',
        ...common,
        netLoss: null,
        amount: null,
        spins: 10,
        slug: 'sun-temple',
        status: 'granted',
      },
      // NOK: EUR 10 is NOK 100; 5 % of NOK 10,000.
      {
        who: 1,
        kind: 'weekly_cash',
        ...common,
        netLoss: null,
        amount: 10_000n,
        spins: null,
        slug: null,
        status: 'paid',
      },
      {
        who: 1,
        kind: 'weekly_cashback',
        ...common,
        netLoss: 1_000_000n,
        amount: 50_000n,
        spins: null,
        slug: null,
        status: 'paid',
      },
      {
        who: 1,
        kind: 'weekly_free_spins',
        ...common,
        netLoss: null,
        amount: null,
        spins: 10,
        slug: 'sun-temple',
        status: 'granted',
      },
      // A net win: no cashback, the cash reward and spins all the same.
      {
        who: 2,
        kind: 'weekly_cash',
        ...common,
        netLoss: null,
        amount: 1_000n,
        spins: null,
        slug: null,
        status: 'paid',
      },
      {
        who: 2,
        kind: 'weekly_free_spins',
        ...common,
        netLoss: null,
        amount: null,
        spins: 10,
        slug: 'sun-temple',
        status: 'granted',
      },
    ]);
    expect((await cashOf(ctx.db, vip!.id)) - before.get(vip!.id)!).toBe(4_500n);
    expect((await cashOf(ctx.db, vipNok!.id)) - before.get(vipNok!.id)!).toBe(60_000n);
    expect((await cashOf(ctx.db, winner!.id)) - before.get(winner!.id)!).toBe(1_000n);
    for (const each of [inactive!, art!, late!])
      expect(await cashOf(ctx.db, each.id)).toBe(before.get(each.id));

    const [grant] = await ctx.db
      .select()
      .from(freeRoundGrants)
      .where(eq(freeRoundGrants.sourceKey, vipPeriodRewardKey(vip!.id, 'weekly_free_spins', '2026-03-02')));
    expect(grant).toMatchObject({ source: 'loyalty_vip', roundsGranted: 10, playerId: vip!.id });

    // Run again, and again with the watermark lost: the unique keys pay nothing twice.
    expect(await runVipPeriodJobs(ctx.db, now)).toEqual({ weekly: 0, monthly: 0 });
    await setWatermark('weekly', '2026-02-23');
    expect(await runVipPeriodJobs(ctx.db, at('2026-03-11T12:00:00Z'))).toEqual({ weekly: 0, monthly: 0 });
    expect(await rewardsOf([vip!.id, vipNok!.id, winner!.id])).toHaveLength(8);
    expect(await vipEntriesOf(vip!.id)).toBe(2);
    expect((await cashOf(ctx.db, vip!.id)) - before.get(vip!.id)!).toBe(4_500n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('rolls over at Monday 00:00 UTC and on the 1st, each closed period paid once', async () => {
    const [vip] = await insertPlayers(ctx.db, ['EUR']);
    await play([vipBet(vip!, at('2026-03-20T10:00:00Z'))], at('2026-03-20T10:00:01Z'));
    await setWatermark('weekly', '2026-03-16');
    await setWatermark('monthly', '2026-02-01');
    await play(
      [
        // Sunday 2026-03-29 23:59:59.999, the last instant of the week of 03-23.
        betEvent(vip!, 10_000n, at('2026-03-29T23:59:59.999Z')).event,
        // Monday 00:00: the next week, still March.
        betEvent(vip!, 20_000n, at('2026-03-30T00:00:00.000Z')).event,
        // 03-31 23:59:59.999: March; 04-01 00:00: April (both in the week of 03-30).
        betEvent(vip!, 40_000n, at('2026-03-31T23:59:59.999Z')).event,
        betEvent(vip!, 80_000n, at('2026-04-01T00:00:00.000Z')).event,
      ],
      at('2026-04-01T00:00:00.000Z'),
    );
    const cashbackOf = async () =>
      (await rewardsOf([vip!.id]))
        .filter((row) => row.kind.endsWith('_cashback'))
        .map((row) => `${row.kind} ${row.periodStart} ${row.netLossMinor} ${row.amountMinor}`);

    // Monday 03-30 00:00: the week of 03-23 has closed (and the week of 03-16 is paid already).
    await runVipPeriodJob(ctx.db, 'weekly', at('2026-03-30T00:00:00.000Z'));
    // The week of 03-16 held the VIP bet itself, but the watermark had it paid: only 03-23's 10,000.
    expect(await cashbackOf()).toEqual(['weekly_cashback 2026-03-23 10000 500']);
    // April 1st 00:00: March has closed; the week of 03-30 has not.
    await runVipPeriodJobs(ctx.db, at('2026-04-01T00:00:00.000Z'));
    expect(await cashbackOf()).toEqual([
      // Monthly: bronze 2 % of March's 5,000,000 + 10,000 + 20,000 + 40,000.
      'monthly_cashback 2026-03-01 5070000 101400',
      'weekly_cashback 2026-03-23 10000 500',
    ]);
    // Monday 04-06: the week of 03-30 (20,000 + 40,000 + 80,000), once however often the job runs.
    for (let i = 0; i < 3; i += 1) await runVipPeriodJobs(ctx.db, at('2026-04-06T00:00:00.001Z'));
    expect(await cashbackOf()).toEqual([
      'monthly_cashback 2026-03-01 5070000 101400',
      'weekly_cashback 2026-03-23 10000 500',
      'weekly_cashback 2026-03-30 140000 7000',
    ]);
    const [weekly] = await ctx.db
      .select()
      .from(vipPeriodWatermarks)
      .where(eq(vipPeriodWatermarks.period, 'weekly'));
    expect(weekly?.paidThrough).toBe('2026-03-30');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it("a self-excluded player's rewards wait until the block ends", async () => {
    const [vip] = await insertPlayers(ctx.db, ['EUR']);
    await play([vipBet(vip!, at('2026-04-08T10:00:00Z'))], at('2026-04-08T10:00:01Z'));
    await setWatermark('weekly', '2026-04-06');
    await setWatermark('monthly', '2026-04-01');
    await play([betEvent(vip!, 100_000n, at('2026-04-14T10:00:00Z')).event], at('2026-04-14T10:00:01Z'));
    const now = at('2026-04-20T01:00:00Z');
    await ctx.db
      .update(players)
      .set({ selfExcludedUntil: at('2026-04-27T00:00:00Z') })
      .where(eq(players.id, vip!.id));
    const before = await cashOf(ctx.db, vip!.id);

    expect((await runVipPeriodJobs(ctx.db, now)).weekly).toBe(3);
    const waiting = await rewardsOf([vip!.id]);
    expect(waiting.map((row) => `${row.kind} ${row.status}`)).toEqual([
      'weekly_cash waiting',
      'weekly_cashback waiting',
      'weekly_free_spins waiting',
    ]);
    expect(await payWaitingVipRewards(ctx.db, at('2026-04-26T23:59:59Z'))).toBe(0);
    expect(await cashOf(ctx.db, vip!.id)).toBe(before);

    expect(await payWaitingVipRewards(ctx.db, at('2026-04-27T00:00:00Z'))).toBe(3);
    expect(await payWaitingVipRewards(ctx.db, at('2026-04-27T00:00:01Z'))).toBe(0);
    expect((await rewardsOf([vip!.id])).map((row) => row.status)).toEqual(['paid', 'paid', 'granted']);
    // 5 % of 100,000 and EUR 10.
    expect((await cashOf(ctx.db, vip!.id)) - before).toBe(6_000n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('copies of the job running at once pay each period once', async () => {
    const people = await insertPlayers(ctx.db, ['EUR', 'EUR', 'NOK', 'EUR']);
    await play(
      people.map((each, index) => vipBet(each, new Date(at('2026-05-05T10:00:00Z').getTime() + index))),
      at('2026-05-05T10:00:01Z'),
    );
    await setWatermark('weekly', '2026-05-04');
    await setWatermark('monthly', '2026-04-01');
    await play(
      people.map(
        (each, index) => betEvent(each, 10_000n * BigInt(index + 1), at('2026-05-12T10:00:00Z')).event,
      ),
      at('2026-05-12T10:00:01Z'),
    );
    const before = await Promise.all(people.map((each) => cashOf(ctx.db, each.id)));
    // The week of 05-11 and May, from five copies at once.
    const now = at('2026-06-01T00:00:01Z');
    const runs = await Promise.all(Array.from({ length: 5 }, () => runVipPeriodJobs(ctx.db, now)));
    const total = runs.reduce((sum, run) => sum + run.weekly + run.monthly, 0);
    const rows = await rewardsOf(people.map((each) => each.id));
    expect(total).toBe(rows.length);
    // Each player: the weeks of 05-11, 05-18 and 05-25 (only 05-11 played) and May, three rewards each.
    expect(rows.filter((row) => row.period === 'weekly' && row.periodStart === '2026-05-11')).toHaveLength(
      12,
    );
    expect(rows.filter((row) => row.period === 'monthly')).toHaveLength(12);
    for (const [index, each] of people.entries()) {
      const paid = rows
        .filter((row) => row.playerId === each.id && row.amountMinor !== null)
        .reduce((sum, row) => sum + row.amountMinor!, 0n);
      expect((await cashOf(ctx.db, each.id)) - before[index]!).toBe(paid);
      const keys = rows.filter((row) => row.playerId === each.id && row.amountMinor !== null).length;
      expect(await vipEntriesOf(each.id)).toBe(keys);
    }
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });
});
