import { headerNames } from '@casino/contract';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { findSkinByApiKey } from '../modules/skin/find-skin-by-api-key';

/** Every player API call names its skin (brand) by the public `api-key` header (spec section 7). */
export const apiKeyPlugin = fp(
  async (app) => {
    app.decorateRequest('skin', null as never);
    app.addHook('onRequest', async (request) => {
      const key = request.headers[headerNames.apiKey];
      if (typeof key !== 'string' || key.length === 0 || key.length > 200)
        throw new AppError('invalid_api_key');
      const skin = await findSkinByApiKey(app.db, key);
      if (!skin) throw new AppError('invalid_api_key');
      request.skin = skin;
    });
  },
  { name: 'api-key' },
);
