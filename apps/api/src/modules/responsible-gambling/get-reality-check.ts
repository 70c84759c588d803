import type { RealityCheckStatus } from '@casino/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadRealityCheckState, realityCheckStatus } from './reality-check';

/** The reality check of the player's current session. */
export async function getRealityCheck(
  db: Database,
  input: { playerId: string; sessionId: string; now: Date },
): Promise<RealityCheckStatus> {
  const state = await loadRealityCheckState(db, input.sessionId);
  // The session comes from the player's own token; a mismatch means it ended meanwhile.
  if (!state || state.playerId !== input.playerId) throw new AppError('session_expired');
  return realityCheckStatus(state, input.now);
}
