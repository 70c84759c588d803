/**
 * One studio instance of the four-process test, in a process of its own: the studio as its main runs
 * it (configured from the environment, PostgreSQL, leader election, the live bus on REDIS_URL), with
 * the crash loop sped up so that a round lasts a couple of seconds and the tables left closed. Prints
 * `listening <port>` once it serves; SIGTERM closes it, SIGKILL is what the test sends its leader.
 */
import type { AddressInfo } from 'node:net';
import { buildStudioConfig, createRedisBus, openStudioDatabase, studioPlugin } from '@casino/studio';
import Fastify from 'fastify';

const config = buildStudioConfig(process.env);
if (!config.databaseUrl || !config.redisUrl || !config.secret)
  throw new Error('needs STUDIO_DATABASE_URL, REDIS_URL and STUDIO_SECRET');
const handle = await openStudioDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
await handle.migrate();
const app = Fastify({ logger: { level: config.logLevel } });
const liveBus = createRedisBus(config.redisUrl, { prefix: config.redisKeyPrefix, log: app.log });
await app.register(studioPlugin, {
  prefix: '/studio',
  platformUrl: config.platformUrl,
  secret: config.secret,
  db: handle.db,
  leaderConnection: handle.connectSession,
  liveBus,
  retryIntervalMs: 500,
  tables: { enabled: false },
  // 2.00x after 0.28 s, 10x after 0.9 s: rounds of about two seconds.
  crash: {
    chainLength: 5_000,
    checkpointEvery: 500,
    bettingMs: 1_500,
    pauseMs: 300,
    tickMs: 50,
    growthPerMs: 0.0025,
  },
});
await app.listen({ host: '127.0.0.1', port: config.port });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => liveBus.close())
    .then(() => handle.close())
    .then(() => process.exit(0));
});
