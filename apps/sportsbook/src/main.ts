import { redactingLoggerOptions } from '@casino/contract/log-redaction';
import Fastify from 'fastify';
import { sportsbookPlugin } from './api/plugin.js';
import { buildSportsbookConfig } from './config.js';
import { startSportsbook } from './runtime/start-sportsbook.js';

/**
 * The sportsbook on its own (another host or port than the platform); it still mounts under
 * /sportsbook-api. The platform then names it with SPORTSBOOK_URL and the same SPORTSBOOK_SECRET.
 * Several instances may share SPORTSBOOK_DATABASE_URL: one leads the simulated feed, all follow its log.
 */
async function start() {
  const config = buildSportsbookConfig(process.env);
  if (config.secret === null) {
    console.error(
      'Invalid sportsbook configuration:\n  SPORTSBOOK_SECRET: must be set (the platform holds the same)',
    );
    process.exit(1);
  }
  // The push socket's URL carries the session: the log keeps the route, never the token.
  const app = Fastify({ logger: redactingLoggerOptions(process.env.LOG_LEVEL ?? 'info') });
  const runtime = await startSportsbook({
    config,
    secret: config.secret,
    providerCode: 'nova-sportsbook',
    platformUrl: config.platformUrl,
    withTimers: true,
    log: app.log,
  });
  await app.register(sportsbookPlugin, {
    prefix: '/sportsbook-api',
    runtime,
    secret: config.secret,
    providerCode: 'nova-sportsbook',
    publicUrl: config.publicUrl,
  });
  const shutdown = async () => {
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Nova Sportsbook listening on ${address}/sportsbook-api (wallet at ${config.platformUrl})`);
}

start().catch((error: unknown) => {
  console.error('Sportsbook failed to start:', error);
  process.exit(1);
});
