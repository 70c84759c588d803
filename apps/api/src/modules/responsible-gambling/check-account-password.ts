import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPlayerPassword } from '../../lib/passwords';
import { countHit, readHits } from '../../lib/rate-limit';

/** Wrong passwords a player may send to these forms per 15-minute window. */
export const maxPasswordFailures = 5;

/**
 * Limits and self-exclusion ask for the account password again, so that a borrowed or stolen session
 * cannot change them. Failures are counted per player, so that session cannot guess the password
 * either (the login's own limits do not apply here).
 */
export async function checkAccountPassword(
  db: Database,
  input: { playerId: string; password: string; now: Date },
): Promise<void> {
  const key = `rg-password:player:${input.playerId}`;
  if ((await readHits(db, { key, now: input.now })) >= maxPasswordFailures)
    throw new AppError('rate_limited');
  if (await verifyPlayerPassword(db, input.playerId, input.password)) return;
  await countHit(db, { key, now: input.now });
  throw new AppError('invalid_old_password');
}
