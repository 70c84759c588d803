import { headerNames } from '@casino/contract';
import fp from 'fastify-plugin';
import type { Skin } from '../db/schema';
import { AppError } from '../lib/app-error';
import { BoundedCache } from '../lib/bounded-cache';
import { findSkinByApiKey } from '../modules/skin/find-skin-by-api-key';

/** How long a skin found by its api-key is kept in this process before it is read again. */
export const skinCacheMs = 60_000;

/**
 * Every player API call names its skin (brand) by the public `api-key` header (spec section 7).
 * Skins are written only by the seed and migrations (no route edits one), so a skin found is kept per
 * process for `skinCacheMs`: a change made in the database is seen by every instance within a
 * minute. An unknown key is never cached, so a skin added is found at once.
 */
export const apiKeyPlugin = fp(
  async (app) => {
    const skinsByKey = new BoundedCache<Skin>({ maxEntries: 1000, ttlMs: skinCacheMs });
    app.decorateRequest('skin', null as never);
    app.addHook('onRequest', async (request) => {
      const key = request.headers[headerNames.apiKey];
      if (typeof key !== 'string' || key.length === 0 || key.length > 200)
        throw new AppError('invalid_api_key');
      let skin = skinsByKey.get(key);
      if (!skin) {
        skin = (await findSkinByApiKey(app.db, key)) ?? undefined;
        if (!skin) throw new AppError('invalid_api_key');
        skinsByKey.set(key, skin);
      }
      request.skin = skin;
    });
  },
  { name: 'api-key' },
);
