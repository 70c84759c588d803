import type { z } from 'zod';
import type { ResultCode } from '../result-codes';

/**
 * Route descriptors: each call is described once, here in the contract. The API registers its
 * Fastify route from the descriptor (schemas, OpenAPI) and the web calls it through a typed client
 * whose runtime value is only the route's key ("GET /player/balance"), so the web bundle stays
 * free of zod while the types still come from the schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${HttpMethod} /${string}`;

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the envelope's `data` on success. */
  response: z.ZodType;
  /** The result codes this call may answer besides `ok` (documentation and client switches). */
  resultCodes?: readonly ResultCode[];
  /**
   * The body is multipart/form-data, read as a stream by the handler: `body` then only types what
   * the client sends (a FormData) and the server does not validate it with a schema.
   */
  multipart?: true;
}

export type MethodOf<K extends RouteKey> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<K extends RouteKey> = K extends `${HttpMethod} ${infer P}` ? P : never;

export type Route<K extends RouteKey = RouteKey, S extends RouteSchemas = RouteSchemas> = S & {
  key: K;
  method: MethodOf<K>;
  /** Relative to the API's base (`/api/v1` for the player API); `:name` marks a path parameter. */
  path: PathOf<K>;
};

/** Splits a route key into its method and path. */
export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

export function defineRoute<K extends RouteKey, const S extends RouteSchemas>(
  key: K,
  schemas: S,
): Route<K, S> {
  return { ...schemas, key, ...splitRouteKey(key) } as Route<K, S>;
}

type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a client sends and receives on a route, as plain types. */
export interface RouteTypes {
  params: unknown;
  query: unknown;
  body: unknown;
  data: unknown;
}
export type TypesOf<R extends Route> = {
  params: Input<R['params']>;
  query: Input<R['query']>;
  body: Input<R['body']>;
  data: z.output<R['response']>;
};

declare const routeTypes: unique symbol;

/** A route as the client holds it: its key at run time, its types at compile time only. */
export type ClientRoute<K extends string = string, T extends RouteTypes = RouteTypes> = K & {
  readonly [routeTypes]?: T;
};
export type ClientRoutes<M extends Record<string, Route>> = {
  [N in keyof M]: ClientRoute<M[N]['key'], TypesOf<M[N]>>;
};
export type TypesOfClientRoute<R> = R extends ClientRoute<string, infer T> ? T : never;

type Part<Name extends string, T> = [T] extends [undefined]
  ? { [P in Name]?: undefined }
  : object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/** The input of a call: `params`, `query` and `body`, each required when the route has one. */
export type RouteInput<R> =
  TypesOfClientRoute<R> extends infer T extends RouteTypes
    ? Part<'params', T['params']> & Part<'query', T['query']> & Part<'body', T['body']>
    : never;
export type RouteData<R> = TypesOfClientRoute<R>['data'];

/** The client's view of a set of descriptors, built from their keys only (no schema at run time). */
export function clientRoutes<M extends Record<string, Route>>(keys: {
  [N in keyof M]: M[N]['key'];
}): ClientRoutes<M> {
  return keys as ClientRoutes<M>;
}

/** Fills `:name` parameters of a path, URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
