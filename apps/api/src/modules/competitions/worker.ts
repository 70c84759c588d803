import { sql } from 'drizzle-orm';
import { leaderboardPeriods } from '../../db/schema';
import { rowsOf, type DbExecutor } from '../../db/transaction';
import { defaultGapGraceMs, runConsumer } from '../wager-facts/stream-consumer';
import { makeAndSettleFacts } from '../wager-facts/settle-wager-facts';
import { competitionsConsumer } from './competition-consumer';
import type { LeaderboardCache, LeaderboardKey } from './leaderboard-cache';
import { periodKey } from './periods';
import { closeDueRaces, ensureRecurringRaces } from './races';

export interface CompetitionPassOptions {
  gapGraceMs?: number;
  batchSize?: number;
  /** How long after its end a race waits for late events before its standings freeze. */
  settleMs?: number;
  /** Redis leaderboards: given the rows this pass wrote, once their transactions committed. */
  leaderboardCache?: LeaderboardCache | null;
}

/**
 * One pass: the wager facts brought up to date (made and settled), the new ones scored, then
 * recurring races made and the ended ones closed.
 */
export async function runCompetitionsPass(db: DbExecutor, now: Date, options: CompetitionPassOptions = {}) {
  const gapGraceMs = options.gapGraceMs ?? defaultGapGraceMs;
  const touched: LeaderboardKey[] = [];
  const run = { now, gapGraceMs, batchSize: options.batchSize };
  await makeAndSettleFacts(db, run);
  const scored = await runConsumer(db, competitionsConsumer({ touched }), run);
  const made = await ensureRecurringRaces(db, now);
  const paid = await closeDueRaces(db, now, { settleMs: options.settleMs ?? gapGraceMs });
  if (options.leaderboardCache) {
    if (paid > 0) touched.push(...(await racePrizeRows(db, now)));
    // After the commits: Redis gets PostgreSQL's totals, never a sum of its own.
    if (touched.length > 0) await options.leaderboardCache.sync(touched);
  }
  return { scored, made, paid };
}

/** The leaderboard rows of the race prizes paid by this pass (paid at `now`). */
async function racePrizeRows(db: DbExecutor, now: Date): Promise<LeaderboardKey[]> {
  const rows = rowsOf<{ player_id: string }>(
    await db.execute(
      sql`SELECT DISTINCT player_id FROM slot_race_results WHERE paid_at = ${now.toISOString()}::timestamptz`,
    ),
  );
  return rows.flatMap((row) =>
    leaderboardPeriods.map((period) => ({ period, start: periodKey(period, now), playerId: row.player_id })),
  );
}
