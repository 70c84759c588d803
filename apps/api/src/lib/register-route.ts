import type { Envelope } from '@casino/contract';
import type { Route } from '@casino/contract/routes/define';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { responses } from './envelope';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request as the handler of a described route sees it: params, query and body parsed. */
export type RouteRequest<R extends Route> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: R['multipart'] extends true ? unknown : Parsed<R['body']>;
};

/** What only the server states about a route: its session need, its headers, its OpenAPI words. */
export interface RouteOptions {
  config?: FastifyContextConfig;
  headers?: z.ZodType;
  tags: string[];
  summary: string;
  description?: string;
  /** OpenAPI security requirements, when not the document's default. */
  security?: Array<Record<string, string[]>>;
  /** Further statuses answered with a body of their own (e.g. 503 with data), after 200/4xx/5xx. */
  extraResponses?: Record<number, z.ZodType>;
}

export type RouteHandler<R extends Route> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<Envelope<z.input<R['response']>>>;

/** Any Fastify instance, whatever its type provider (only `route` is used). */
interface RoutableApp {
  route(options: never): unknown;
}

/**
 * Registers a route from its contract descriptor: method, URL and schemas (so validation and the
 * OpenAPI document follow the descriptor), and a handler typed by it.
 */
export function registerRoute<R extends Route>(
  app: RoutableApp,
  route: R,
  options: RouteOptions,
  handler: RouteHandler<R>,
): void {
  const schema = {
    ...(options.headers ? { headers: options.headers } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.multipart ? { consumes: ['multipart/form-data'] } : route.body ? { body: route.body } : {}),
    tags: options.tags,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    ...(options.security ? { security: options.security } : {}),
    response: { ...responses(route.response), ...options.extraResponses },
  };
  app.route({
    method: route.method,
    url: route.path,
    ...(options.config ? { config: options.config } : {}),
    schema,
    handler,
  } as never);
}
