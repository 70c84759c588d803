import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SportsbookRuntime } from '../runtime/start-sportsbook.js';
import { COMPETITION_NAMES, COMPETITIONS } from '../feed/simulation/simulated-feed.js';
import { SPORTS } from '../feed/messages.js';
import type { SportsbookContext } from './context.js';
import { handleSportsbookError, SportsbookError } from './errors.js';
import { frontEndRoutes } from './front-end.js';
import { playerRoutes } from './player-routes.js';
import { providerRoutes } from './provider-routes.js';
import { createPushHub, type PushBus } from './push-hub.js';
import { pushRoute } from './push-route.js';
import { testHookRoutes } from './test-hooks.js';
import { keepRawJson } from './register-route.js';
import { webDistDir } from '../paths.js';

export interface SportsbookPluginOptions {
  runtime: SportsbookRuntime;
  secret: string;
  providerCode: string;
  /** Where the browser reaches the sportsbook; defaults to '/sportsbook-api'. */
  publicUrl?: string;
  sessionMs?: number;
  /** Carries the push channel's texts to the other instances' sockets (Redis with REDIS_URL). */
  pushBus?: PushBus | null;
  /** How often changes are pushed (coalesced meanwhile). */
  pushFlushMs?: number;
  /** The built players' front end served at the root (apps/sportsbook-web/dist by default). */
  webDistDir?: string;
  /** The test hook that plays a match on (config.testHooks: tests and development only). */
  testHooks?: boolean;
}

/** The simulation's competitions by id; an id no name is known for shows as itself. */
function competitionNames() {
  const names = new Map(SPORTS.map((sport) => [COMPETITIONS[sport], COMPETITION_NAMES[sport]]));
  return (id: string) => names.get(id) ?? id;
}

/**
 * The sportsbook as a Fastify plugin (the platform mounts it under /sportsbook-api). Encapsulated: its
 * own body parser, validators and error handler; it reaches the platform only over the wallet protocol.
 */
export async function sportsbookPlugin(app: FastifyInstance, options: SportsbookPluginOptions) {
  const ctx: SportsbookContext = {
    deps: options.runtime.deps,
    settings: options.runtime.settings,
    secret: options.secret,
    providerCode: options.providerCode,
    publicUrl: (options.publicUrl ?? '/sportsbook-api').replace(/\/+$/, ''),
    sessionMs: options.sessionMs ?? 12 * 60 * 60_000,
    competitionName: competitionNames(),
    log: app.log,
  };
  keepRawJson(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleSportsbookError);
  // A path of its own that nothing answers is the sportsbook's 404, never the host's page.
  app.setNotFoundHandler((request, reply) =>
    handleSportsbookError(new SportsbookError('not_found'), request, reply),
  );
  const hub = createPushHub({
    state: ctx.deps.state,
    competitionName: ctx.competitionName,
    bus: options.pushBus ?? null,
    topic: 'sportsbook:push',
    flushMs: options.pushFlushMs ?? 200,
  });
  const stopListening = options.runtime.onMessage((message) => hub.onFeedMessage(message));
  await app.register(providerRoutes, { ctx });
  await app.register(playerRoutes, { ctx });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(pushRoute, { ctx, hub });
  if (options.testHooks) await app.register(testHookRoutes, { ctx, runtime: options.runtime });
  await app.register(frontEndRoutes, { distDir: options.webDistDir ?? webDistDir });
  app.addHook('onClose', async () => {
    stopListening();
    hub.close();
  });
}
