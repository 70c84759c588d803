/**
 * Competitions benchmark (issue 16), on a fresh migrated PGlite database (or a scratch database on
 * DATABASE_URL's server):
 *  1. settled rounds scored per second: BENCH_ROUNDS rounds (a bet and a win each, on studio slots)
 *     written to the outbox, then the competitions consumer runs until its backlog is empty, with
 *     10 live races (all three scorings) and the 5 seeded challenges open;
 *  2. p95 read time of a leaderboard page (50 rows) of a 10,000-player period, with the asking
 *     player's own row (ranked anywhere), over BENCH_READS reads of random pages; with REDIS_URL, the
 *     same reads again served by the Redis sorted set (keys of the run's own prefix, removed after).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { openPglite, type DbHandle } from '../../apps/api/src/db/client';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { seed } from '../../apps/api/src/db/seed';
import { rowsOf } from '../../apps/api/src/db/transaction';
import { insertFreeSpinSlots } from '../../apps/api/src/modules/loyalty/loyalty-test-kit';
import { makeAndSettleFacts } from '../../apps/api/src/modules/wager-facts/settle-wager-facts';
import { runConsumer } from '../../apps/api/src/modules/wager-facts/stream-consumer';
import { competitionsConsumer } from '../../apps/api/src/modules/competitions/competition-consumer';
import {
  createLeaderboardCache,
  type LeaderboardCache,
} from '../../apps/api/src/modules/competitions/leaderboard-cache';
import { periodKey } from '../../apps/api/src/modules/competitions/periods';
import { createRace } from '../../apps/api/src/modules/competitions/races';
import { leaderboardView } from '../../apps/api/src/modules/competitions/views';
import { createScratchDatabase } from '../ledger/scratch-database';

const rounds = Math.min(200_000, Math.max(100, Number(process.env.BENCH_ROUNDS ?? 10_000) || 10_000));
const reads = Math.min(5_000, Math.max(20, Number(process.env.BENCH_READS ?? 300) || 300));
const boardPlayers = 10_000;

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function open(): Promise<{ handle: DbHandle; driver: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_competitions');
    return { handle: openPostgres(scratch.url), driver: 'postgres', drop: scratch.drop };
  }
  return { handle: await openPglite(null), driver: 'pglite', drop: async () => {} };
}

async function main() {
  const { handle, driver, drop } = await open();
  try {
    await handle.migrate();
    const db = handle.db;
    await seed(db, { skinApiKey: 'bench-skin' });
    const now = new Date();
    await db.execute(sql`
      INSERT INTO players (skin_id, username, email, password_hash, currency, country, created_at, updated_at)
      SELECT (SELECT id FROM skins LIMIT 1), 'bench' || g, 'bench' || g || '@example.com', 'x', 'EUR', 'DE', now(), now()
      FROM generate_series(1, ${boardPlayers}) g`);
    const scorings = ['wagered', 'multiplier', 'net_win'] as const;
    for (let index = 0; index < 10; index += 1) {
      await createRace(
        db,
        {
          name: `Bench race ${index + 1}`,
          scoring: scorings[index % 3]!,
          currency: 'EUR',
          minBetMinor: 20n,
          gameIds: null,
          prizesMinor: [5_000n, 3_000n, 2_000n],
          startsAt: new Date(now.getTime() - 3_600_000),
          endsAt: new Date(now.getTime() + 3_600_000),
        },
        now,
      );
    }

    // The rounds: a bet and its win per round, from 1,000 players, one in 2,000 a x2,000 hit, on a
    // studio slot; each round closed in the wallet's table (the settle step reads it).
    await insertFreeSpinSlots(db);
    const [slot] = rowsOf<{ id: string; providerId: string }>(
      await db.execute(sql`
        SELECT g.id, g.provider_id AS "providerId" FROM games g JOIN game_providers p ON p.id = g.provider_id
        WHERE p.code = 'nova-studio' AND g.category = 'slots' ORDER BY g.slug LIMIT 1`),
    );
    await db.execute(sql`
      INSERT INTO game_rounds (id, provider_id, external_round_id, player_id, game_id, currency, stake,
        balance_before, balance_after, status, started_at, ended_at)
      SELECT md5('bench-round-' || g)::uuid, ${slot!.providerId}, 'r' || g, p.id, ${slot!.id}, 'EUR',
        100 + (g % 400), 0, 0, 'closed', now(), now()
      FROM generate_series(1, ${rounds}) g
      JOIN LATERAL (SELECT id FROM players WHERE username = 'bench' || (1 + g % 1000)) p ON true`);
    await db.execute(sql`
      INSERT INTO outbox_events (topic, payload, created_at)
      SELECT CASE WHEN k = 0 THEN 'game.bet' ELSE 'game.win' END,
             jsonb_build_object(
               'playerId', p.id, 'gameId', ${slot!.id}::text, 'category', 'slots',
               'provider', 'nova-studio', 'roundId', md5('bench-round-' || g)::uuid::text,
               'externalRoundId', 'r' || g, 'transactionId', 't' || g || '-' || k,
               'currency', 'EUR', 'stake', (100 + (g % 400))::text,
               'win', CASE WHEN k = 0 THEN '0' WHEN g % 2000 = 207 THEN ((100 + (g % 400)) * 2000)::text
                           ELSE ((g * 7919) % 600)::text END)
             || CASE WHEN k = 0 THEN '{}'::jsonb ELSE '{"roundClosed": true}'::jsonb END,
             now()
      FROM generate_series(1, ${rounds}) g
      CROSS JOIN generate_series(0, 1) k
      JOIN LATERAL (SELECT id FROM players WHERE username = 'bench' || (1 + g % 1000)) p ON true
      ORDER BY g, k`);

    // The facts made and settled (the loyalty pass does this in the platform), then scored.
    await makeAndSettleFacts(db, { now: new Date(), batchSize: 2_000, maxBatches: 1_000 });
    const started = performance.now();
    const events = await runConsumer(db, competitionsConsumer(), { now: new Date(), batchSize: 500 });
    const scoreSeconds = (performance.now() - started) / 1000;
    const [winners] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM challenge_winners`),
    );

    // A 10,000-player monthly leaderboard.
    const start = periodKey('monthly', now);
    await db.execute(sql`
      INSERT INTO leaderboard_totals (period, period_start, player_id, wagered_eur_cents, prizes_eur_cents, updated_at)
      SELECT 'monthly', ${start}::date, id, (hashtext(id::text) & 1048575), 0, now() FROM players
      ON CONFLICT (period, period_start, player_id) DO NOTHING`);
    const ids = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM players ORDER BY id`));
    const timeReads = async (cache: LeaderboardCache | null) => {
      const times: number[] = [];
      for (let index = 0; index < reads; index += 1) {
        const offset = 50 * Math.floor(Math.random() * 200);
        const me = ids[Math.floor(Math.random() * ids.length)]!.id;
        const begun = performance.now();
        const view = await leaderboardView(db, {
          id: 'monthly',
          limit: 50,
          offset,
          playerId: me,
          now,
          cache,
        });
        times.push(performance.now() - begun);
        if (!view.me) throw new Error('the player asking has no row');
      }
      return times.sort((a, b) => a - b);
    };
    const times = await timeReads(null);
    let redisTimes: number[] | null = null;
    if (process.env.REDIS_URL) {
      const redis = new Redis(process.env.REDIS_URL);
      const prefix = `bench-${randomBytes(4).toString('hex')}:`;
      try {
        const cache = createLeaderboardCache({ redis, prefix, db });
        await cache.rebuildPeriod('monthly', start);
        redisTimes = await timeReads(cache);
      } finally {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
    }

    console.log(`competitions benchmark (${driver})`);
    console.log(
      `  scoring: ${rounds} rounds (${events} events) across 10 live races and 5 challenges in ` +
        `${scoreSeconds.toFixed(1)} s: ${(rounds / scoreSeconds).toFixed(0)} rounds/s ` +
        `(${winners?.n ?? 0} challenge places won)`,
    );
    console.log(
      `  leaderboard page of ${boardPlayers} players (50 rows + own row), ${reads} reads: ` +
        `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, ` +
        `p99 ${percentile(times, 0.99).toFixed(1)} ms`,
    );
    if (redisTimes)
      console.log(
        `  the same from Redis (order and ranks), ${reads} reads: ` +
          `p50 ${percentile(redisTimes, 0.5).toFixed(1)} ms, p95 ${percentile(redisTimes, 0.95).toFixed(1)} ms, ` +
          `p99 ${percentile(redisTimes, 0.99).toFixed(1)} ms`,
      );
  } finally {
    await handle.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
