import type { FastifyInstance } from 'fastify';
import { StudioError } from '../lib/studio-error';

/**
 * JSON bodies arrive as the raw string: a signature is over the exact bytes sent, which a parse and
 * re-serialisation would not reproduce. Handlers parse with parseJson.
 */
export function keepRawJson(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
}

export function parseJson(raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new StudioError('validation_error', 'the body is not valid JSON');
  }
}
