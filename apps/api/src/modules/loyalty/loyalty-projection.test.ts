import {
  cashbackShareOfEdge,
  cashbackSubunitsPerMinor,
  cpFromStake,
  currencies,
  currentLevel,
  eurCentsInCurrency,
  levelReward,
  type CurrencyCode,
} from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashbackDays, eventConsumers, loyaltyRewards, playerLoyalty, wagerFacts } from '../../db/schema';
import { rowsOf } from '../../db/transaction';
import { reconcile } from '../ledger/reconcile';
import { useLedgerDatabase } from '../ledger/ledger-test-kit';
import { wagerFactsConsumer } from '../wager-facts/make-wager-facts';
import { settleWagerFacts } from '../wager-facts/settle-wager-facts';
import { consumerCursor, runConsumer, type StreamConsumer } from '../wager-facts/stream-consumer';
import { claimCashback } from './cashback';
import { runLoyaltyPipeline } from './loyalty-pipeline';
import {
  insertCategoryGames,
  insertFreeSpinSlots,
  insertOutboxEvents,
  insertPlayers,
  insertRounds,
  roundIdOf,
  seededRandom,
  type OutboxInsert,
  type TestGameRef,
  type TestRound,
} from './loyalty-test-kit';
import { cashbackConsumerName, cashbackProjection, cpConsumerName, cpProjection } from './projections';

const ctx = useLedgerDatabase();

// The weights of the spec, written out here rather than taken from the code under test.
const weightOf: Record<TestGameRef['category'], number> = {
  slots: 100,
  'live-casino': 20,
  table: 20,
  'game-shows': 20,
  'crash-and-fast': 20,
};

interface Expected {
  microCp: Map<string, bigint>;
  edgeStakeByDay: Map<string, bigint>;
}

/**
 * Random movements of many players over three days: bets (some paid from bonus money only), wins,
 * deposits and rollbacks of some bets, and the straight sum of what they should give.
 */
function randomHistory(
  seed: number,
  count: number,
  people: { id: string; currency: string }[],
  catalogue: TestGameRef[],
  start: Date,
) {
  const random = seededRandom(seed);
  const events: OutboxInsert[] = [];
  const bets: {
    key: string;
    playerId: string;
    currency: string;
    game: TestGameRef;
    stake: bigint;
    bonus: boolean;
    at: Date;
    roundId: string;
    rolledBack: boolean;
  }[] = [];
  let sequence = 0;
  while (events.length < count) {
    const roll = random.next();
    const at = new Date(start.getTime() + random.int(0, 3 * 86_400_000 - 1));
    const who = random.pick(people);
    if (roll < 0.08 && bets.length > 0) {
      const bet = random.pick(bets);
      if (bet.rolledBack) continue;
      bet.rolledBack = true;
      sequence += 1;
      events.push({
        topic: 'game.rollback',
        createdAt: new Date(bet.at.getTime() + 1_000),
        payload: {
          playerId: bet.playerId,
          gameId: bet.game.id,
          category: bet.game.category,
          provider: 'studio',
          roundId: bet.roundId,
          externalRoundId: bet.roundId,
          transactionId: `rb-${sequence}`,
          originalTransactionId: bet.key,
          stake: (-bet.stake).toString(),
          win: '0',
          currency: bet.currency,
        },
      });
    } else if (roll < 0.18) {
      const game = random.pick(catalogue);
      sequence += 1;
      events.push({
        topic: 'game.win',
        createdAt: at,
        payload: {
          playerId: who.id,
          gameId: game.id,
          category: game.category,
          provider: 'studio',
          roundId: roundIdOf(sequence),
          externalRoundId: roundIdOf(sequence),
          transactionId: `win-${sequence}`,
          stake: '0',
          win: String(random.int(1, 500_000)),
          roundClosed: true,
          currency: who.currency,
        },
      });
    } else if (roll < 0.2) {
      events.push({
        topic: 'deposit completed',
        createdAt: at,
        payload: {
          playerId: who.id,
          depositId: roundIdOf(1_000_000 + events.length),
          amountMinor: String(random.int(1_000, 100_000)),
          currency: who.currency,
        },
      });
    } else {
      const game = random.pick(catalogue);
      const stake = BigInt(random.int(1, 200_000));
      const bonus = random.next() < 0.03;
      sequence += 1;
      const key = `bet-${sequence}`;
      bets.push({
        key: `studio:${key}`,
        playerId: who.id,
        currency: who.currency,
        game,
        stake,
        bonus,
        at,
        roundId: roundIdOf(sequence),
        rolledBack: false,
      });
      events.push({
        topic: 'game.bet',
        createdAt: at,
        payload: {
          playerId: who.id,
          gameId: game.id,
          category: game.category,
          provider: 'studio',
          roundId: roundIdOf(sequence),
          externalRoundId: roundIdOf(sequence),
          transactionId: key,
          // A stake paid from bonus money only: cash stake 0, earns nothing.
          stake: bonus ? '0' : stake.toString(),
          ...(bonus ? { bonusStake: stake.toString() } : {}),
          win: '0',
          currency: who.currency,
          // Half the events carry the house edge of the moment, the others leave it to the game's RTP.
          ...(random.next() < 0.5 ? { houseEdgeBasisPoints: 10_000 - game.rtpBasisPoints } : {}),
        },
      });
    }
  }
  // The rollback events name their bets by the provider's transaction id (without the provider).
  for (const event of events) {
    if (event.topic === 'game.rollback') {
      event.payload.originalTransactionId = String(event.payload.originalTransactionId).replace(
        /^studio:/,
        '',
      );
    }
  }
  const expected: Expected = { microCp: new Map(), edgeStakeByDay: new Map() };
  for (const bet of bets) {
    if (bet.rolledBack || bet.bonus) continue;
    const cp = cpFromStake(bet.stake, currencies[bet.currency as CurrencyCode], weightOf[bet.game.category]);
    expected.microCp.set(bet.playerId, (expected.microCp.get(bet.playerId) ?? 0n) + cp);
    const dayKey = `${bet.playerId}|${bet.at.toISOString().slice(0, 10)}`;
    const edge = bet.stake * BigInt(10_000 - bet.game.rtpBasisPoints);
    expected.edgeStakeByDay.set(dayKey, (expected.edgeStakeByDay.get(dayKey) ?? 0n) + edge);
  }
  // Every bet's round closed (a lost round's win of 0 writes no event), or rolled back.
  const rounds: TestRound[] = bets.map((bet) => ({
    id: bet.roundId,
    playerId: bet.playerId,
    gameId: bet.game.id,
    currency: bet.currency,
    status: bet.rolledBack ? 'rolled_back' : 'closed',
    at: bet.at,
  }));
  return { events, expected, rounds };
}

/** A copy of a consumer that dies (throws inside its transaction) on its n-th batch. */
function killedOnBatch(consumer: StreamConsumer, n: number): StreamConsumer {
  let batches = 0;
  return {
    ...consumer,
    async processBatch(tx, input) {
      const result = await consumer.processBatch(tx, input);
      batches += 1;
      if (batches === n) throw new Error('killed mid-batch');
      return result;
    },
  };
}

/** Runs a consumer until a pass finds nothing left to do. */
async function drain(consumer: StreamConsumer, now: Date, batchSize = 400) {
  for (let pass = 0; pass < 50; pass += 1) {
    if ((await runConsumer(ctx.db, consumer, { now, batchSize })) === 0) return;
  }
  throw new Error(`${consumer.name} did not drain`);
}

describe('the loyalty projections', () => {
  it('give exactly the straight sum of 10,000 random facts: delivered twice, out of order, killed mid-way, two copies at once', async () => {
    const now = new Date('2026-05-10T00:00:00Z');
    const start = new Date('2026-05-01T00:00:00Z');
    const people = await insertPlayers(ctx.db, [
      ...Array.from({ length: 30 }, () => 'EUR'),
      ...Array.from({ length: 10 }, () => 'NOK'),
      ...Array.from({ length: 10 }, () => 'GBP'),
    ]);
    const catalogue = await insertCategoryGames(ctx.db);
    await insertFreeSpinSlots(ctx.db);
    const { events, expected, rounds } = randomHistory(14, 10_000, people, catalogue, start);
    await insertRounds(ctx.db, rounds);
    // Out of order: the events get their ids in a shuffled order (a rollback may come before its bet).
    await insertOutboxEvents(ctx.db, seededRandom(7).shuffle([...events]));

    // The facts: one consumer killed on its third batch, then two copies at once, then a replay.
    await expect(drain(killedOnBatch(wagerFactsConsumer(), 3), now)).rejects.toThrow('killed mid-batch');
    await Promise.all([drain(wagerFactsConsumer(), now, 300), drain(wagerFactsConsumer(), now, 700)]);
    const [factCount] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`SELECT count(*)::int AS n FROM wager_facts`),
    );
    const missing = rowsOf<{ topic: string; n: number }>(
      await ctx.db.execute(
        sql`SELECT topic, count(*)::int AS n FROM outbox_events o WHERE NOT EXISTS (SELECT 1 FROM wager_facts f WHERE f.outbox_event_id = o.id) GROUP BY topic`,
      ),
    );
    expect(missing).toEqual([]);
    expect(factCount?.n).toBe(10_000);

    // The settlements of the bets of closed rounds: two copies at once, then a replay that finds none.
    await Promise.all([
      settleWagerFacts(ctx.db, now, { limit: 300 }),
      settleWagerFacts(ctx.db, now, { limit: 700 }),
    ]);
    expect(await settleWagerFacts(ctx.db, now)).toBe(0);
    const [settlements] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`SELECT count(*)::int AS n FROM wager_facts WHERE kind = 'settlement'`),
    );
    expect(settlements?.n).toBe(rounds.filter((round) => round.status === 'closed').length);

    // The projections: each killed once mid-way, then two copies of each at once.
    await expect(drain(killedOnBatch(cpProjection, 4), now)).rejects.toThrow('killed mid-batch');
    await expect(drain(killedOnBatch(cashbackProjection, 2), now)).rejects.toThrow('killed mid-batch');
    await Promise.all([
      drain(cpProjection, now, 250),
      drain(cpProjection, now, 600),
      drain(cashbackProjection, now, 350),
      drain(cashbackProjection, now, 500),
    ]);
    // A copy leaves a rollback whose bet the other copy holds for its next pass: the loop's next pass.
    await drain(cpProjection, now);
    await drain(cashbackProjection, now);
    // Delivered twice: the cursors start over and every fact is offered again.
    await ctx.db.update(eventConsumers).set({ cursor: 0, horizonId: null, horizonAt: null });
    const replay = await runLoyaltyPipeline(ctx.db, now);
    expect(replay).toEqual({ facts: 0, settled: 0, cp: 0, cashback: 0 });

    const standings = await ctx.db.select().from(playerLoyalty);
    const byPlayer = new Map(standings.map((row) => [row.playerId, row]));
    let rewardedCash = 0n;
    const levelsSeen = new Set<number>();
    for (const person of people) {
      const microCp = expected.microCp.get(person.id) ?? 0n;
      const row = byPlayer.get(person.id);
      expect(row?.microCp ?? 0n, person.id).toBe(microCp);
      const level = currentLevel(microCp);
      expect(row?.level ?? 0).toBe(level);
      levelsSeen.add(level);
      const rewards = await ctx.db
        .select()
        .from(loyaltyRewards)
        .where(eq(loyaltyRewards.playerId, person.id));
      expect(rewards.map((reward) => reward.level).sort((a, b) => a - b)).toEqual(
        Array.from({ length: level }, (_, index) => index + 1),
      );
      for (const reward of rewards) {
        const rule = levelReward(reward.level);
        if (rule.kind === 'cash') {
          const amount = eurCentsInCurrency(
            rule.eurCents,
            currencies[person.currency as CurrencyCode],
            'floor',
          );
          expect(reward).toMatchObject({ status: 'paid', amountMinor: amount, currency: person.currency });
          rewardedCash += 1n;
        } else {
          expect(reward).toMatchObject({ status: 'granted', spins: rule.spins, gameSlug: rule.gameSlug });
        }
      }
    }
    // The history reaches several tiers, so the cashback shares differ between players.
    expect(levelsSeen.size).toBeGreaterThan(5);
    expect(rewardedCash).toBeGreaterThan(100n);

    const days = await ctx.db.select().from(cashbackDays);
    expect(new Map(days.map((day) => [`${day.playerId}|${day.day}`, day.edgeStake]))).toEqual(
      new Map([...expected.edgeStakeByDay].filter(([, value]) => value !== 0n)),
    );

    // Each player claims once: the straight sum at the tier's share, paid once, the books balanced.
    for (const person of people) {
      const microCp = expected.microCp.get(person.id) ?? 0n;
      const edge = [...expected.edgeStakeByDay]
        .filter(([key]) => key.startsWith(`${person.id}|`))
        .reduce((sum, [, value]) => sum + value, 0n);
      const payable = (edge * BigInt(cashbackShareOfEdge(currentLevel(microCp)))) / cashbackSubunitsPerMinor;
      if (payable === 0n) continue;
      const claimed = await claimCashback(ctx.db, person.id, now);
      expect(claimed.claimedMinor).toBe(payable);
      await expect(claimCashback(ctx.db, person.id, now)).rejects.toMatchObject({
        code: 'cashback_already_claimed',
      });
    }
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  }, 300_000);

  it('a fact whose id was taken before a later one but committed after it is still projected (the gap)', async () => {
    const [player] = await insertPlayers(ctx.db, ['EUR']);
    const [game] = await insertCategoryGames(ctx.db);
    let clock = new Date('2026-06-01T12:00:00Z');
    const grace = 60_000;
    const run = () => runLoyaltyPipeline(ctx.db, clock, { gapGraceMs: grace });
    await run();
    // Each bet in a round of its own, closed.
    await insertRounds(
      ctx.db,
      [0, 1, 2, 3].map((n) => ({
        id: roundIdOf(9_000_000 + n),
        playerId: player!.id,
        gameId: game!.id,
        currency: 'EUR',
        status: 'closed' as const,
        at: clock,
      })),
    );
    let rounds = 0;
    const betEvent = (key: string, stake: number): OutboxInsert => ({
      topic: 'game.bet',
      createdAt: clock,
      payload: {
        playerId: player!.id,
        gameId: game!.id,
        category: 'slots',
        provider: 'studio',
        roundId: roundIdOf(9_000_000 + rounds),
        externalRoundId: roundIdOf(9_000_000 + rounds),
        transactionId: key,
        stake: String(stake),
        win: '0',
        currency: 'EUR',
      },
    });
    const nextBet = (key: string, stake: number) => {
      const event = betEvent(key, stake);
      rounds += 1;
      return event;
    };
    // A transaction takes an id and has not committed yet...
    const [reserved] = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`SELECT nextval(pg_get_serial_sequence('outbox_events', 'id'))::text AS id`),
    );
    const lateId = Number(reserved!.id);
    // ...while later ones commit and are projected.
    await insertOutboxEvents(ctx.db, [nextBet('gap-1', 2_500), nextBet('gap-2', 2_500)]);
    await run();
    clock = new Date(clock.getTime() + 1_000);
    await run();
    expect(await consumerCursor(ctx.db, 'wager-facts')).toBeLessThan(lateId);
    // Then the late one commits with its lower id: a plain "id > last seen" would never see it.
    await ctx.db.execute(sql`
      INSERT INTO outbox_events (id, topic, payload, created_at) OVERRIDING SYSTEM VALUE
      VALUES (${lateId}, 'game.bet', ${JSON.stringify(nextBet('gap-late', 5_000).payload)}::jsonb, ${clock.toISOString()}::timestamptz)`);
    await run();
    const [row] = await ctx.db.select().from(playerLoyalty).where(eq(playerLoyalty.playerId, player!.id));
    // 2 x EUR 25 + EUR 50 at 100 %: 4 CP.
    expect(row?.microCp).toBe(4_000_000n);
    const [fact] = await ctx.db.select().from(wagerFacts).where(eq(wagerFacts.outboxEventId, lateId));
    expect(fact?.cashStakeMinor).toBe(5_000n);

    // A gap that never fills (a rolled-back id) is passed once the grace period is over.
    await ctx.db.execute(sql`SELECT nextval(pg_get_serial_sequence('outbox_events', 'id'))`);
    const [last] = await insertOutboxEvents(ctx.db, [nextBet('gap-3', 2_500)]);
    await run();
    clock = new Date(clock.getTime() + grace);
    await run();
    clock = new Date(clock.getTime() + grace);
    await run();
    expect(await consumerCursor(ctx.db, 'wager-facts')).toBe(last);
    expect(await consumerCursor(ctx.db, cpConsumerName)).toBeGreaterThan(0);
    expect(await consumerCursor(ctx.db, cashbackConsumerName)).toBeGreaterThan(0);
  });
});
