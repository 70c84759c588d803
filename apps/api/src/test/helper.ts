import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app';
import { buildConfig, type Env } from '../config';
import type { DbHandle } from '../db/client';
import { generateSecret } from '../secrets/secret-rules';
import { createTestDatabase, testApiKey } from './test-db';

export { testApiKey };

/** A clock the test moves by hand. */
export function createClock(start = new Date('2026-01-15T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * Signing keys strong enough for a production config (which refuses missing or weak ones, and any key
 * written in the repository): drawn afresh for each test run.
 */
export const productionSecretsEnv = {
  STUDIO_SECRET: generateSecret(),
  SANDBOX_WEBHOOK_SECRET: generateSecret(),
  STAFF_TOTP_KEY: generateSecret(),
};

export function testConfig(env: Env = {}) {
  // DATABASE_URL belongs to the test database helper, not to the app under test.
  return buildConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SKIN_API_KEY: testApiKey,
    // Tests change the catalogue by hand and read it at once: the version is read on every request.
    CATALOGUE_VERSION_TTL_MS: '0',
    // The platform's own tests run without the sportsbook mounted (the server's tests mount it).
    SPORTSBOOK_EMBEDDED: 'false',
    ...env,
    DATABASE_URL: undefined,
  });
}

// One database per test file (vitest isolates modules per file); apps of the file share it.
let database: Promise<DbHandle> | null = null;
let users = 0;

async function acquireDatabase() {
  users += 1;
  database ??= createTestDatabase();
  return database;
}

async function releaseDatabase() {
  users -= 1;
  if (users === 0 && database) {
    const handle = await database;
    database = null;
    await handle.close();
  }
}

export interface TestAppOptions extends Omit<AppOptions, 'config' | 'db'> {
  env?: Env;
}

/**
 * Builds the real app on the file's test database before the file's tests and closes both after,
 * like fastify/demo's test helper. Tests `inject` real requests into `ctx.app`.
 */
export function useTestApp(options: TestAppOptions = {}) {
  const ctx = {} as { app: App; db: DbHandle['db'] };
  beforeAll(async () => {
    const handle = await acquireDatabase();
    const { env, ...rest } = options;
    ctx.db = handle.db;
    ctx.app = await buildApp({ ...rest, config: testConfig(env), db: handle.db });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await releaseDatabase();
  });
  return ctx;
}

/** Headers of an ordinary player API call. */
export function apiHeaders(extra: Record<string, string> = {}) {
  return { 'api-key': testApiKey, ...extra };
}
