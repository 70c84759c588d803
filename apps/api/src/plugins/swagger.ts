import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.0 reads `enum` before `nullable`: a nullable enum (`z.literal([15, 30]).nullable()`) must list
 * null among its values, or the document refuses the null the API accepts.
 */
export function allowNullInNullableEnums<T>(value: T): T {
  if (Array.isArray(value)) return value.map(allowNullInNullableEnums) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, allowNullInNullableEnums(child)]),
  ) as Record<string, unknown>;
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) {
    copy.enum = [...(copy.enum as unknown[]), null];
  }
  return copy as T;
}

/** OpenAPI generated from the zod schemas each route declares; UI at /api/docs, JSON at /api/docs/json. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Nova Casino platform API',
          version: '1.0.0',
          description:
            'Player API. Every response is the { info, data } envelope. No text of a request may hold the NUL ' +
            'character (U+0000): such a request answers 400 bad_request.',
        },
        components: {
          securitySchemes: {
            apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
            staffBearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'Staff token from POST /staff/v1/login',
            },
          },
        },
        security: [{ apiKey: [] }],
      },
      // Only the platform's own calls, each tagged; an embedded provider's routes (the studio) are not ours to document.
      hideUntagged: true,
      transform: jsonSchemaTransform,
      // Schemas registered with an id (the recursive menu item) become components their $refs resolve to.
      transformObject: (document) => allowNullInNullableEnums(jsonSchemaTransformObject(document)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'swagger' },
);
