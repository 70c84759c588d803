import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';

/** The login before the current one (the current one is the player's own, they know it). */
export async function getLastLogin(
  db: Database,
  playerId: string,
): Promise<{ at: string; ip: string } | null> {
  const [row] = await db
    .select({ at: players.previousLoginAt, ip: players.previousLoginIp })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.at ? { at: row.at.toISOString(), ip: row.ip ?? '' } : null;
}
