import {
  logosDataSchema,
  logosQuerySchema,
  skinConfigDataSchema,
  skinMenuDataSchema,
} from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { getSkinConfig } from './get-skin-config';
import { getSkinMenu } from './get-skin-menu';
import { listLogos } from './list-logos';

export const skinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/skinConfig/all',
    {
      schema: {
        headers: apiHeadersSchema,
        tags: ['site'],
        summary: 'Public configuration of the skin',
        response: responses(skinConfigDataSchema),
      },
    },
    async (request) => okEnvelope(getSkinConfig(request.skin, app.config)),
  );

  app.get(
    '/skinMenu',
    {
      schema: {
        headers: apiHeadersSchema,
        tags: ['site'],
        summary: 'Side-drawer menu in the x-language language',
        response: responses(skinMenuDataSchema),
      },
    },
    async (request) =>
      okEnvelope({ items: await getSkinMenu(app.db, { skinId: request.skin.id, locale: request.locale }) }),
  );

  app.get(
    '/logos',
    {
      schema: {
        headers: apiHeadersSchema,
        tags: ['site'],
        summary: 'Logos of the skin',
        querystring: logosQuerySchema,
        response: responses(logosDataSchema),
      },
    },
    async (request) =>
      okEnvelope({
        logos: await listLogos(app.db, {
          skinId: request.skin.id,
          type: request.query.type,
          color: request.query.color,
        }),
      }),
  );
};
