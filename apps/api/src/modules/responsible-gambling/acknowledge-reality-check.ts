import type { RealityCheckStatus } from '@casino/contract';
import type { Database } from '../../db/client';
import { realityCheckAcknowledgements } from '../../db/schema';
import { getRealityCheck } from './get-reality-check';

/** The player has seen the reality check: the next one is one interval from now. */
export async function acknowledgeRealityCheck(
  db: Database,
  input: { playerId: string; sessionId: string; now: Date },
): Promise<RealityCheckStatus> {
  await db
    .insert(realityCheckAcknowledgements)
    .values({ sessionId: input.sessionId, playerId: input.playerId, acknowledgedAt: input.now })
    .onConflictDoUpdate({
      target: realityCheckAcknowledgements.sessionId,
      set: { acknowledgedAt: input.now },
    });
  return getRealityCheck(db, input);
}
