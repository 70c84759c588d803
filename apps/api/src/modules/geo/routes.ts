import { geoDataSchema } from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { checkLocation } from './check-location';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo',
    {
      schema: {
        headers: apiHeadersSchema,
        tags: ['site'],
        summary: 'Country and city of the caller',
        response: responses(geoDataSchema),
      },
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
