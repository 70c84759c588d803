import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { StudioDbHandle } from '../db/client';
import { studioPlugin, type StudioPluginOptions } from '../plugin';
import { platformSigned, startFakePlatform } from './fake-platform';
import { createStudioTestDatabase } from './test-db';

export const testSecret = 'studio-test-secret-0123456789';

/**
 * The studio mounted under /studio on a bare Fastify, its own test database, and the platform faked at
 * its HTTP edge. Tests inject real requests and read the fake platform's ledger to check money.
 *
 * The live games' loops stay off unless a test turns them on (`crash: { enabled: true }`,
 * `tables: { enabled: true }`): a crash loop hashes its whole chain when it starts, and every table
 * opens a round, work that most tests would only wait for.
 */
export function useStudio(options: Partial<StudioPluginOptions> = {}, startBalance = 100_000n) {
  const ctx = {} as {
    app: FastifyInstance;
    handle: StudioDbHandle;
    platform: Awaited<ReturnType<typeof startFakePlatform>>;
    /** Every route the app registered, as `METHOD /url` (HEAD left out). */
    routes: string[];
  };
  beforeAll(async () => {
    ctx.handle = await createStudioTestDatabase();
    ctx.platform = await startFakePlatform({ secret: testSecret, balance: startBalance });
    ctx.app = Fastify({ logger: false });
    ctx.routes = [];
    ctx.app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') ctx.routes.push(`${method} ${route.url}`);
    });
    await ctx.app.register(studioPlugin, {
      prefix: '/studio',
      platformUrl: ctx.platform.url,
      secret: testSecret,
      db: ctx.handle.db,
      retryIntervalMs: 0,
      retryBaseMs: 20,
      // Generous: on a loaded machine a call that takes over a second was lost to the studio while the
      // platform applied it, and the tests' books disagreed until a retry. Tests of lost calls set their own.
      walletTimeoutMs: 10_000,
      ...options,
      crash: { enabled: false, ...options.crash },
      tables: { enabled: false, ...options.tables },
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.platform?.close();
    await ctx.handle?.close();
  });
  return ctx;
}

/** Launches a game as the platform would and returns the page's studio token. */
export async function launch(
  app: FastifyInstance,
  game: string,
  mode: 'real' | 'fun' = 'real',
  launchToken = 'launch-token-1',
) {
  const body = {
    externalGameId: game,
    mode,
    launchToken: mode === 'real' ? launchToken : null,
    currency: 'EUR',
    language: 'de',
    homeUrl: '/',
    cashierUrl: '/cashier',
    viewMode: 'desktop',
    region: 'AT',
  };
  const { raw, headers } = platformSigned(testSecret, body);
  const response = await app.inject({ method: 'POST', url: '/studio/launch', headers, payload: raw });
  const url = new URL((response.json() as { data: { url: string } }).data.url, 'http://studio.test');
  return { response, url, token: url.searchParams.get('launch')! };
}

export const studioHeaders = (token: string) => ({ 'x-studio-session': token });
