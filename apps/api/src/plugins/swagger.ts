import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas each route declares; UI at /api/docs, JSON at /api/docs/json. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Nova Casino platform API',
          version: '1.0.0',
          description: 'Player API. Every response is the { info, data } envelope.',
        },
        components: {
          securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'api-key' } },
        },
        security: [{ apiKey: [] }],
      },
      transform: jsonSchemaTransform,
      // Schemas registered with an id (the recursive menu item) become components their $refs resolve to.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'swagger' },
);
