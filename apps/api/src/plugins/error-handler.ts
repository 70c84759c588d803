import { isResultCode, type ResultCode, type ValidationIssue } from '@casino/contract';
import { localeFromHeader, type Locale } from '@casino/rules';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import { errorEnvelope } from '../lib/envelope';
import { loggableError } from '../lib/loggable-error';
import { isMessageKey, translate } from '../i18n';

interface Outcome {
  status: number;
  code: ResultCode;
  message?: string | undefined;
  data: unknown;
}

/** Zod's issues keep zod's words; an issue of our own validator names a rule key, answered translated. */
function validationIssues(error: FastifyError, locale: Locale): ValidationIssue[] {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    const message = issue.message ?? 'invalid';
    return issue.keyword === 'characters' && isMessageKey(message)
      ? { field, message: translate(locale, message), code: message }
      : { field, message };
  });
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) keep their meaning. */
function fastifyClientError(error: FastifyError): ResultCode {
  switch (error.statusCode) {
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 404:
      return 'not_found';
    case 429:
      return 'rate_limited';
    default:
      return 'validation_error';
  }
}

function classify(error: FastifyError, locale: Locale): Outcome {
  if (isAppError(error))
    return { status: error.statusCode, code: error.code, message: error.explicitMessage, data: error.data };
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const issues = validationIssues(error, locale);
    // Characters refused anywhere answer as the field rules answer them (one issue that is a result code).
    const [only] = issues;
    const code = issues.length === 1 && only?.code === 'invalid_characters' ? only.code : 'validation_error';
    return { status: 400, code, data: { issues } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const issues = [{ field: 'request', message: error.message }];
    const code = fastifyClientError(error);
    return {
      status: code === 'validation_error' ? 400 : status,
      code,
      data: code === 'validation_error' ? { issues } : null,
    };
  }
  return { status: 500, code: 'internal_error', data: null };
}

export function localeOf(request: FastifyRequest) {
  return request.locale ?? localeFromHeader(request.headers['x-language'] as string | undefined);
}

/**
 * Every error leaves as the envelope. 5xx details (stack, SQL, driver messages) go to the log with the
 * request id, never to the client.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const outcome = classify(error, localeOf(request));
      if (outcome.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
      else request.log.info({ resultCode: outcome.code }, 'request refused');
      const code = isResultCode(outcome.code) ? outcome.code : 'internal_error';
      const message = outcome.message ?? translate(localeOf(request), code);
      return reply.code(outcome.status).send(errorEnvelope(code, message, outcome.data));
    });
  },
  { name: 'error-handler' },
);
