import type { LoginBody, LoginData } from '@casino/contract';
import { checkLoginUsername, type Locale } from '@casino/rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Skin } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { collectIssues, throwIfIssues } from '../../lib/field-errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { findLoginByUsername } from '../accounts/find-player';
import {
  clearLoginFailures,
  countLoginFailure,
  isCaptchaRequired,
  passesHumanCheck,
  recordLoginFailure,
  refuseIfLoginLimited,
} from './login-guard';
import { refuseIfSelfExcluded } from './refuse-if-self-excluded';
import { startPlayerSession } from './start-player-session';

export interface LoginInput {
  body: LoginBody;
  skin: Skin;
  ip: string;
  anonSessionId: string | null;
  countryCode: string | null;
  locale: Locale;
  now: Date;
}

/**
 * Log in (spec sections 5 and 8). Every refusal carries `{ showCaptcha }`. Only failures are counted
 * (per address, and per account on an address), so a clean address with the right password is never
 * answered 429, whatever others tried on the account.
 */
export async function login(deps: { db: Database; config: Config }, input: LoginInput): Promise<LoginData> {
  const { db } = deps;
  const { body, ip, now } = input;
  const username = body.username.trim();
  const key = { username, ip, now };
  let showCaptcha = await isCaptchaRequired(db, key);
  const refuse = (code: 'invalid_username_or_password' | 'invalid_captcha') =>
    new AppError(code, undefined, { showCaptcha });

  throwIfIssues(
    input.locale,
    collectIssues({
      username: username ? null : 'username_required',
      password: body.password ? null : 'password_required',
    }),
    { showCaptcha },
  );
  const usernameError = checkLoginUsername(username);
  if (
    usernameError === 'username_must_be_between_4_and_20_characters_long' ||
    usernameError === 'invalid_username_characters_letters_and_numbers_allowed'
  )
    throw new AppError(usernameError, undefined, { showCaptcha });

  await refuseIfLoginLimited(db, deps.config.accounts.rateLimits, { username, ip, now }, { showCaptcha });

  if (showCaptcha) {
    const human = await passesHumanCheck(deps, {
      skin: input.skin,
      ip,
      anonSessionId: input.anonSessionId,
      captcha: body.captcha,
      turnstileToken: body.turnstileToken,
      now,
    });
    if (!human) {
      // A wrong captcha is the address's failure, not the account's: nobody else's guess locks the player.
      await countLoginFailure(db, { username: null, ip, now });
      throw refuse('invalid_captcha');
    }
  }

  const account = await findLoginByUsername(db, input.skin.id, username);
  // Unknown user and wrong password cost one argon2 verification each and answer the same.
  const passwordOk = account?.passwordHash
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!account || !passwordOk) {
    await recordLoginFailure(db, key);
    await countLoginFailure(db, key);
    showCaptcha = await isCaptchaRequired(db, key);
    throw refuse('invalid_username_or_password');
  }
  // Only told once the password is right, so these answers do not reveal which accounts exist.
  if (!account.emailConfirmedAt) throw new AppError('email_not_confirmed', undefined, { showCaptcha });
  refuseIfSelfExcluded(account.selfExcludedUntil, { now, locale: input.locale, data: { showCaptcha } });
  // Blocked or closed by staff (the back office): no new session until staff unblock it.
  if (account.blockedAt || account.closedAt)
    throw new AppError('account_blocked', undefined, { showCaptcha });
  await clearLoginFailures(db, username);
  return startPlayerSession(deps, {
    playerId: account.id,
    skinId: input.skin.id,
    ip,
    countryCode: input.countryCode,
    now,
  });
}
