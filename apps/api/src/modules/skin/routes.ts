import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { getSkinConfig } from './get-skin-config';
import { getSkinMenu } from './get-skin-menu';
import { listLogos } from './list-logos';

export const skinRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getSkinConfig,
    { headers: apiHeadersSchema, tags: ['site'], summary: 'Public configuration of the skin' },
    async (request) => okEnvelope(getSkinConfig(request.skin, app.config)),
  );

  registerRoute(
    app,
    playerRoutes.getSkinMenu,
    { headers: apiHeadersSchema, tags: ['site'], summary: 'Side-drawer menu in the x-language language' },
    async (request) =>
      okEnvelope({ items: await getSkinMenu(app.db, { skinId: request.skin.id, locale: request.locale }) }),
  );

  registerRoute(
    app,
    playerRoutes.listLogos,
    { headers: apiHeadersSchema, tags: ['site'], summary: 'Logos of the skin' },
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
