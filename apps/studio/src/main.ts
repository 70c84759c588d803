import { redactingLoggerOptions } from '@casino/contract/log-redaction';
import Fastify from 'fastify';
import { buildStudioConfig } from './config';
import { openStudioDatabase } from './db/client';
import { createRedisBus } from './lib/live-feed';
import { studioPlugin } from './plugin';
import { studioSecretProblem } from './secret-check';

/** The studio on its own (another host or port than the platform); it still mounts under /studio. */
async function start() {
  const config = buildStudioConfig(process.env);
  const problem = studioSecretProblem(config);
  if (problem !== null || config.secret === null) {
    console.error(`Invalid studio configuration:\n  ${problem}`);
    process.exit(1);
  }
  const handle = await openStudioDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await handle.migrate();
  // The game page's URL carries its launch token: the log keeps the route, never the token.
  const app = Fastify({ logger: redactingLoggerOptions(config.logLevel) });
  const liveBus = config.redisUrl
    ? createRedisBus(config.redisUrl, { prefix: config.redisKeyPrefix, log: app.log })
    : null;
  await app.register(studioPlugin, {
    prefix: '/studio',
    platformUrl: config.platformUrl,
    secret: config.secret,
    db: handle.db,
    publicUrl: config.publicUrl,
    frameAncestors: config.frameAncestors,
    // On PostgreSQL, several instances elect one leader to drive the shared rounds.
    leaderConnection: handle.connectSession,
    // With several instances, every instance's sockets see the leader's rounds.
    liveBus,
  });
  const shutdown = async () => {
    await app.close();
    await liveBus?.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Nova Studio listening on ${address}/studio (wallet at ${config.platformUrl})`);
}

start().catch((error: unknown) => {
  console.error('Studio failed to start:', error);
  process.exit(1);
});
