import type { CheckAnonSessionData } from '@casino/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { findActiveSession } from './session-store';

/** Not an error when invalid: the web app then simply asks for a new anonymous session. */
export async function checkAnonSession(
  db: Database,
  config: Config,
  input: { token: string | null; skinId: string; now: Date },
): Promise<CheckAnonSessionData> {
  if (!input.token || input.token.length > 128) return { valid: false, expiresAt: null };
  const session = await findActiveSession(db, {
    token: input.token,
    kind: 'anon',
    skinId: input.skinId,
    now: input.now,
    timeouts: config.sessions.anon,
  });
  return session
    ? { valid: true, expiresAt: session.expiresAt.toISOString() }
    : { valid: false, expiresAt: null };
}
