import { isResultCode, type ValidationIssue } from '@casino/contract';
import type { Locale } from '@casino/rules';
import { isMessageKey, translate } from '../i18n';
import { AppError } from './app-error';

export interface FieldIssue {
  field: string;
  code: string;
}

export function translateRuleKey(locale: Locale, code: string): string {
  return isMessageKey(code) ? translate(locale, code) : code;
}

/** Collects the rule keys of the fields that failed; a null key means the field is fine. */
export function collectIssues(checks: Record<string, string | null>): FieldIssue[] {
  return Object.entries(checks)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([field, code]) => ({ field, code }));
}

/**
 * Throws validation_error with translated issues. When the only issue is itself a result code
 * (username_already_exists, country_blocked, ...), that code is answered so the web can switch on it.
 */
export function throwIfIssues(
  locale: Locale,
  issues: FieldIssue[],
  extraData: Record<string, unknown> = {},
): void {
  if (issues.length === 0) return;
  const data: { issues: ValidationIssue[] } & Record<string, unknown> = {
    ...extraData,
    issues: issues.map((issue) => ({
      field: issue.field,
      message: translateRuleKey(locale, issue.code),
      code: issue.code,
    })),
  };
  const [only] = issues;
  if (issues.length === 1 && only && isResultCode(only.code)) {
    throw new AppError(only.code, undefined, data);
  }
  throw new AppError('validation_error', undefined, data);
}

/** Text naming the constraint of a unique violation (drizzle wraps the driver error in `cause`), or null. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return `${String(candidate.constraint ?? '')} ${String(candidate.message ?? '')}`;
    current = candidate.cause;
  }
  return null;
}
