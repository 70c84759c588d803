import { httpStatusOf, type ResultCode } from '@casino/contract';

/**
 * The one error type use cases throw. The error handler turns it into the envelope, with the HTTP
 * status from the contract's single code -> status map and a message localized by x-language unless
 * an explicit one is given.
 */
export class AppError extends Error {
  readonly code: ResultCode;
  readonly statusCode: number;
  readonly data: unknown;
  readonly explicitMessage: string | undefined;

  constructor(code: ResultCode, message?: string, data?: unknown) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = httpStatusOf(code);
    this.data = data ?? null;
    this.explicitMessage = message;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
