import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';

/** Case-insensitive lookups through the lower() unique indexes. */
export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(sql`lower(${players.username})`, username.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function isEmailTaken(db: Database, email: string, exceptPlayerId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(sql`lower(${players.email})`, email.trim().toLowerCase()))
    .limit(2);
  return rows.some((row) => row.id !== exceptPlayerId);
}

/** What login needs of an account: its secrets stay inside the use case. */
export const loginColumns = {
  id: players.id,
  username: players.username,
  passwordHash: players.passwordHash,
  emailConfirmedAt: players.emailConfirmedAt,
  selfExcludedUntil: players.selfExcludedUntil,
  blockedAt: players.blockedAt,
  closedAt: players.closedAt,
  lastLoginAt: players.lastLoginAt,
  lastLoginIp: players.lastLoginIp,
};

export async function findLoginByUsername(db: Database, skinId: string, username: string) {
  const [row] = await db
    .select(loginColumns)
    .from(players)
    .where(and(eq(sql`lower(${players.username})`, username.toLowerCase()), eq(players.skinId, skinId)))
    .limit(1);
  return row ?? null;
}
