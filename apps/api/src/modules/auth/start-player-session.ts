import type { LoginData } from '@casino/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { loadPlayer } from '../profile/player-view';
import { createSession } from '../session/session-store';

/**
 * A successful login: a NEW player session (the anonymous one is not promoted, so a token seen before
 * login is worth nothing after it), the login time and address recorded, the previous one answered.
 */
export async function startPlayerSession(
  deps: { db: Database; config: Config },
  input: { playerId: string; skinId: string; ip: string; countryCode: string | null; now: Date },
): Promise<LoginData> {
  const { db, config } = deps;
  // SET reads the old row, so the login before this one moves to previous_* in the same statement.
  const [previous] = await db
    .update(players)
    .set({
      previousLoginAt: sql`${players.lastLoginAt}`,
      previousLoginIp: sql`${players.lastLoginIp}`,
      lastLoginAt: input.now,
      lastLoginIp: input.ip,
    })
    .where(eq(players.id, input.playerId))
    .returning({ at: players.previousLoginAt, ip: players.previousLoginIp });
  if (!previous) throw new Error('player vanished during login');
  const { token, session } = await createSession(db, {
    kind: 'player',
    skinId: input.skinId,
    playerId: input.playerId,
    ip: input.ip,
    countryCode: input.countryCode,
    now: input.now,
    timeouts: config.sessions.player,
  });
  const player = await loadPlayer(db, input.playerId);
  if (!player) throw new Error('player vanished during login');
  return {
    playerSessionId: token,
    expiresAt: session.expiresAt.toISOString(),
    player,
    lastLogin: previous.at ? { at: previous.at.toISOString(), ip: previous.ip ?? '' } : null,
  };
}
