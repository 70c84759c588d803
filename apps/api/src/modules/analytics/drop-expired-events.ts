import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';

const dayMs = 86_400_000;

/**
 * Deletes the analytics events received more than `retentionDays` ago, forwarded or not: what the
 * anonymous endpoints took is kept for a set time only. Answers how many went (counted in the database:
 * a first run may drop months of events). Run hourly by the analytics-retention job (modules/jobs).
 */
export async function dropExpiredEvents(
  db: Database,
  input: { now: Date; retentionDays: number },
): Promise<number> {
  const before = new Date(input.now.getTime() - input.retentionDays * dayMs);
  const [dropped] = rowsOf<{ count: number }>(
    await db.execute(
      sql`WITH gone AS (DELETE FROM analytics_events WHERE received_at < ${before.toISOString()}::timestamptz RETURNING 1)
          SELECT count(*)::int AS count FROM gone`,
    ),
  );
  return dropped?.count ?? 0;
}
