import type { Envelope } from '@casino/contract/envelope';
import type { ResultCode } from '@casino/contract/result-codes';

/** A call the server answered with `info.success: false`; it carries the whole response body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly body: Envelope<unknown>;
  readonly status: number;

  constructor(body: Envelope<unknown>, status: number) {
    super(body.info.message || body.info.resultCode);
    this.body = body;
    this.status = status;
  }

  get resultCode(): ResultCode {
    return this.body.info.resultCode;
  }
}

export type TransportErrorKind = 'network' | 'aborted' | 'timeout';

/** The call never got an answer: no network, cancelled, or too slow. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly kind: TransportErrorKind;

  constructor(kind: TransportErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export function isApiError(error: unknown, resultCode?: ResultCode): error is ApiError {
  return error instanceof ApiError && (resultCode === undefined || error.resultCode === resultCode);
}
