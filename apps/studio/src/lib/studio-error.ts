import { httpStatusOf, type Envelope, type ResultCode } from '@casino/contract';

/** The one error the studio's use cases throw; its code and status come from the shared contract. */
export class StudioError extends Error {
  readonly code: ResultCode;
  readonly statusCode: number;
  readonly data: unknown;

  constructor(code: ResultCode, message?: string, data?: unknown) {
    super(message ?? code);
    this.name = 'StudioError';
    this.code = code;
    this.statusCode = httpStatusOf(code);
    this.data = data ?? null;
  }
}

export function okEnvelope<T>(data: T): Envelope<T> {
  return { info: { success: true, message: '', resultCode: 'ok' }, data };
}

export function errorEnvelope(code: ResultCode, message: string, data: unknown = null): Envelope<unknown> {
  return { info: { success: false, message, resultCode: code }, data };
}
