import { checkPasswordConfirmation, checkStrongPassword, type Locale } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players, type Skin } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { collectIssues, throwIfIssues } from '../../lib/field-errors';
import { hashPassword } from '../../lib/passwords';
import { countHit, readHits } from '../../lib/rate-limit';
import { consumePlayerToken, retirePlayerTokens } from '../accounts/player-tokens';
import { captchaThreshold, passesHumanCheck } from '../auth/login-guard';
import { endPlayerSessions } from '../session/end-player-sessions';

const failureKey = (ip: string) => `reset-fail:ip:${ip}`;

/** After repeated bad links from an address, the reset form also asks for a captcha. */
export async function isResetCaptchaRequired(db: Database, ip: string, now: Date): Promise<boolean> {
  return (await readHits(db, { key: failureKey(ip), now })) >= captchaThreshold;
}

export interface ResetPasswordInput {
  body: { token: string; password: string; confirmPassword: string; captcha?: string | undefined };
  skin: Skin;
  ip: string;
  anonSessionId: string | null;
  locale: Locale;
  now: Date;
}

/** Sets a new password from a mailed link, then ends every session of the player. */
export async function resetPassword(
  deps: { db: Database; config: Config },
  input: ResetPasswordInput,
): Promise<void> {
  const { db } = deps;
  const { body, now } = input;
  if (await isResetCaptchaRequired(db, input.ip, now)) {
    const human = await passesHumanCheck(deps, {
      skin: input.skin,
      ip: input.ip,
      anonSessionId: input.anonSessionId,
      captcha: body.captcha,
      turnstileToken: body.captcha,
      now,
    });
    if (!human) throw new AppError('invalid_captcha', undefined, { showCaptcha: true });
  }
  // Checked before the token is spent, so a weak password does not burn the link.
  throwIfIssues(
    input.locale,
    collectIssues({
      password: checkStrongPassword(body.password),
      confirmPassword: checkPasswordConfirmation(body.password, body.confirmPassword),
    }),
  );
  const passwordHash = await hashPassword(body.password);
  const playerId = await db.transaction(async (tx) => {
    const owner = await consumePlayerToken(tx, { token: body.token, purpose: 'password_reset', now });
    if (!owner) return null;
    await tx.update(players).set({ passwordHash, updatedAt: now }).where(eq(players.id, owner));
    await retirePlayerTokens(tx, { playerId: owner, purpose: 'password_reset', now });
    await endPlayerSessions(tx, owner);
    return owner;
  });
  if (!playerId) {
    await countHit(db, { key: failureKey(input.ip), now });
    const showCaptcha = await isResetCaptchaRequired(db, input.ip, now);
    throw new AppError('password_reset_link_invalid', undefined, { showCaptcha });
  }
}
