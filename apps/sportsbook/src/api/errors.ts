import { httpStatusOf, type Envelope, type ResultCode } from '@casino/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageOf } from '../i18n/messages.js';

/** The one error the sportsbook's routes throw: a contract result code, said in the player's language. */
export class SportsbookError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ResultCode,
    readonly language = 'en',
    readonly data: unknown = null,
  ) {
    super(code);
    this.name = 'SportsbookError';
    this.statusCode = httpStatusOf(code);
  }
}

export function okEnvelope<T>(data: T): Envelope<T> {
  return { info: { success: true, message: '', resultCode: 'ok' }, data };
}

function refusal(code: ResultCode, language: string, data: unknown = null): Envelope<unknown> {
  return { info: { success: false, message: messageOf(language, code), resultCode: code }, data };
}

/**
 * A request its descriptor refuses answers validation_error with the fields that failed, a
 * SportsbookError its code, Fastify's own refusals their meaning, anything else internal_error with
 * the details in the log only (never a stack trace to the client).
 */
export function handleSportsbookError(
  error: FastifyError | SportsbookError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof SportsbookError) {
    request.log.info({ resultCode: error.code }, 'sportsbook request refused');
    return reply.code(error.statusCode).send(refusal(error.code, error.language, error.data));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
      message: issue.message,
    }));
    return reply.code(400).send(refusal('validation_error', 'en', { issues }));
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return reply.code(404).send(refusal('not_found', 'en'));
  if (status >= 400 && status < 500) return reply.code(400).send(refusal('validation_error', 'en'));
  request.log.error({ err: error }, 'sportsbook request failed');
  return reply.code(500).send(refusal('internal_error', 'en'));
}
