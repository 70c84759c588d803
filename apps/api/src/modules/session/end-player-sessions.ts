import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * Ends a player's sessions server-side (rows deleted, so the tokens stop working at once on every
 * instance). `exceptSessionId` keeps the session that asked, e.g. on a password change.
 */
export async function endPlayerSessions(
  db: Database,
  playerId: string,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  const conditions = [eq(sessions.kind, 'player'), eq(sessions.playerId, playerId)];
  if (options.exceptSessionId) conditions.push(ne(sessions.id, options.exceptSessionId));
  const rows = await db
    .delete(sessions)
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}
