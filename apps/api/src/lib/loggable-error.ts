import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What of an error may reach the log. Drizzle puts the bound parameters of a failed query in its
 * message (a session lookup's would be a token hash), so only the SQL text and the driver's own
 * error code and message are kept; a unique-violation `detail` (which repeats the value) is dropped.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  return {
    type: 'DrizzleQueryError',
    query: error.query,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    cause: cause ? { code: cause.code, message: cause.message } : undefined,
  };
}
