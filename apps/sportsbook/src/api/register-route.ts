import { envelopeSchema, errorEnvelopeSchema, type Envelope } from '@casino/contract';
import type { Route } from '@casino/contract/routes/define';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SportsbookError } from './errors.js';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request as the handler of a described route sees it: params, query and body validated. */
export type SportsbookRequest<R extends Route> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
};

export interface RouteWords {
  summary: string;
  /** Checks the raw bytes before they are parsed (the HMAC of a signed platform call). */
  checkRawBody?: (request: FastifyRequest, raw: string) => void;
}

/** JSON bodies arrive as the raw string (a signature is over the exact bytes); parsed here after the check. */
export function keepRawJson(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}

function readBody(words: RouteWords) {
  return async (request: FastifyRequest) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    words.checkRawBody?.(request, raw);
    try {
      request.body = raw === '' ? {} : (JSON.parse(raw) as unknown);
    } catch {
      throw new SportsbookError('validation_error');
    }
  };
}

/** Registers a JSON route from its descriptor: validated request, answer checked against the descriptor. */
export function registerRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  words: RouteWords,
  handler: (request: SportsbookRequest<R>, reply: FastifyReply) => Promise<Envelope<z.input<R['response']>>>,
): void {
  const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      summary: words.summary,
      response: { 200: envelopeSchema(route.response), ...errors },
    },
    ...(route.body || words.checkRawBody ? { preValidation: readBody(words) } : {}),
    handler: handler as never,
  });
}
