import type { RegisterLongBody } from '@casino/contract';
import { checkSignup, isLocale, parseBirthDate, type Locale } from '@casino/rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { collectIssues, throwIfIssues, uniqueViolation, type FieldIssue } from '../../lib/field-errors';
import { hashPassword } from '../../lib/passwords';
import { sendEmail } from '../email/send-email';
import { isEmailTaken, isUsernameTaken } from './find-player';
import { insertPlayer } from './insert-player';
import { issuePlayerToken } from './player-tokens';

export interface RegisterInput {
  body: RegisterLongBody;
  skinId: string;
  locale: Locale;
  now: Date;
}

/** 'DD-MM-YYYY' (already checked) -> 'YYYY-MM-DD' for the date column. */
export function toIsoDate(value: string): string {
  const parsed = parseBirthDate(value);
  if (!parsed) throw new Error('birth date not checked');
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(parsed.year, 4)}-${pad(parsed.month, 2)}-${pad(parsed.day, 2)}`;
}

/** Sign up (spec section 5): every rule, then the account, then the confirmation mail. */
export async function registerPlayer(
  deps: { db: Database; config: Config; now: () => Date },
  input: RegisterInput,
): Promise<{ username: string; email: string; id: string }> {
  const { db, config } = deps;
  const { body, locale, now } = input;
  const username = body.username.trim();
  const email = body.email.trim();
  const issues: FieldIssue[] = collectIssues(checkSignup(body, now));
  if (!issues.some((issue) => issue.field === 'username') && (await isUsernameTaken(db, username)))
    issues.push({ field: 'username', code: 'username_already_exists' });
  if (!issues.some((issue) => issue.field === 'email') && (await isEmailTaken(db, email)))
    issues.push({ field: 'email', code: 'email_already_exists' });
  throwIfIssues(locale, issues);

  const language = body.language && isLocale(body.language) ? body.language : locale;
  const passwordHash = await hashPassword(body.password);
  let playerId: string;
  try {
    playerId = await insertPlayer(
      db,
      {
        skinId: input.skinId,
        username,
        email,
        passwordHash,
        currency: body.currency,
        birthdate: toIsoDate(body.birthdate),
        country: body.country.toUpperCase(),
        language,
      },
      body,
      now,
    );
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the rule's answer.
    const violation = uniqueViolation(error);
    if (violation === null) throw error;
    const field = violation.includes('email') ? 'email' : 'username';
    throwIfIssues(locale, [{ field, code: `${field}_already_exists` }]);
    throw error;
  }

  const token = await issuePlayerToken(db, {
    playerId,
    purpose: 'email_confirmation',
    now,
    ttlMs: config.accounts.registrationTokenMs,
  });
  await sendEmail(deps, {
    to: email,
    template: 'registration-confirmation',
    language,
    params: {
      username,
      link: `${config.accounts.publicUrl}/register-token?token=${encodeURIComponent(token)}`,
      hours: String(Math.round(config.accounts.registrationTokenMs / 3_600_000)),
    },
  });
  return { username, email, id: playerId };
}
