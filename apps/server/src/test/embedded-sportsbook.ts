import {
  buildSportsbookConfig,
  openSportsbookPglite,
  sportsbookPlugin,
  startSportsbook,
  type SportsbookDbHandle,
  type SportsbookRuntime,
} from '@casino/sportsbook';
import { afterAll } from 'vitest';
import { relaxedLimitsEnv, useTestApp, type Env } from '@casino/api/testing';
import { freePort } from './free-port';

/**
 * The platform's test app with the sportsbook mounted as the server mounts it (its own PGlite database,
 * its own clock), reaching the platform over HTTP on a free port once the test listens there.
 */
export async function useEmbeddedSportsbook(options: {
  secret: string;
  sportsbookEnv: Record<string, string>;
  now?: () => Date;
}) {
  const port = await freePort();
  const env: Env = {
    ...relaxedLimitsEnv,
    PORT: String(port),
    SPORTSBOOK_EMBEDDED: 'true',
    SPORTSBOOK_SECRET: options.secret,
  };
  const mounted: { database?: SportsbookDbHandle; runtime?: SportsbookRuntime } = {};
  const ctx = useTestApp({
    env,
    registerExtraRoutes: async (root) => {
      mounted.database = await openSportsbookPglite(null);
      mounted.runtime = await startSportsbook({
        config: buildSportsbookConfig(options.sportsbookEnv),
        secret: options.secret,
        providerCode: 'nova-sportsbook',
        platformUrl: `http://127.0.0.1:${port}`,
        database: mounted.database,
        now: options.now,
      });
      await root.register(sportsbookPlugin, {
        prefix: '/sportsbook-api',
        runtime: mounted.runtime,
        secret: options.secret,
        providerCode: 'nova-sportsbook',
      });
    },
  });
  afterAll(async () => {
    await mounted.runtime?.close();
    await mounted.database?.close();
  });
  return { ctx, port, mounted };
}
