import { envelopeSchema, errorEnvelopeSchema, type Envelope } from '@casino/contract';
import type { Route } from '@casino/contract/routes/define';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { parseJson } from './raw-body';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request as the handler of a described route sees it: params, query and body validated. */
export type StudioRequest<R extends Route> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
};

/** What only the server states about a route: its words in the studio's OpenAPI document. */
export interface StudioRouteOptions {
  summary: string;
  tag: 'game page' | 'tables' | 'crash' | 'platform' | 'files' | 'operations';
  description?: string;
  /**
   * Checks the body's raw bytes before they are parsed (the HMAC of a signed platform call): a
   * parse and re-serialisation would not reproduce the bytes that were signed.
   */
  checkRawBody?: (request: FastifyRequest, raw: string) => void;
}

/** The non-JSON answers of a route, for the document: its media type on success. */
export interface FileRouteOptions extends StudioRouteOptions {
  produces: string;
}

const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

function schemaOf(route: Route, options: StudioRouteOptions, response: Record<string, z.ZodType>) {
  const codes = route.resultCodes?.length ? `Result codes besides ok: ${route.resultCodes.join(', ')}.` : '';
  const description = [options.description, codes].filter(Boolean).join(' ');
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    summary: options.summary,
    // Not `tags`: the platform's document lists only tagged routes, and the studio's are not its own.
    'x-studio-tag': options.tag,
    ...(description ? { description } : {}),
    response,
  };
}

/** JSON bodies arrive raw (raw-body.ts): checked as bytes when the route asks, then parsed for validation. */
function bodyReader(options: StudioRouteOptions) {
  return async (request: FastifyRequest) => {
    options.checkRawBody?.(request, typeof request.body === 'string' ? request.body : '');
    request.body = parseJson(request.body);
  };
}

/**
 * Registers a JSON route from its descriptor: method, URL and schemas, so the request is validated,
 * the answer's envelope is checked against the descriptor and the OpenAPI document follows it.
 */
export function registerRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  options: StudioRouteOptions,
  handler: (request: StudioRequest<R>, reply: FastifyReply) => Promise<Envelope<z.input<R['response']>>>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: schemaOf(route, options, { 200: envelopeSchema(route.response), ...errorResponses }),
    ...(route.body || options.checkRawBody ? { preValidation: bodyReader(options) } : {}),
    handler: handler as never,
  });
}

/** A route that answers a file (HTML, a script, SVG) on success and the error envelope otherwise. */
export function registerFileRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  options: FileRouteOptions,
  handler: (request: StudioRequest<R>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: { ...schemaOf(route, options, errorResponses), produces: [options.produces] },
    handler: handler as never,
  });
}

/** A route whose body is not enveloped, on each status it answers (the leader check's 200 and 503). */
export function registerBareRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  options: StudioRouteOptions & { statuses: number[] },
  handler: (request: StudioRequest<R>, reply: FastifyReply) => Promise<unknown>,
): void {
  const response = Object.fromEntries(options.statuses.map((status) => [status, route.response]));
  app.route({
    method: route.method,
    url: route.path,
    schema: schemaOf(route, options, { ...errorResponses, ...response }),
    handler: handler as never,
  });
}

/** A websocket route: its params are validated on the upgrade; its messages are the socket's own. */
export function registerSocketRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  options: StudioRouteOptions,
  handler: (socket: WebSocket, request: StudioRequest<R>) => void,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: { ...schemaOf(route, options, {}), 'x-websocket': true },
    // The websocket plugin answers a plain (not upgraded) request 404 and hides the route from swagger.
    websocket: true,
    handler: handler as never,
  });
}
