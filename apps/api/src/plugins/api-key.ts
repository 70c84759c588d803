import { headerNames } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Skin } from '../db/schema';
import { AppError } from '../lib/app-error';
import { BoundedCache } from '../lib/bounded-cache';
import { findSkinByApiKey } from '../modules/skin/find-skin-by-api-key';

/** How long a skin found by its api-key is kept in this process before it is read again. */
export const skinCacheMs = 60_000;

// One cache per app, found through its HTTP server (every scope of an app shares it, so the staff
// routes reach the cache the /api/v1 scope fills). Not the database handle: inside a staff call,
// `app.db` is the call's transaction.
const skinCaches = new WeakMap<object, BoundedCache<Skin>>();

function skinCacheOf(app: FastifyInstance): BoundedCache<Skin> {
  let cache = skinCaches.get(app.server);
  if (!cache) {
    cache = new BoundedCache<Skin>({ maxEntries: 1000, ttlMs: skinCacheMs });
    skinCaches.set(app.server, cache);
  }
  return cache;
}

/** The skin of an api-key, from this process's copy when it has one (null for an unknown key). */
export async function findCachedSkin(app: FastifyInstance, key: string): Promise<Skin | null> {
  const skinsByKey = skinCacheOf(app);
  const cached = skinsByKey.get(key);
  if (cached) return cached;
  const skin = await findSkinByApiKey(app.db, key);
  if (skin) skinsByKey.set(key, skin);
  return skin;
}

/** Drops the skins this app's process found by api-key: call it after changing a skin. */
export function forgetCachedSkins(app: FastifyInstance): void {
  skinCacheOf(app).clear();
}

/**
 * Every player API call names its skin (brand) by the public `api-key` header (spec section 7).
 * Skins change rarely (the seed, migrations and the staff's live chat settings), so a skin found is
 * kept per process for `skinCacheMs`: the instance that makes a change drops its copies at once
 * (`forgetCachedSkins(app)`), every other instance sees it within a minute. An unknown key is never
 * cached, so a skin added is found at once.
 */
export const apiKeyPlugin = fp(
  async (app) => {
    app.decorateRequest('skin', null as never);
    app.addHook('onRequest', async (request) => {
      const key = request.headers[headerNames.apiKey];
      if (typeof key !== 'string' || key.length === 0 || key.length > 200)
        throw new AppError('invalid_api_key');
      const skin = await findCachedSkin(app, key);
      if (!skin) throw new AppError('invalid_api_key');
      request.skin = skin;
    });
  },
  { name: 'api-key' },
);
