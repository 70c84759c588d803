import { buildApp } from './app';
import { buildConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { warmGeoReader } from './modules/geo/geo-reader';
import { upsertStaffUser } from './modules/staff/staff-users';

async function start() {
  let config;
  try {
    config = buildConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await handle.migrate();
  await seed(handle.db, { skinApiKey: config.skinApiKey });
  await warmGeoReader();
  const { staffAdmin } = config.cashier;
  if (staffAdmin) await upsertStaffUser(handle.db, { ...staffAdmin, role: 'admin', now: new Date() });

  const app = await buildApp({ config, db: handle.db });
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
      // Stop taking requests and let in-flight ones finish before the database goes away.
      await app.close();
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
  app.log.info(`Nova Casino listening on ${address} (API ${address}/api/v1, docs ${address}/api/docs)`);
}

start().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
