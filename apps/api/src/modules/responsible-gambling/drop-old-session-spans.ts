import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';

/**
 * How long a login session's span is kept after its last activity. The daily play-time limit reads
 * the last 24 hours only; the second day is a margin for instances whose clocks differ.
 */
export const sessionSpanRetentionMs = 48 * 3_600_000;

/**
 * Deletes the spans of login sessions that ended (logged out, so their row is gone, or past their
 * idle or absolute expiry) and showed no activity for `sessionSpanRetentionMs`: no play-time window
 * can reach them again. A span whose session is still live is kept, however old, since the limit
 * counts the current session from its start. Answers how many went (counted in the database: a first
 * run may drop months of spans). Run hourly by the session-span-retention job (modules/jobs).
 */
export async function dropOldSessionSpans(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - sessionSpanRetentionMs);
  const [dropped] = rowsOf<{ count: number }>(
    await db.execute(
      sql`WITH gone AS (
            DELETE FROM player_session_spans span
            WHERE span.last_seen_at < ${before.toISOString()}::timestamptz
              AND NOT EXISTS (
                SELECT 1 FROM sessions live WHERE live.id = span.session_id
                  AND live.idle_expires_at > ${now.toISOString()}::timestamptz
                  AND live.absolute_expires_at > ${now.toISOString()}::timestamptz)
            RETURNING 1)
          SELECT count(*)::int AS count FROM gone`,
    ),
  );
  return dropped?.count ?? 0;
}
