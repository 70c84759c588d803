/**
 * Loyalty: wager facts made and projected per second (outbox -> facts, CP and levels, cashback), on
 * PGlite and, when DATABASE_URL names a PostgreSQL server, on a database of its own there (created and
 * dropped here); then the lag from a bet answered by the wallet to the player's new CP while bets
 * come at BENCH_RATE per second (default 200) for BENCH_SECONDS (default 5, at most 30), with the
 * loyalty loop running in the server's process as it does in production (p50/p95/p99/max); last, the
 * VIP weekly period job over BENCH_VIPS VIP players (default 1,000) who all played that week: players
 * paid per second, and a second run that finds the week paid.
 *
 *   npm run bench:loyalty
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:loyalty
 *   BENCH_PARTS=lag npm run bench:loyalty        (only the parts named: throughput, lag, vip)
 */
import type { AddressInfo } from 'node:net';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPglite, type DbHandle } from '../../apps/api/src/db/client';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { playerLoyalty, vipPeriodWatermarks } from '../../apps/api/src/db/schema';
import { seed } from '../../apps/api/src/db/seed';
import { createJobRunner } from '../../apps/api/src/modules/jobs/job-runner';
import { soleProcessLeadership } from '../../apps/api/src/modules/jobs/leadership';
import { loyaltyPipelineJob } from '../../apps/api/src/modules/jobs/platform-jobs';
import { reconcile } from '../../apps/api/src/modules/ledger/reconcile';
import {
  insertCategoryGames,
  insertFreeSpinSlots,
  insertOutboxEvents,
  insertPlayers,
  insertRounds,
  roundIdOf,
  seededRandom,
  type OutboxInsert,
  type TestRound,
} from '../../apps/api/src/modules/loyalty/loyalty-test-kit';
import { cashbackProjection, cpProjection } from '../../apps/api/src/modules/loyalty/projections';
import { runVipPeriodJob } from '../../apps/api/src/modules/loyalty/vip-periods';
import { wagerFactsConsumer } from '../../apps/api/src/modules/wager-facts/make-wager-facts';
import { settleWagerFacts } from '../../apps/api/src/modules/wager-facts/settle-wager-facts';
import { runConsumer, type StreamConsumer } from '../../apps/api/src/modules/wager-facts/stream-consumer';
import { benchSecret, preparePlayers, signedPost } from '../bets/setup';
import { createScratchDatabase } from '../ledger/scratch-database';
import { percentile } from '../ledger/stats';

const factCount = Math.min(100_000, Math.max(1_000, Number(process.env.BENCH_FACTS ?? 20_000) || 20_000));
const seconds = Math.min(30, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5) || 5));
const rate = Math.min(1_000, Math.max(1, Number(process.env.BENCH_RATE ?? 200) || 200));
// BENCH_PARTS=throughput,lag,vip (the default: all three) runs only the parts named.
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'throughput,lag,vip').split(',').map((part) => part.trim()),
);
const vipCount = Math.min(20_000, Math.max(10, Number(process.env.BENCH_VIPS ?? 1_000) || 1_000));

async function withDatabase<T>(
  driver: 'pglite' | 'postgres',
  work: (handle: DbHandle) => Promise<T>,
): Promise<T> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DbHandle;
  let drop = async () => {};
  if (driver === 'pglite') {
    handle = await openPglite(null);
  } else {
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    const scratch = await createScratchDatabase(serverUrl, 'bench_loyalty');
    handle = openPostgres(scratch.url);
    drop = scratch.drop;
  }
  try {
    await handle.migrate();
    return await work(handle);
  } finally {
    await handle.close();
    await drop();
  }
}

/** Runs a consumer until a pass finds nothing left; answers rows per second. */
async function timeDrain(handle: DbHandle, consumer: StreamConsumer, now: Date) {
  const started = performance.now();
  let rows = 0;
  for (;;) {
    const done = await runConsumer(handle.db, consumer, { now });
    if (done === 0) break;
    rows += done;
  }
  const elapsed = (performance.now() - started) / 1000;
  return { rows, elapsed, perSecond: rows / elapsed };
}

async function throughput(handle: DbHandle) {
  await seed(handle.db, { skinApiKey: 'bench-skin-key' });
  const people = await insertPlayers(
    handle.db,
    Array.from({ length: 500 }, (_, i) => (i % 5 === 0 ? 'NOK' : 'EUR')),
  );
  const catalogue = await insertCategoryGames(handle.db);
  const random = seededRandom(42);
  const start = new Date('2026-05-01T00:00:00Z');
  const events: OutboxInsert[] = [];
  const bets: { key: string; event: OutboxInsert; round: TestRound }[] = [];
  const rounds: TestRound[] = [];
  for (let i = 0; events.length < factCount; i += 1) {
    const who = random.pick(people);
    const game = random.pick(catalogue);
    const at = new Date(start.getTime() + i * 50);
    if (bets.length > 0 && random.next() < 0.03) {
      const bet = bets.splice(random.int(0, bets.length - 1), 1)[0]!;
      bet.round.status = 'rolled_back';
      events.push({
        topic: 'game.rollback',
        createdAt: at,
        payload: {
          ...bet.event.payload,
          transactionId: `rb${i}`,
          originalTransactionId: bet.key,
          stake: `-${String(bet.event.payload.stake)}`,
        },
      });
      continue;
    }
    const win = random.next() < 0.3;
    const event: OutboxInsert = {
      topic: win ? 'game.win' : 'game.bet',
      createdAt: at,
      payload: {
        playerId: who.id,
        gameId: game.id,
        category: game.category,
        provider: 'bench',
        roundId: roundIdOf(i),
        externalRoundId: `r${i}`,
        transactionId: `t${i}`,
        stake: String(random.int(10, 20_000)),
        win: win ? String(random.int(0, 40_000)) : '0',
        ...(win ? { roundClosed: true } : {}),
        currency: who.currency,
        houseEdgeBasisPoints: 10_000 - game.rtpBasisPoints,
      },
    };
    if (!win) {
      // Each bet's round, closed (a lost round) unless the bet is rolled back later.
      const round: TestRound = {
        id: roundIdOf(i),
        playerId: who.id,
        gameId: game.id,
        currency: who.currency,
        status: 'closed',
        at,
      };
      rounds.push(round);
      bets.push({ key: `t${i}`, event, round });
    }
    events.push(event);
  }
  await insertOutboxEvents(handle.db, events);
  await insertRounds(handle.db, rounds);
  const now = new Date('2026-05-10T00:00:00Z');
  const facts = await timeDrain(handle, wagerFactsConsumer(), now);
  const settleStarted = performance.now();
  let settledRows = 0;
  for (;;) {
    const done = await settleWagerFacts(handle.db, now);
    if (done === 0) break;
    settledRows += done;
  }
  const settleElapsed = (performance.now() - settleStarted) / 1000;
  const settled = { rows: settledRows, elapsed: settleElapsed, perSecond: settledRows / settleElapsed };
  const cp = await timeDrain(handle, cpProjection, now);
  const cashback = await timeDrain(handle, cashbackProjection, now);
  const all = facts.elapsed + settled.elapsed + cp.elapsed + cashback.elapsed;
  return {
    facts,
    settled,
    cp,
    cashback,
    endToEnd: factCount / all,
    clean: (await reconcile(handle.db)).isClean,
  };
}

/** Bets at `rate` per second over HTTP; the lag until each bet's CP shows in player_loyalty. */
async function lag(handle: DbHandle) {
  const config = buildConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    STUDIO_EMBEDDED: 'false',
    STUDIO_SECRET: benchSecret,
    STAFF_TOTP_KEY: `${benchSecret}-staff-totp`,
    SKIN_API_KEY: 'bench-skin-key',
  });
  const app = await buildApp({ config, db: handle.db });
  // The loyalty job alone, on a runner of its own, as the platform runs it in each process.
  const worker = createJobRunner({ leadership: soleProcessLeadership(), log: app.log });
  worker.register(loyaltyPipelineJob(app));
  worker.start();
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const players = await preparePlayers(app, handle.db, baseUrl, 40);
    // EUR 25 on a slot: exactly 1 CP a bet.
    const expected = new Map<string, { microCp: bigint; waiting: { microCp: bigint; at: number }[] }>();
    const lags: number[] = [];
    const answers: number[] = [];
    const failureReasons = new Map<string, number>();
    const fail = (reason: string) => failureReasons.set(reason, (failureReasons.get(reason) ?? 0) + 1);
    let failures = 0;
    let sent = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const inFlight: Promise<void>[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling || [...expected.values()].some((entry) => entry.waiting.length > 0)) {
        const ids = [...expected.entries()].filter(([, entry]) => entry.waiting.length > 0).map(([id]) => id);
        if (ids.length > 0) {
          const rows = await handle.db
            .select({ playerId: playerLoyalty.playerId, microCp: playerLoyalty.microCp })
            .from(playerLoyalty)
            .where(inArray(playerLoyalty.playerId, ids));
          const seen = performance.now();
          for (const row of rows) {
            const entry = expected.get(row.playerId)!;
            while (entry.waiting.length > 0 && entry.waiting[0]!.microCp <= row.microCp) {
              lags.push(seen - entry.waiting.shift()!.at);
            }
          }
        }
        if (performance.now() > deadline + 30_000) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    while (performance.now() < deadline) {
      const due = started + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const player = players[sent % players.length]!;
      const roundId = `lag-${sent}`;
      sent += 1;
      const askedAt = performance.now();
      inFlight.push(
        signedPost(baseUrl, 'bet', {
          sessionToken: player.sessionToken,
          playerId: player.playerId,
          transactionId: `${roundId}-bet`,
          roundId,
          externalGameId: player.externalGameId,
          amount: '2500',
          currency: 'EUR',
        }).then(
          async (answer) => {
            answers.push(performance.now() - askedAt);
            if (answer.status !== 200) {
              failures += 1;
              fail(`HTTP ${answer.status}`);
              return;
            }
            // The round lost and closed (a win of 0): its stake counts once settled.
            const closed = await signedPost(baseUrl, 'win', {
              playerId: player.playerId,
              transactionId: `${roundId}-win`,
              roundId,
              externalGameId: player.externalGameId,
              amount: '0',
              currency: 'EUR',
              roundClosed: true,
            });
            if (closed.status !== 200) {
              failures += 1;
              fail(`HTTP ${closed.status}`);
              return;
            }
            const entry = expected.get(player.playerId) ?? { microCp: 0n, waiting: [] };
            expected.set(player.playerId, entry);
            entry.microCp += 1_000_000n;
            entry.waiting.push({ microCp: entry.microCp, at: performance.now() });
          },
          (error: unknown) => {
            // A refused connection (the server could not keep up) counts as a failed bet.
            failures += 1;
            fail(error instanceof Error ? error.message : 'network error');
          },
        ),
      );
    }
    // The rate the bets were sent at (the schedule held), then the time until the last was answered.
    const achieved = sent / ((performance.now() - started) / 1000);
    await Promise.all(inFlight);
    const answeredAfter = (performance.now() - started) / 1000;
    polling = false;
    await poller;
    const sorted = lags.sort((a, b) => a - b);
    const answerTimes = answers.sort((a, b) => a - b);
    return {
      sent,
      achieved,
      answeredAfter,
      answerP50: percentile(answerTimes, 0.5),
      answerP95: percentile(answerTimes, 0.95),
      failureReasons: [...failureReasons.entries()]
        .map(([reason, count]) => `${count} x ${reason}`)
        .join(', '),
      failures,
      seen: sorted.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? 0,
    };
  } finally {
    await worker.stop();
    await app.close();
  }
}

/**
 * The VIP weekly job over `vipCount` VIP players who each bet five times and won twice in the week of
 * 2026-05-04 (facts written straight into wager_facts): each is paid cashback, a cash reward and free
 * spins. Answers players paid per second, the rewards recorded, and the time of a second run.
 */
async function vipPeriods(handle: DbHandle) {
  await seed(handle.db, { skinApiKey: 'bench-skin-key' });
  await insertFreeSpinSlots(handle.db);
  const people = await insertPlayers(
    handle.db,
    Array.from({ length: vipCount }, (_, i) => (i % 5 === 0 ? 'NOK' : 'EUR')),
  );
  const ids = JSON.stringify(people.map((each) => each.id));
  // VIP since April (levels 21 to 60), as the CP projection would have stamped each level reached.
  await handle.db.execute(sql`
    INSERT INTO loyalty_rewards (player_id, level, kind, amount_minor, currency, status, created_at)
    SELECT p.id, 21 + (x.n % 40), 'cash', 2100, p.currency, 'paid', '2026-04-01T00:00:00Z'
    FROM jsonb_array_elements_text(${ids}::jsonb) WITH ORDINALITY AS x(id, n)
    JOIN players p ON p.id = x.id::uuid`);
  await handle.db.execute(sql`
    INSERT INTO wager_facts (outbox_event_id, kind, player_id, product, currency, cash_stake_minor, win_minor,
      house_edge_basis_points, sign, created_at)
    SELECT 10000000 + x.n * 10 + k.k, CASE WHEN k.k < 5 THEN 'bet' ELSE 'win' END, p.id, 'slots', p.currency,
      CASE WHEN k.k < 5 THEN 1000 + (x.n * 37 + k.k * 101) % 20000 ELSE 0 END,
      CASE WHEN k.k < 5 THEN 0 ELSE (x.n * 53 + k.k * 17) % 30000 END,
      400, 1, '2026-05-04T00:00:00Z'::timestamptz + (x.n * 7 + k.k * 3600) * interval '1 second'
    FROM jsonb_array_elements_text(${ids}::jsonb) WITH ORDINALITY AS x(id, n)
    JOIN players p ON p.id = x.id::uuid
    CROSS JOIN generate_series(0, 6) AS k(k)`);
  await handle.db
    .insert(vipPeriodWatermarks)
    .values({ period: 'weekly', paidThrough: '2026-04-27' })
    .onConflictDoUpdate({ target: vipPeriodWatermarks.period, set: { paidThrough: '2026-04-27' } });
  const now = new Date('2026-05-11T00:00:01Z');
  let started = performance.now();
  const recorded = await runVipPeriodJob(handle.db, 'weekly', now);
  const elapsed = (performance.now() - started) / 1000;
  started = performance.now();
  const again = await runVipPeriodJob(handle.db, 'weekly', now);
  const againMs = performance.now() - started;
  return {
    recorded,
    elapsed,
    perSecond: vipCount / elapsed,
    again,
    againMs,
    clean: (await reconcile(handle.db)).isClean,
  };
}

async function main() {
  const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  console.log(`loyalty benchmark: ${factCount} outbox events projected; bets at ${rate}/s for ${seconds}s`);
  let failed = false;
  for (const driver of drivers) {
    if (parts.has('throughput')) {
      const figures = await withDatabase(driver, throughput);
      console.log(
        `  ${driver} throughput: facts ${figures.facts.perSecond.toFixed(0)}/s, settled ${figures.settled.perSecond.toFixed(0)}/s, CP+levels ${figures.cp.perSecond.toFixed(0)}/s, ` +
          `cashback ${figures.cashback.perSecond.toFixed(0)}/s; end to end ${figures.endToEnd.toFixed(0)} events/s ` +
          `(${factCount} events in ${(figures.facts.elapsed + figures.settled.elapsed + figures.cp.elapsed + figures.cashback.elapsed).toFixed(1)}s), ` +
          `books ${figures.clean ? 'clean' : 'NOT CLEAN'}`,
      );
      if (!figures.clean) failed = true;
    }
    if (parts.has('lag')) {
      const lagged = await withDatabase(driver, lag);
      console.log(
        `  ${driver} bets: ${lagged.sent} sent at ${lagged.achieved.toFixed(0)}/s, all answered after ` +
          `${lagged.answeredAfter.toFixed(1)}s; answer p50 ${lagged.answerP50.toFixed(0)} ms, p95 ` +
          `${lagged.answerP95.toFixed(0)} ms` +
          (lagged.failures > 0 ? `; failed: ${lagged.failureReasons}` : ''),
      );
      console.log(
        `  ${driver} lag bet answered -> CP: ${lagged.sent} bets (${lagged.failures} failed), ` +
          `${lagged.seen} seen: p50 ${lagged.p50.toFixed(0)} ms, p95 ${lagged.p95.toFixed(0)} ms, ` +
          `p99 ${lagged.p99.toFixed(0)} ms, max ${lagged.max.toFixed(0)} ms`,
      );
      if (lagged.failures > 0 || lagged.seen !== lagged.sent) failed = true;
    }
    if (parts.has('vip')) {
      const vip = await withDatabase(driver, vipPeriods);
      console.log(
        `  ${driver} VIP weekly job: ${vipCount} players, ${vip.recorded} rewards in ${vip.elapsed.toFixed(1)}s ` +
          `(${vip.perSecond.toFixed(0)} players/s); run again: ${vip.again} new in ${vip.againMs.toFixed(0)} ms, ` +
          `books ${vip.clean ? 'clean' : 'NOT CLEAN'}`,
      );
      if (!vip.clean || vip.again !== 0) failed = true;
    }
  }
  if (failed) {
    console.error('the run had failures, unseen bets or books that do not reconcile');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
