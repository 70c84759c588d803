import { join } from 'node:path';
import type { PlatformExtra } from '@casino/api/start-platform';
import { buildSportsbookConfig, sportsbookPlugin, startSportsbook } from '@casino/sportsbook';
import { createRedisBus } from '@casino/studio';
import type { FastifyInstance } from 'fastify';

/** The part of the platform's config the embedded sportsbook needs. */
export interface SportsbookHost {
  port: number;
  dataDir: string;
  games: { sportsbookEmbedded: boolean; providers: { code: string; secret: string }[] };
}

const sportsbookProviderCode = 'nova-sportsbook';

/**
 * The in-house sportsbook is a game provider of its own: its own database (a folder under the data
 * dir, or SPORTSBOOK_DATABASE_URL), its own feed, and it reaches the platform only over the signed
 * wallet protocol, even in this process (SPORTSBOOK_EMBEDDED). With REDIS_URL its push channel reaches
 * the sockets of every instance.
 */
export async function mountSportsbook(root: FastifyInstance, host: SportsbookHost): Promise<PlatformExtra> {
  if (!host.games.sportsbookEmbedded) return { close: async () => {} };
  const provider = host.games.providers.find((entry) => entry.code === sportsbookProviderCode);
  if (!provider) throw new Error('The embedded sportsbook needs its game provider configured');
  const config = buildSportsbookConfig(process.env);
  const runtime = await startSportsbook({
    config: { ...config, dataDir: join(host.dataDir, 'sportsbook') },
    secret: provider.secret,
    providerCode: provider.code,
    platformUrl: config.hasPlatformUrl ? config.platformUrl : `http://127.0.0.1:${host.port}`,
    withTimers: true,
    deferLeadership: true,
    log: root.log,
  });
  const pushBus = config.redisUrl
    ? createRedisBus(config.redisUrl, { prefix: config.redisKeyPrefix, log: root.log })
    : null;
  await root.register(sportsbookPlugin, {
    prefix: '/sportsbook-api',
    runtime,
    secret: provider.secret,
    providerCode: provider.code,
    publicUrl: config.publicUrl,
    pushBus,
    testHooks: config.testHooks,
  });
  return {
    afterListen: () => runtime.startLeadership(),
    close: async () => {
      await pushBus?.close();
      await runtime.close();
    },
  };
}

/** Several mounts beside the platform (the studio, the sportsbook), closed in the reverse order. */
export function mountAll<H>(...mounts: Array<(root: FastifyInstance, host: H) => Promise<PlatformExtra>>) {
  return async (root: FastifyInstance, host: H): Promise<PlatformExtra> => {
    const extras: PlatformExtra[] = [];
    for (const mount of mounts) extras.push(await mount(root, host));
    return {
      afterListen: async () => {
        for (const extra of extras) await extra.afterListen?.();
      },
      close: async () => {
        for (const extra of extras.reverse()) await extra.close();
      },
    };
  };
}
