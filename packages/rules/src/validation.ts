import { isCountryBlocked } from './geo';
import { isCountryCode } from './countries';
import { currencies, isCurrencyCode, type CurrencyCode } from './currencies';
import { isBelowEurCents } from './currency-conversion';
import { limits } from './limits';
import { checkIdentifierScripts, checkNameCharacters } from './names';

/**
 * Field rules of spec section 5, shared by the web forms and the server. Each check answers null when the
 * value is fine, else a snake_case error key that both sides translate.
 */
export type FieldError = string | null;

const lettersAndNumbers = /^[A-Za-z0-9]+$/;
// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is proven by the confirmation mail.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

export function checkLoginUsername(value: string): FieldError {
  if (isBlank(value)) return 'username_required';
  const { min, max } = limits.loginUsername;
  if (value.length < min || value.length > max) return 'username_must_be_between_4_and_20_characters_long';
  if (!lettersAndNumbers.test(value)) return 'invalid_username_characters_letters_and_numbers_allowed';
  return null;
}

export function checkRequired(value: string | null | undefined): FieldError {
  return isBlank(value) ? 'field_required' : null;
}

export function checkCaptcha(value: string): FieldError {
  return value.length === limits.captchaLength ? null : 'invalid_captcha';
}

/** ASCII letters and digits only: stricter than UTS #39 asks of an identifier (one script, nothing invisible). */
export function checkSignupUsername(value: string): FieldError {
  if (isBlank(value)) return 'username_required';
  const { min, max } = limits.signupUsername;
  if (value.length < min || value.length > max) return 'username_length';
  if (!lettersAndNumbers.test(value)) return 'invalid_username_characters_letters_and_numbers_allowed';
  return null;
}

export function checkEmail(value: string): FieldError {
  if (isBlank(value)) return 'email_required';
  return value.length <= 254 && emailPattern.test(value) ? null : 'email_invalid';
}

export function checkSignupPassword(value: string): FieldError {
  if (isBlank(value)) return 'password_required';
  return value.length >= limits.signupPasswordMin ? null : 'password_too_short';
}

export function checkPasswordConfirmation(password: string, confirmation: string): FieldError {
  return password === confirmation ? null : 'passwords_do_not_match';
}

/** A new or reset password: at least 8, one lower case, one upper case, one digit or special character. */
export function checkStrongPassword(value: string): FieldError {
  if (value.length < limits.resetPasswordMin) return 'password_too_weak';
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/[^A-Za-z]/.test(value)) return 'password_too_weak';
  return null;
}

export function checkCurrency(value: string): FieldError {
  if (isBlank(value)) return 'currency_required';
  return isCurrencyCode(value) ? null : 'currency_invalid';
}

export function checkCountry(value: string): FieldError {
  if (isBlank(value)) return 'country_required';
  if (!isCountryCode(value)) return 'country_invalid';
  return isCountryBlocked(value) ? 'country_blocked' : null;
}

/** Parses DD-MM-YYYY into a real calendar date, or null. */
export function parseBirthDate(value: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null; // 31-02-2000 and the like
  return { day, month, year };
}

export function ageOn(birth: { day: number; month: number; year: number }, today: Date): number {
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  return today.getUTCFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

export function checkBirthDate(value: string, today: Date = new Date()): FieldError {
  if (isBlank(value)) return 'birth_date_required';
  const birth = parseBirthDate(value);
  if (!birth) return 'birth_date_invalid';
  return ageOn(birth, today) >= limits.minimumAge ? null : 'must_be_18_or_over';
}

export function checkPrivacyAccepted(value: boolean): FieldError {
  return value ? null : 'privacy_policy_required';
}

// Control and format characters (zero-width, bidi embeddings, overrides and isolates, soft hyphen),
// private-use and lone surrogates, line and paragraph separators, and markup brackets: none belongs in
// a name or an address, and each can disguise what staff and other players read.
const unsafeCharacter = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}<>]/u;
const unsafeCharacters = new RegExp(unsafeCharacter.source, 'gu');

/** The form a text is checked and stored in: NFC (one code point per accented letter), trimmed. */
export function normalizeText(value: string): string {
  return value.normalize('NFC').trim();
}

export function isSafeText(value: string): boolean {
  return !unsafeCharacter.test(value);
}

export function checkSafeText(value: string): FieldError {
  return isSafeText(value) ? null : 'invalid_characters';
}

/**
 * A person's name from a source we cannot ask to correct it (Google's claims): normalised, unsafe
 * characters dropped, runs of spaces made one, cut to `maxLength`.
 */
export function cleanPersonName(value: string | null | undefined, maxLength = 25): string {
  return normalizeText((value ?? '').replace(unsafeCharacters, ''))
    .replace(/\s+/gu, ' ')
    .slice(0, maxLength)
    .trim();
}

/** A free-text rule that first refuses unsafe characters, then checks the NFC form. */
export const safeText =
  (rule: (value: string) => FieldError) =>
  (value: string): FieldError =>
    checkSafeText(value) ?? rule(value.normalize('NFC'));

/** Length rule: longer than `min` exclusive bounds are written the way the spec says them. */
export function checkLength(
  value: string,
  options: { moreThan?: number; atMost: number },
  key: string,
): FieldError {
  if (options.moreThan !== undefined && value.length <= options.moreThan) return `${key}_too_short`;
  return value.length <= options.atMost ? null : `${key}_too_long`;
}

/** The profile's rules without the phone number's (profile-rules.ts adds it, with its metadata). */
export const profileTextRules = {
  fname: safeText(
    (value) => checkNameCharacters(value) ?? checkLength(value, { moreThan: 2, atMost: 25 }, 'fname'),
  ),
  lname: safeText(
    (value) => checkNameCharacters(value) ?? checkLength(value, { moreThan: 2, atMost: 25 }, 'lname'),
  ),
  // Other players see a nickname: it must also read as one script (names.ts).
  nickname: safeText(
    (value) => checkIdentifierScripts(value) ?? checkLength(value, { moreThan: 4, atMost: 20 }, 'nickname'),
  ),
  address: safeText((value) => checkLength(value, { atMost: 50 }, 'address')),
  city: safeText((value) => checkLength(value, { atMost: 50 }, 'city')),
  zip: safeText((value) => checkLength(value, { atMost: 16 }, 'zip')),
  securityAnswer: (value: string) => checkLength(value, { atMost: 50 }, 'security_answer'),
  email: (value: string) => checkEmail(value),
} as const;

export function checkDepositLimitAmount(amount: number, maximum: number): FieldError {
  if (!Number.isFinite(amount)) return 'limit_required';
  if (amount < limits.minimumDailyDepositLimit) return 'limit_below_minimum';
  return amount > maximum ? 'limit_above_maximum' : null;
}

/**
 * The same rule on an amount in the account currency's minor units, compared exactly: the minimum is
 * 20 EUR at the currency's integer ratio (17 GBP, 200 NOK), the maximum is given in minor units as the
 * player was shown it. No float ever stands between the typed amount and the bound.
 */
export function checkDepositLimitMinor(
  amountMinor: bigint,
  maximumMinor: bigint,
  currency: CurrencyCode,
): FieldError {
  const minimumEurCents = BigInt(limits.minimumDailyDepositLimit) * 100n;
  if (isBelowEurCents(amountMinor, minimumEurCents, currencies[currency])) return 'limit_below_minimum';
  return amountMinor > maximumMinor ? 'limit_above_maximum' : null;
}

export const contactRules = {
  name: (value: string) => checkLength(value.trim(), { moreThan: 1, atMost: 25 }, 'name'),
  email: (value: string) => checkEmail(value),
  message: (value: string) =>
    isBlank(value)
      ? 'message_required'
      : value.length <= limits.contactMessageMax
        ? null
        : 'message_too_long',
} as const;
