import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/** Ends this player session on the server: the row is deleted, so the token is dead everywhere. */
export async function logout(db: Database, input: { sessionId: string; playerId: string }): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.id, input.sessionId),
        eq(sessions.playerId, input.playerId),
        eq(sessions.kind, 'player'),
      ),
    );
}
