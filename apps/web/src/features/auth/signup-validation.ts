import type { RegisterLongBody } from '@casino/contract/auth';
import type { ValidationIssue } from '@casino/contract/envelope';
import { checkSignup, signupFields, type SignupField, type SignupValues } from '@casino/rules/signup';
import type { FieldError } from '@casino/rules/validation';
import { isApiError } from '@/lib/api-error';
import { storageKeys, type KeyValueStore } from '@/lib/storage';

export { signupFields, type SignupField, type SignupValues };

export const emptySignupValues: SignupValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  currency: '',
  country: '',
  birthdate: '',
  privacy: false,
};

/** The Sign up rules of spec section 5, the same ones the server runs: one error key per field. */
export function validateSignup(
  values: SignupValues,
  today: Date = new Date(),
): Record<SignupField, FieldError> {
  return checkSignup(values, today);
}

/**
 * A refused sign-up's field errors (data.issues), each under its field. The rule's key gets this app's
 * own text when it has one; otherwise the server's (already in the player's language) is shown.
 */
export function mapServerIssues(
  error: unknown,
  describeKey: (key: string) => string | null,
): Partial<Record<SignupField, string>> {
  if (!isApiError(error)) return {};
  const data = error.body.data as { issues?: ValidationIssue[] } | null;
  const mapped: Partial<Record<SignupField, string>> = {};
  for (const issue of data?.issues ?? []) {
    if (!(signupFields as readonly string[]).includes(issue.field)) continue;
    const field = issue.field as SignupField;
    mapped[field] ??= (issue.code ? describeKey(issue.code) : null) ?? issue.message;
  }
  return mapped;
}

/** As the player types a birth date: digits only, dashes put in for them (DD-MM-YYYY). */
export function formatBirthDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

export type AffiliateFields = Pick<
  RegisterLongBody,
  'myafftk' | 'myaffid' | 'goft_token' | 'a_aid' | 'a_bid'
>;

/** Affiliate tracking sent with a sign-up: the stored pair, and the campaign fields of the current query. */
export function collectAffiliateFields(store: KeyValueStore, search: URLSearchParams): AffiliateFields {
  const fields: AffiliateFields = {
    myafftk: store.get(storageKeys.affiliateToken) ?? undefined,
    myaffid: store.get(storageKeys.affiliateId) ?? undefined,
    goft_token: search.get('goft_token') ?? undefined,
    a_aid: search.get('a_aid') ?? undefined,
    a_bid: search.get('a_bid') ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  ) as AffiliateFields;
}
