import type { RealityCheckStatus } from '@casino/contract';
import type { Database } from '../../db/client';
import { realityCheckSettings } from '../../db/schema';
import { getRealityCheck } from './get-reality-check';

/** Chooses the interval (one of the contract's realityCheckIntervals, checked there) or null for off. */
export async function setRealityCheck(
  db: Database,
  input: { playerId: string; sessionId: string; intervalMinutes: number | null; now: Date },
): Promise<RealityCheckStatus> {
  const values = { intervalMinutes: input.intervalMinutes, updatedAt: input.now };
  await db
    .insert(realityCheckSettings)
    .values({ playerId: input.playerId, ...values })
    .onConflictDoUpdate({ target: realityCheckSettings.playerId, set: values });
  return getRealityCheck(db, input);
}
