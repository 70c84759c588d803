import { join } from 'node:path';
import type { PlatformExtra } from '@casino/api/start-platform';
import { buildStudioConfig, createRedisBus, openStudioDatabase, studioPlugin } from '@casino/studio';
import type { FastifyInstance } from 'fastify';

/** The part of the platform's config the embedded studio needs. */
export interface StudioHost {
  port: number;
  dataDir: string;
  games: { studioEmbedded: boolean; providers: { code: string; secret: string }[] };
}

/**
 * The in-house studio is a game provider of its own: its own database, and it reaches the platform
 * only over the signed wallet protocol, even when it shares this process (STUDIO_EMBEDDED).
 */
export async function mountStudio(root: FastifyInstance, host: StudioHost): Promise<PlatformExtra> {
  if (!host.games.studioEmbedded) return { close: async () => {} };
  const provider = host.games.providers[0];
  if (!provider) throw new Error('The embedded studio needs a game provider configured for it');
  const studio = buildStudioConfig(process.env);
  const handle = await openStudioDatabase({
    databaseUrl: studio.databaseUrl,
    dataDir: join(host.dataDir, 'studio'),
  });
  // The routes are registered while the database opens and migrates (on its own thread with PGlite):
  // nothing queries it before the server's ready hooks, which run after this mount returns.
  const migrated = handle.migrate();
  migrated.catch(() => undefined);
  const liveBus = studio.redisUrl
    ? createRedisBus(studio.redisUrl, { prefix: studio.redisKeyPrefix, log: root.log })
    : null;
  await root.register(studioPlugin, {
    prefix: '/studio',
    platformUrl: studio.hasPlatformUrl ? studio.platformUrl : `http://127.0.0.1:${host.port}`,
    secret: provider.secret,
    providerCode: provider.code,
    db: handle.db,
    publicUrl: studio.publicUrl,
    frameAncestors: studio.frameAncestors,
    // On PostgreSQL, several instances elect one leader to drive the shared rounds.
    leaderConnection: handle.connectSession,
    // With several instances, every instance's sockets see the leader's rounds.
    liveBus,
  });
  await migrated;
  return {
    close: async () => {
      await liveBus?.close();
      await handle.close();
    },
  };
}
