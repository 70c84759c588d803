import type { ValidationIssue } from '@casino/contract/envelope';
import { isApiError } from '@/lib/api-error';

/**
 * The field errors of a refused save (data.issues of a validation_error), by field name, in the
 * server's words: the server localizes them by x-language. Empty for any other failure.
 */
export function serverIssuesByField(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const data = error.body.data as { issues?: ValidationIssue[] } | null;
  if (!data || !Array.isArray(data.issues)) return {};
  const byField: Record<string, string> = {};
  for (const issue of data.issues) byField[issue.field] ??= issue.message;
  return byField;
}

/** The text of a failure that belongs to no field: the server's message, else the client's. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
