import { formatDateTime } from '@casino/rules/formatting';
import type { TFunction } from '@/lib/translator';
import { isApiError } from '@/lib/api-error';

/** The login result codes of spec section 8 that have their own text; any other shows the server's. */
const ownTexts = [
  'invalid_username_or_password',
  'username_must_be_between_4_and_20_characters_long',
  'invalid_captcha',
  'invalid_username_characters_letters_and_numbers_allowed',
  'email_not_confirmed',
] as const;

function dataOf(error: unknown): Record<string, unknown> {
  if (!isApiError(error)) return {};
  const data = error.body.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** What the form says about a refused login, in the player's language. */
export function describeLoginError(error: unknown, t: TFunction, locale: string): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const code = error.resultCode;
  if ((ownTexts as readonly string[]).includes(code))
    return t(`loginErrors.${code as (typeof ownTexts)[number]}`);
  if (code === 'account_self_excluded') {
    const until = dataOf(error).until;
    const date = typeof until === 'string' ? new Date(until) : null;
    return date && !Number.isNaN(date.getTime())
      ? t('loginErrors.account_self_excluded', { until: formatDateTime(date, locale) })
      : t('loginErrors.account_self_excluded_no_date');
  }
  return error.body.info.message || code;
}

/** Whether the server asks for a captcha on the next attempt; undefined when the answer does not say. */
export function readShowCaptcha(error: unknown): boolean | undefined {
  const value = dataOf(error).showCaptcha;
  return typeof value === 'boolean' ? value : undefined;
}
