import type { RealityCheckStatus } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { realityCheckAcknowledgements, realityCheckSettings, sessions } from '../../db/schema';

const minute = 60_000;

export interface RealityCheckState {
  playerId: string;
  sessionStartedAt: Date;
  intervalMinutes: number | null;
  acknowledgedAt: Date | null;
}

/** A session's reality-check facts in one query; null for an unknown or anonymous session. */
export async function loadRealityCheckState(
  db: Database,
  sessionId: string,
): Promise<RealityCheckState | null> {
  const [row] = await db
    .select({
      playerId: sessions.playerId,
      sessionStartedAt: sessions.createdAt,
      intervalMinutes: realityCheckSettings.intervalMinutes,
      acknowledgedAt: realityCheckAcknowledgements.acknowledgedAt,
    })
    .from(sessions)
    .leftJoin(realityCheckSettings, eq(realityCheckSettings.playerId, sessions.playerId))
    .leftJoin(realityCheckAcknowledgements, eq(realityCheckAcknowledgements.sessionId, sessions.id))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row?.playerId) return null;
  return { ...row, playerId: row.playerId };
}

/**
 * Due once a whole interval has passed since the later of the session's start and the player's last
 * acknowledgement in this session.
 */
export function realityCheckStatus(state: RealityCheckState, now: Date): RealityCheckStatus {
  const sessionMinutes = Math.max(0, Math.floor((now.getTime() - state.sessionStartedAt.getTime()) / minute));
  const since = Math.max(state.sessionStartedAt.getTime(), state.acknowledgedAt?.getTime() ?? 0);
  const due = state.intervalMinutes !== null && now.getTime() - since >= state.intervalMinutes * minute;
  return { intervalMinutes: state.intervalMinutes, due, sessionMinutes };
}

/** For the game wallet (issue 5): bets wait while a reality check is due. */
export async function isRealityCheckDue(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const state = await loadRealityCheckState(db, sessionId);
  return state ? realityCheckStatus(state, now).due : false;
}
