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
  /** Work that waits until the server serves pages (see afterListen). */
  afterListen?: () => Promise<void>;
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
  // Milliseconds since the process began (performance's origin), per step of the start, logged at listen.
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  let last = performance.now();
  const mark = (phase: string) => {
    const now = performance.now();
    phases[phase] = Math.round(now - last);
    last = now;
  };
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
  mark('open');
  await handle.migrate();
  mark('migrate');
  // A later start (the skin is there) serves at once and refreshes the seed after listen; a first one
  // seeds before, so no request ever meets a database without its skin.
  const isSeeded = await hasSkin(handle.db, config.skinApiKey);
  if (!isSeeded) await seed(handle.db, { skinApiKey: config.skinApiKey });
  mark('seed');
  // The staff's passwords are hashed (argon2id) on libuv's threads while this one builds the app.
  const staffSeeded = seedStaff(handle.db, config);
  staffSeeded.catch(() => undefined);

  // A host process (the composition root) may mount more routes in the same server, e.g. the embedded studio.
  const extras: PlatformExtra[] = [];
  const { mount } = options;
  const registerExtraRoutes = mount
    ? async (root: FastifyInstance) => {
        const before = performance.now();
        extras.push(await mount(root, config));
        phases.mounts = Math.round(performance.now() - before);
      }
    : undefined;

  const app = await buildApp({ config, db: handle.db, readDb: handle.readDb, registerExtraRoutes });
  mark('app');
  const demoStaff = await staffSeeded;
  mark('staff');
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
  mark('listen');
  app.log.info({ phases, total: Math.round(performance.now()) }, 'started');
  afterListen(app, {
    extras,
    refreshSeed: isSeeded ? () => seed(handle.db, { skinApiKey: config.skinApiKey }) : null,
    isClosing: () => closing,
  });
  app.log.info(`Nova Casino listening on ${address} (API ${address}/api/v1, docs ${address}/api/docs)`);
  if (config.environment !== 'production') logDemoMode(app, config, stored, demoStaff);
}

/** The admin named in the environment, and the demo's staff (not in production), set on every start. */
async function seedStaff(db: Database, config: Config): Promise<DemoStaffAccount[]> {
  const { staffAdmin } = config.cashier;
  if (staffAdmin) await upsertStaffUser(db, { ...staffAdmin, role: 'admin', now: new Date() });
  if (config.environment === 'production') return [];
  return seedDemoStaff(db, config.dataDir, new Date(), config.cashier.staffTotpKey);
}

/** Whether the seed ran on this database before: its skin is there. */
async function hasSkin(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ id: skins.id }).from(skins).where(eq(skins.key, key)).limit(1);
  return row !== undefined;
}

/** How long the work after listen waits for the first request to be answered before it starts anyway. */
const firstPageGraceMs = 1_000;

/**
 * What a start does once it serves pages, after the first request has been answered (or a second has
 * passed), so the first page does not queue behind it: the background jobs start (an embedded studio
 * answers the catalogue sync over HTTP like any other provider; without one, the sync finds no studio
 * at STUDIO_URL and tries again on its next round; every job is listed in
 * modules/jobs/platform-jobs.ts), the mounts' own work runs (the sportsbook's feed leader), a later
 * start's seed refreshes the demo content and the geo files (~130 MB) are read. A failure is logged,
 * the server keeps serving.
 */
function afterListen(
  app: App,
  work: { extras: PlatformExtra[]; refreshSeed: (() => Promise<unknown>) | null; isClosing: () => boolean },
) {
  const run = async () => {
    await firstResponse(app, firstPageGraceMs);
    if (work.isClosing()) return;
    app.jobs.start();
    for (const extra of work.extras) await extra.afterListen?.();
    if (work.refreshSeed) await work.refreshSeed();
    await warmGeoReader();
  };
  run().catch((error: unknown) => app.log.error({ err: error }, 'work after listen failed'));
}

/** Resolves once the server has sent its first response, or after `timeoutMs`. */
function firstResponse(app: App, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    app.server.once('request', (_request, response) => response.once('close', done));
    function done() {
      clearTimeout(timer);
      resolve();
    }
  });
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
