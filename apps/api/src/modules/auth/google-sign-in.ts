import type { GoogleLoginBody, LoginData } from '@casino/contract';
import {
  checkBirthDate,
  checkCurrency,
  checkPrivacyAccepted,
  checkSignupUsername,
  cleanPersonName,
  type Locale,
} from '@casino/rules';
import { and, eq, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { AppError, isAppError } from '../../lib/app-error';
import { collectIssues, throwIfIssues, uniqueViolation } from '../../lib/field-errors';
import { isUsernameTaken } from '../accounts/find-player';
import { insertPlayer } from '../accounts/insert-player';
import { toIsoDate } from '../accounts/register-player';
import { countLoginFailure, refuseIfLoginLimited } from './login-guard';
import { refuseIfPlayerSelfExcluded } from './refuse-if-self-excluded';
import { startPlayerSession } from './start-player-session';

// Key sets are fetched once per URL and refreshed by jose when Google rotates keys.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

interface GoogleClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

async function verifyIdToken(config: Config, token: string): Promise<GoogleClaims> {
  const { clientId, jwksUrl } = config.accounts.google;
  if (!clientId) throw new AppError('forbidden');
  try {
    const { payload } = await jwtVerify(token, keySet(jwksUrl), {
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
      audience: clientId,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
    return payload as GoogleClaims;
  } catch {
    throw new AppError('google_token_invalid');
  }
}

export interface GoogleSignInInput {
  body: GoogleLoginBody;
  skinId: string;
  ip: string;
  countryCode: string | null;
  locale: Locale;
  now: Date;
}

/**
 * Google sign-in (spec section 3): only the verified ID token is believed, never the body's copies of
 * its claims. Known sub logs in; a verified e-mail of an existing account links to it; else registers.
 */
export async function googleSignIn(
  deps: { db: Database; config: Config },
  input: GoogleSignInInput,
): Promise<LoginData> {
  const { db } = deps;
  const { body, now } = input;
  // Password and Google logins draw on one per-address failure count: switching method buys no extra tries.
  const address = { username: null, ip: input.ip, now };
  await refuseIfLoginLimited(db, deps.config.accounts.rateLimits, address);
  const claims = await verifyIdToken(deps.config, body.token_id).catch(async (error: unknown) => {
    if (isAppError(error) && error.code === 'google_token_invalid') await countLoginFailure(db, address);
    throw error;
  });
  const start = async (playerId: string) => {
    await refuseIfPlayerSelfExcluded(db, playerId, { now, locale: input.locale });
    return startPlayerSession(deps, {
      playerId,
      skinId: input.skinId,
      ip: input.ip,
      countryCode: input.countryCode,
      now,
    });
  };

  const linked = await linkedPlayerOf(db, claims, input);
  if (linked) return start(linked);
  const email = claims.email?.trim() ?? '';
  if (!email || claims.email_verified !== true) throw new AppError('email_not_confirmed');
  return start(await registerGooglePlayer(db, claims, { ...input, email }));
}

/** The account Google's sub is linked to, or the one a verified e-mail links it to now. */
async function linkedPlayerOf(db: Database, claims: GoogleClaims, input: GoogleSignInInput) {
  const { now } = input;
  const [known] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.googleSub, claims.sub), eq(players.skinId, input.skinId)))
    .limit(1);
  if (known) return known.id;

  const email = claims.email?.trim() ?? '';
  if (!email || claims.email_verified !== true) return null;
  const [byEmail] = await db
    .select({ id: players.id, googleSub: players.googleSub })
    .from(players)
    .where(and(eq(sql`lower(${players.email})`, email.toLowerCase()), eq(players.skinId, input.skinId)))
    .limit(1);
  if (byEmail) {
    await db
      .update(players)
      .set({
        googleSub: claims.sub,
        emailConfirmedAt: sql`coalesce(${players.emailConfirmedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(players.id, byEmail.id));
    return byEmail.id;
  }

  return null;
}

/** A first Google sign-in with no account to link: a new player from the claims and the form. */
async function registerGooglePlayer(
  db: Database,
  claims: GoogleClaims,
  input: GoogleSignInInput & { email: string },
): Promise<string> {
  const { body, now, email } = input;
  const username = body.username?.trim() ?? '';
  if (!username)
    throw new AppError('missing_username', '', { email, given_name: cleanPersonName(claims.given_name) });
  throwIfIssues(
    input.locale,
    collectIssues({
      username: checkSignupUsername(username),
      currencycode: checkCurrency(body.currencycode ?? ''),
      birthdate: checkBirthDate(body.birthdate ?? '', now),
      terms: checkPrivacyAccepted(body.terms === true),
    }),
  );
  if (await isUsernameTaken(db, username)) throw new AppError('username_not_unique');
  let playerId: string;
  try {
    playerId = await insertPlayer(
      db,
      {
        skinId: input.skinId,
        username,
        email,
        passwordHash: null,
        currency: body.currencycode ?? '',
        birthdate: toIsoDate(body.birthdate ?? ''),
        country: input.countryCode ?? '',
        // Google's names are whatever the account holder typed: cleaned, never refused.
        fname: cleanPersonName(claims.given_name),
        lname: cleanPersonName(claims.family_name),
        language: input.locale,
        googleSub: claims.sub,
        // Google has verified the address.
        emailConfirmedAt: now,
      },
      body,
      now,
    );
  } catch (error) {
    if (uniqueViolation(error)?.includes('username')) throw new AppError('username_not_unique');
    throw error;
  }
  return playerId;
}
