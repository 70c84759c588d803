import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { checkLocation } from './check-location';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getGeo,
    {
      headers: apiHeadersSchema,
      tags: ['site'],
      summary: 'Country and city of the caller',
    },
    async (request) => {
      const location = await checkLocation(request.ip, app.config.blockedCities);
      return okEnvelope({
        country_code2: location.countryCode,
        city: location.city,
        blocked: location.blocked,
      });
    },
  );
};
