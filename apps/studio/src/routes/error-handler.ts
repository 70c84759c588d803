import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope, StudioError } from '../lib/studio-error';

/**
 * The studio's one error handler: a request its descriptor refuses answers validation_error with the
 * fields that failed, a StudioError its own code, Fastify's refusals their meaning, anything else 500
 * with the details in the log only.
 */
export function handleStudioError(
  error: FastifyError | StudioError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.').replace(/\.$/, '')}`,
      message: issue.message,
    }));
    request.log.info({ resultCode: 'validation_error' }, 'studio request refused');
    return reply
      .code(400)
      .send(errorEnvelope('validation_error', issues[0]?.message ?? 'invalid request', { issues }));
  }
  if (error instanceof StudioError) {
    request.log.info({ resultCode: error.code }, 'studio request refused');
    return reply.code(error.statusCode).send(errorEnvelope(error.code, error.message, error.data));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals (bad JSON, wrong content type, too large) keep their meaning.
    const code = ({ 404: 'not_found', 413: 'payload_too_large', 415: 'unsupported_media_type' } as const)[
      status as 404 | 413 | 415
    ];
    return reply.code(code ? status : 400).send(errorEnvelope(code ?? 'validation_error', error.message));
  }
  // Details go to the log with the request id, never to the client.
  request.log.error({ err: error }, 'studio request failed');
  return reply.code(500).send(errorEnvelope('internal_error', 'internal_error'));
}
