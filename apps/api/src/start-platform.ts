import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type App } from './app';
import { buildConfig, ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { skins } from './db/schema';
import { seed } from './db/seed';
import { warmGeoReader } from './modules/geo/geo-reader';
import { seedDemoStaff, type DemoStaffAccount } from './modules/staff/demo-staff';
import { upsertStaffUser } from './modules/staff/staff-users';
import { withStoredSecrets, type StoredSecrets } from './secrets/stored-secrets';

/** Something a host process mounts beside the platform's routes, closed after the server on shutdown. */
export interface PlatformExtra {
  close: () => Promise<void>;
}

export interface StartPlatformOptions {
  /** Registers more routes on the root instance (before listen), given the platform's config. */
  mount?: (root: FastifyInstance, config: Config) => Promise<PlatformExtra>;
}

/**
 * A production start takes its signing keys from the environment only (buildConfig refuses missing,
 * short or published ones). Any other start is the demo: unset keys come from DATA_DIR, generated once.
 */
async function loadConfig(): Promise<{ config: Config; stored: StoredSecrets | null }> {
  const config = buildConfig(process.env);
  if (config.environment === 'production') return { config, stored: null };
  const stored = await withStoredSecrets(process.env, config.dataDir);
  return { config: buildConfig(stored.env), stored };
}

export async function startPlatform(options: StartPlatformOptions = {}): Promise<void> {
  let config: Config;
  let stored: StoredSecrets | null;
  try {
    ({ config, stored } = await loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
  });
  await handle.migrate();
  // A later start (the skin is there) serves at once and refreshes the seed after listen; a first one
  // seeds before, so no request ever meets a database without its skin.
  const isSeeded = await hasSkin(handle.db, config.skinApiKey);
  if (!isSeeded) await seed(handle.db, { skinApiKey: config.skinApiKey });
  const { staffAdmin } = config.cashier;
  if (staffAdmin) await upsertStaffUser(handle.db, { ...staffAdmin, role: 'admin', now: new Date() });
  const demoStaff =
    config.environment === 'production'
      ? []
      : await seedDemoStaff(handle.db, config.dataDir, new Date(), config.cashier.staffTotpKey);

  // A host process (the composition root) may mount more routes in the same server, e.g. the embedded studio.
  const extras: PlatformExtra[] = [];
  const { mount } = options;
  const registerExtraRoutes = mount
    ? async (root: FastifyInstance) => {
        extras.push(await mount(root, config));
      }
    : undefined;

  const app = await buildApp({ config, db: handle.db, readDb: handle.readDb, registerExtraRoutes });
  app.log.info(
    { database: handle.driver, dataDir: handle.driver === 'pglite' ? config.dataDir : undefined },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // The jobs stop first (their runs in flight finish), then the server stops taking requests and
      // lets in-flight ones finish, before the database goes away.
      await app.close();
      for (const extra of extras) await extra.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  // After listen: an embedded studio answers its game list over HTTP like any other provider; without
  // one, the catalogue sync finds no studio at STUDIO_URL and tries again on its next round. Every
  // background job is listed in modules/jobs/platform-jobs.ts.
  app.jobs.start();
  afterListen(app, isSeeded ? () => seed(handle.db, { skinApiKey: config.skinApiKey }) : null);
  app.log.info(`Nova Casino listening on ${address} (API ${address}/api/v1, docs ${address}/api/docs)`);
  if (config.environment !== 'production') logDemoMode(app, config, stored, demoStaff);
}

/** Whether the seed ran on this database before: its skin is there. */
async function hasSkin(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ id: skins.id }).from(skins).where(eq(skins.key, key)).limit(1);
  return row !== undefined;
}

/**
 * What a start does once it serves pages: the geo files (~130 MB) are read, and a later start's
 * seed refreshes the demo content; a failure is logged, the server keeps serving.
 */
function afterListen(app: App, refreshSeed: (() => Promise<unknown>) | null) {
  const work = async () => {
    if (refreshSeed) await refreshSeed();
    await warmGeoReader();
  };
  work().catch((error: unknown) => app.log.error({ err: error }, 'work after listen failed'));
}

/**
 * Said once at start, so whoever reads the log knows the outbox and sandbox are on (issue 13.1): as
 * plain lines a person reads in the terminal, and as one structured record for log collectors.
 */
function logDemoMode(app: App, config: Config, stored: StoredSecrets | null, staff: DemoStaffAccount[]) {
  const demo = [
    config.accounts.devOutbox ? `e-mails are listed at ${config.accounts.publicUrl}/dev/outbox` : null,
    config.cashier.sandboxEnabled ? 'deposits go through the sandbox processor (no real money)' : null,
  ].filter(Boolean);
  const secretsFile = stored && stored.used.length > 0 ? stored.file : undefined;
  process.stdout.write(
    [
      `Demo mode (NODE_ENV=${config.environment}): ${demo.join('; ') || 'no demo services'}.`,
      `Signing keys not set in the environment are generated and kept in the data folder${secretsFile ? ` (${secretsFile})` : ''}.`,
      'For a real casino start with `npm start -- --production`.',
      '',
    ].join('\n'),
  );
  app.log.warn({ secretsFile, generated: stored?.created, demoServices: demo }, 'Demo mode');
  // The demo's staff, so a newcomer can open the back office and approve their own withdrawal.
  for (const account of staff)
    process.stdout.write(
      `Demo staff ${account.username} (${account.role}): password ${account.password}, ` +
        `TOTP secret ${account.totpSecret}; back office at ${config.accounts.publicUrl}/backoffice\n`,
    );
}
