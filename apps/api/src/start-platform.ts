import type { FastifyInstance } from 'fastify';
import { buildApp, type App } from './app';
import { buildConfig, ConfigError, type Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { startEngageWork } from './modules/affiliates/engage-work';
import { startCatalogueSync } from './modules/games/catalogue/sync-catalogue';
import { startLoyaltyWorker } from './modules/loyalty/loyalty-pipeline';
import { startBonusExpiry } from './modules/bonuses/lifecycle';
import { startFreeRoundsDelivery } from './modules/games/free-rounds/deliver-free-rounds';
import { startCompetitionsWorker } from './modules/competitions/worker';
import { warmGeoReader } from './modules/geo/geo-reader';
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
  await seed(handle.db, { skinApiKey: config.skinApiKey });
  await warmGeoReader();
  const { staffAdmin } = config.cashier;
  if (staffAdmin) await upsertStaffUser(handle.db, { ...staffAdmin, role: 'admin', now: new Date() });

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

  let catalogueSync: { stop: () => Promise<void> } | null = null;
  let loyaltyWorker: { stop: () => Promise<void> } | null = null;
  let freeRoundsDelivery: { stop: () => Promise<void> } | null = null;
  let engageWork: { stop: () => Promise<void> } | null = null;
  let competitionsWorker: { stop: () => Promise<void> } | null = null;
  let bonusExpiry: { stop: () => Promise<void> } | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await catalogueSync?.stop();
      await loyaltyWorker?.stop();
      await freeRoundsDelivery?.stop();
      await engageWork?.stop();
      await competitionsWorker?.stop();
      await bonusExpiry?.stop();
      // Stop taking requests and let in-flight ones finish before the database goes away.
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
  // one, the sync finds no studio at STUDIO_URL and tries again on its next round.
  catalogueSync = startCatalogueSync(app);
  // Wager facts from the outbox, then CP, levels, rewards and cashback (issue 14).
  loyaltyWorker = startLoyaltyWorker({
    db: app.db,
    now: app.now,
    signal: app.loyaltySignal,
    log: app.log,
  });
  // Free-rounds grants written by loyalty, bonuses or staff are pushed to their provider from here.
  freeRoundsDelivery = startFreeRoundsDelivery(app);
  engageWork = startEngageWork(app);
  // Challenges, slot races and leaderboards scored from the game movements (issue 16).
  competitionsWorker = startCompetitionsWorker({
    db: app.db,
    now: app.now,
    signal: app.competitionsSignal,
    log: app.log,
    onScored: () => app.liveStandings.changed(),
    leaderboardCache: app.leaderboardCache,
  });
  // Bonuses past their time end, their balance back to the house (issue 15).
  bonusExpiry = startBonusExpiry({ db: app.db, now: app.now, log: app.log });
  app.log.info(`Nova Casino listening on ${address} (API ${address}/api/v1, docs ${address}/api/docs)`);
  if (config.environment !== 'production') logDemoMode(app, config, stored);
}

/** Said once at start, so whoever reads the log knows the outbox and sandbox are on (issue 13.1). */
function logDemoMode(app: App, config: Config, stored: StoredSecrets | null) {
  const demo = [
    config.accounts.devOutbox ? `e-mails are listed at ${config.accounts.publicUrl}/dev/outbox` : null,
    config.cashier.sandboxEnabled ? 'deposits go through the sandbox processor (no real money)' : null,
  ].filter(Boolean);
  app.log.warn(
    { secretsFile: stored && stored.used.length > 0 ? stored.file : undefined, generated: stored?.created },
    `Demo mode (NODE_ENV=${config.environment}): ${demo.join('; ') || 'no demo services'}. ` +
      'Signing keys not set in the environment are generated and kept in the data folder. ' +
      'For a real casino start with `npm start -- --production`.',
  );
}
