import { eq, sql } from 'drizzle-orm';
import type { SessionTimeouts } from '../../config';
import type { Database } from '../../db/client';
import { gameSessions, realityCheckAcknowledgements, realityCheckSettings, sessions } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { realityCheckStatus } from '../responsible-gambling/reality-check';
import { hashSessionToken } from '../session/session-tokens';

export interface LiveGameSession {
  id: string;
  playerId: string;
  playerSessionId: string;
  providerId: string;
  gameId: string;
  currency: string;
  playerSessionLastSeenAt: Date;
  /** The player's reality check is due in the login session this game session came from. */
  isRealityCheckDue: boolean;
}

/**
 * The game session a token names, if it is alive: its own expiry not passed and the player session it
 * came from still there (logout deletes it, and its game sessions with it) and not expired either.
 */
export async function findLiveGameSession(
  db: DbExecutor,
  token: string,
  now: Date,
): Promise<LiveGameSession | null> {
  if (token.length < 1 || token.length > 128) return null;
  const [row] = await db
    .select({
      id: gameSessions.id,
      playerId: gameSessions.playerId,
      playerSessionId: gameSessions.playerSessionId,
      providerId: gameSessions.providerId,
      gameId: gameSessions.gameId,
      currency: gameSessions.currency,
      expiresAt: gameSessions.expiresAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      lastSeenAt: sessions.lastSeenAt,
      sessionStartedAt: sessions.createdAt,
      intervalMinutes: realityCheckSettings.intervalMinutes,
      acknowledgedAt: realityCheckAcknowledgements.acknowledgedAt,
    })
    .from(gameSessions)
    .innerJoin(sessions, eq(sessions.id, gameSessions.playerSessionId))
    // Joined here rather than asked of responsible-gambling separately: one statement less per bet,
    // and the same rule (realityCheckStatus) decides.
    .leftJoin(realityCheckSettings, eq(realityCheckSettings.playerId, gameSessions.playerId))
    .leftJoin(realityCheckAcknowledgements, eq(realityCheckAcknowledgements.sessionId, sessions.id))
    .where(eq(gameSessions.tokenHash, hashSessionToken(token)));
  if (!row) return null;
  const at = now.getTime();
  if (
    at >= row.expiresAt.getTime() ||
    at >= row.idleExpiresAt.getTime() ||
    at >= row.absoluteExpiresAt.getTime()
  )
    return null;
  const reality = realityCheckStatus(
    {
      playerId: row.playerId,
      sessionStartedAt: row.sessionStartedAt,
      intervalMinutes: row.intervalMinutes,
      acknowledgedAt: row.acknowledgedAt,
    },
    now,
  );
  return {
    id: row.id,
    playerId: row.playerId,
    playerSessionId: row.playerSessionId,
    providerId: row.providerId,
    gameId: row.gameId,
    currency: row.currency,
    playerSessionLastSeenAt: row.lastSeenAt,
    isRealityCheckDue: reality.due,
  };
}

/** A bet refreshes the player session at most this often (here and in the wallet's stored function). */
export const sessionTouchIntervalMs = 60_000;

/**
 * A bet is the player at play: it keeps the player session from idling out while the game runs in its
 * frame, the way a page call would (at most one write a minute, bounded by the absolute expiry).
 */
export async function touchPlayerSession(
  db: Database,
  session: LiveGameSession,
  now: Date,
  timeouts: SessionTimeouts,
): Promise<void> {
  if (now.getTime() - session.playerSessionLastSeenAt.getTime() < sessionTouchIntervalMs) return;
  const idle = new Date(now.getTime() + timeouts.idleMs).toISOString();
  await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      idleExpiresAt: sql`least(${idle}::timestamptz, ${sessions.absoluteExpiresAt})`,
    })
    .where(eq(sessions.id, session.playerSessionId));
}
