import type { AnonSessionData } from '@casino/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkLocation } from '../geo/check-location';
import { createSession } from './session-store';

/** A visitor's first call (spec section 4): refused from blocked places before anything is stored. */
export async function createAnonSession(
  db: Database,
  config: Config,
  input: { skinId: string; ip: string; now: Date },
): Promise<AnonSessionData> {
  const location = await checkLocation(input.ip, config.blockedCities);
  if (location.blocked)
    throw new AppError('restriction_error', undefined, { country_code2: location.countryCode });
  const { token, session } = await createSession(db, {
    kind: 'anon',
    skinId: input.skinId,
    ip: input.ip,
    countryCode: location.countryCode,
    now: input.now,
    timeouts: config.sessions.anon,
  });
  return {
    anonSessionId: token,
    expiresAt: session.expiresAt.toISOString(),
    country_code2: location.countryCode,
  };
}
