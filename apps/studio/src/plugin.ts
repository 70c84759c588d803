import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { StudioContext } from './context';
import type { StudioDatabase } from './db/client';
import { okEnvelope } from './lib/studio-error';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { handleStudioError } from './routes/error-handler';
import { studioOpsRoutes } from './contract/routes';
import { collectOpenApi } from './routes/openapi';
import { registerBareRoute, registerRoute } from './routes/register-route';
import { retryOwedRounds } from './rounds/settle-round';
import { runNetworkPromotions } from './network-promotions/run-network-promotions';
import { ensureSeededPromotions } from './network-promotions/seed-promotions';
import { cashOutExpiredRounds } from './rounds/step-round-expire';
import { jackpotRoutes } from './routes/jackpot-routes';
import { pageRoutes } from './routes/page-routes';
import { playerRoutes } from './routes/player-routes';
import { providerRoutes } from './routes/provider-routes';
import { stepRoutes } from './routes/step-routes';
import { tablesPlugin, type TablesOptions } from './tables/table-plugin';
import { crashPlugin } from './crash/crash-plugin';
import type { CrashOptions } from './crash/crash-settings';
import { createLeadership, type Duty } from './lib/leadership';
import type { LiveBus } from './lib/live-feed';
import { keepRawJson } from './routes/raw-body';
import type pg from 'pg';
import { createWalletClient } from './wallet/wallet-client';

export interface StudioPluginOptions {
  /** Where the platform's /provider/v1 is reached, e.g. http://127.0.0.1:3000. */
  platformUrl: string;
  /** The HMAC key shared with the platform (both directions). */
  secret: string;
  providerCode?: string;
  db: StudioDatabase;
  now?: () => Date;
  fetchImpl?: typeof fetch;
  /** Where the browser reaches the studio; defaults to '/studio' (mounted on the platform's origin). */
  publicUrl?: string;
  frameAncestors?: string[];
  /** Demo balance of a fun session, in minor units. */
  funBalance?: bigint;
  sessionMs?: number;
  walletTimeoutMs?: number;
  retryBaseMs?: number;
  /** How often owed wins and rollbacks are looked for; 0 turns the timer off. */
  retryIntervalMs?: number;
  /** What runs that pass every retryIntervalMs: an interval timer unless a test runs it by hand. */
  retryTimer?: RetryTimer;
  /** The shared RNG tables' loops (roulette, baccarat, money wheel). */
  tables?: TablesOptions;
  /** The crash game's shared loop (chain length, salt, timing, clock). */
  crash?: CrashOptions;
  /**
   * A connection of its own for the leader's advisory lock (PostgreSQL): with several instances on one
   * database only the leader drives the shared rounds and the retry pass. Unset (PGlite, tests): this
   * instance leads.
   */
  leaderConnection?: (() => Promise<pg.Client>) | null;
  /**
   * Carries the live rounds to the sockets of the other instances (createRedisBus, with REDIS_URL);
   * its owner closes it. Unset: the sockets see only the rounds this instance drives.
   */
  liveBus?: LiveBus | null;
}

/** Runs `pass` every `ms` until the returned function is called. */
export interface RetryTimer {
  every(ms: number, pass: () => Promise<void>): () => void;
}

const intervalTimer: RetryTimer = {
  every(ms, pass) {
    const timer = setInterval(() => void pass(), ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** What every use case of the studio is given: its database, clock, wallet client and settings. */
function studioContextOf(app: FastifyInstance, options: StudioPluginOptions): StudioContext {
  return {
    db: options.db,
    now: options.now ?? (() => new Date()),
    wallet: createWalletClient({
      platformUrl: options.platformUrl,
      secret: options.secret,
      providerCode: options.providerCode ?? 'nova-studio',
      fetchImpl: options.fetchImpl,
      timeoutMs: options.walletTimeoutMs,
    }),
    secret: options.secret,
    providerCode: options.providerCode ?? 'nova-studio',
    publicUrl: (options.publicUrl ?? '/studio').replace(/\/+$/, ''),
    frameAncestors: options.frameAncestors ?? [],
    funBalance: options.funBalance ?? 100_000n,
    sessionMs: options.sessionMs ?? 12 * 60 * 60_000,
    retryBaseMs: options.retryBaseMs ?? 1_000,
    log: app.log,
  };
}

/**
 * Wins and rollbacks owed to the wallet are sent again until it confirms them; multi-step rounds left
 * open past their session are cashed out; the network promotions move on. The leader runs it.
 */
function retryPassDuty(ctx: StudioContext, options: StudioPluginOptions, intervalMs: number): Duty {
  let stop: (() => void) | null = null;
  let running: Promise<void> | null = null;
  // A pass never overlaps the one before it: asked again meanwhile, it is that same pass.
  const retryPass = () =>
    (running ??= retryOwedRounds(ctx)
      .then(() => cashOutExpiredRounds(ctx))
      .then(() => runNetworkPromotions(ctx))
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'studio retry failed'))
      .finally(() => {
        running = null;
      }));
  return {
    name: 'retry pass',
    start() {
      stop = (options.retryTimer ?? intervalTimer).every(intervalMs, retryPass);
    },
    async stop() {
      stop?.();
      stop = null;
      await running;
    },
  };
}

/**
 * The studio as a Fastify plugin: register it with a prefix (the platform mounts it under /studio).
 * It is encapsulated: its own body parser, error handler and routes, and it decorates nothing on the
 * host, so it can sit in the platform's process and still reach the platform only over HTTP.
 */
export async function studioPlugin(app: FastifyInstance, options: StudioPluginOptions) {
  const ctx = studioContextOf(app, options);

  keepRawJson(app);
  // Requests and answers are checked against the routes' descriptors (src/contract), here in the
  // studio's own context whatever the host app uses.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const openApiDocument = collectOpenApi(app);
  app.setErrorHandler(handleStudioError);

  await app.register(providerRoutes, { ctx });
  await app.register(playerRoutes, { ctx });
  await app.register(jackpotRoutes, { ctx });
  await app.register(stepRoutes, { ctx });
  await app.register(pageRoutes, { ctx });
  // One websocket server for the studio's live games (tables, crash); messages are small JSON.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const leadership = createLeadership({ connect: options.leaderConnection ?? null, log: app.log });
  const liveBus = options.liveBus ?? null;
  await app.register(tablesPlugin, { ctx, tables: options.tables, leadership, liveBus });
  await app.register(crashPlugin, { ctx, crash: options.crash, leadership, liveBus });
  // Which instance drives the shared rounds: a load balancer sends the crash and table sockets here
  // when it answers 200 (docs/operations/scaling.md).
  registerBareRoute(
    app,
    studioOpsRoutes.leader,
    { tag: 'operations', summary: 'Whether this instance leads (200) or not (503)', statuses: [200, 503] },
    async (_request, reply) =>
      reply.code(leadership.isLeader() ? 200 : 503).send({ leader: leadership.isLeader() }),
  );
  registerRoute(
    app,
    studioOpsRoutes.openApi,
    { tag: 'operations', summary: "The studio's OpenAPI document" },
    async () => okEnvelope(openApiDocument()),
  );

  const intervalMs = options.retryIntervalMs ?? 5_000;
  if (intervalMs > 0) leadership.add(retryPassDuty(ctx, options, intervalMs));
  app.addHook('onReady', async () => {
    await leadership.start();
  });
  // Today's drops and this week's race exist from the start, whoever leads.
  app.addHook('onReady', async () => {
    await ensureSeededPromotions(ctx);
  });
  app.addHook('onClose', async () => {
    await leadership.stop();
  });
}
