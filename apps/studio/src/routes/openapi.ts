import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * The studio's own OpenAPI 3 document, built from the schemas its routes registered (each from its
 * descriptor in src/contract). The platform's document leaves the studio out; this one is the
 * studio's, served under its own prefix whether it runs alone or inside the platform.
 */

interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<string, z.ZodType>;
  summary?: string;
  description?: string;
  'x-studio-tag'?: string;
  produces?: string[];
  'x-websocket'?: true;
}

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  });
  return rest as JsonSchema;
};

/** Path and query parameters, one entry each, from an object schema. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function responsesOf(schema: RouteSchema) {
  if (schema['x-websocket'])
    return { 101: { description: 'Switching Protocols: the websocket is open (JSON messages both ways)' } };
  const responses: Record<string, unknown> = {};
  const produces = schema.produces?.[0];
  if (produces)
    responses['200'] = { description: 'OK', content: { [produces]: { schema: { type: 'string' } } } };
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    responses[status.toUpperCase()] = {
      description:
        status === '200' ? 'OK' : status.endsWith('xx') ? 'The error envelope' : `Status ${status}`,
      content: { 'application/json': { schema: jsonSchema(response, 'output') } },
    };
  }
  return responses;
}

function operationOf(schema: RouteSchema) {
  return {
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema['x-studio-tag'] ? { tags: [schema['x-studio-tag']] } : {}),
    parameters: [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')],
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schema.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(schema),
  };
}

/** Collects the routes registered from here on and builds the document from them once asked. */
export function collectOpenApi(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  let document: JsonSchema | null = null;
  return () => {
    document ??= buildDocument(routes);
    return document;
  };
}

function buildDocument(routes: RouteOptions[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    for (const method of [route.method].flat()) {
      (paths[path] ??= {})[method.toLowerCase()] = operationOf((route.schema ?? {}) as RouteSchema);
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Nova Studio',
      version: '1.0.0',
      description:
        'The game provider: the platform calls its signed routes (x-provider, x-signature: the hex ' +
        'HMAC-SHA256 of the raw body), the game page its /api with the x-studio-session token. Every JSON ' +
        'answer is the { info, data } envelope.',
    },
    paths,
  };
}
