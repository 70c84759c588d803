import { constants as zlib } from 'node:zlib';
import { CatalogueCache } from './modules/games/catalogue/catalogue-cache';
import { redactingLoggerOptions } from '@casino/contract/log-redaction';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { validatorWithoutNul } from './lib/validator';
import { accountRoutes } from './modules/accounts/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { createProcessors } from './modules/cashier/processors';
import type { PaymentProcessor } from './modules/cashier/processor';
import { cashierRoutes } from './modules/cashier/routes';
import { webhookRoutes } from './modules/cashier/webhook-routes';
import { contentRoutes } from './modules/content/routes';
import { rssRoutes } from './modules/content/rss-routes';
import { documentRoutes } from './modules/documents/routes';
import { outboxRoutes } from './modules/email/outbox-routes';
import { testSeedRoutes } from './modules/test-seeds/routes';
import { gamePlayRoutes } from './modules/games/launch/routes';
import { providerWalletRoutes } from './modules/wallet/routes';
import { gameRoutes } from './modules/games/catalogue/routes';
import { freeRoundRoutes } from './modules/games/free-rounds/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { liveChatRoutes } from './modules/live-chat/routes';
import { messageRoutes } from './modules/messages/routes';
import { passwordRoutes } from './modules/passwords/routes';
import { profileRoutes } from './modules/profile/routes';
import { responsibleGamblingRoutes } from './modules/responsible-gambling/routes';
import { statementRoutes } from './modules/statement/routes';
import { sessionRoutes } from './modules/session/routes';
import { skinRoutes } from './modules/skin/routes';
import { staffRoutes } from './modules/staff/routes';
import { withdrawalLinkRoutes } from './modules/withdrawals/link-routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { loyaltyPlugin } from './modules/loyalty/loyalty-plugin';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { bonusRoutes } from './modules/bonuses/routes';
import { competitionsPlugin } from './modules/competitions/competitions-plugin';
import { liveChatPlugin } from './modules/live-chat/live-chat-plugin';
import { competitionRoutes } from './modules/competitions/routes';
import { jobsPlugin } from './modules/jobs/jobs-plugin';
import { networkPromotionRoutes } from './modules/network-promotions/routes';
import { apiKeyPlugin } from './plugins/api-key';
import { createClientErrorHandler, onFrameworkError } from './plugins/client-error';
import { errorHandlerPlugin } from './plugins/error-handler';
import { notFoundPlugin } from './plugins/not-found';
import { requestContextPlugin, genRequestId } from './plugins/request-context';
import { createRouteIndex, type RouteIndex } from './plugins/route-index';
import { securityPlugin } from './plugins/security';
import { seoRoutes } from './modules/seo/routes';
import { sessionsPlugin } from './plugins/sessions';
import { swaggerPlugin } from './plugins/swagger';
import { createSpaFallback, webAppPlugin } from './plugins/web-app';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The catalogue's reads (a read replica's pool); `db` when not given. */
  readDb?: Database;
  /** Injected clock; defaults to the real one. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Lets a test add its own routes under /api/v1 before the app is sealed. */
  registerExtraApiRoutes?: (api: FastifyInstance) => Promise<void> | void;
  /**
   * Plugins mounted on the root before the app is sealed: main.ts mounts the embedded game studio
   * (a provider of its own, reached only over the signed wallet protocol) under /studio.
   */
  registerExtraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Test seam: the text of drawn image captchas (their answers are stored hashed). */
  captchaText?: () => string;
  /** Payment processors besides the built-in sandbox (NOWPayments when configured, fakes in tests). */
  paymentProcessors?: PaymentProcessor[];
}

export async function buildApp(options: AppOptions) {
  const routeIndex = createRouteIndex();
  const app = Fastify(serverOptionsFor(options, routeIndex)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorWithoutNul);
  app.setSerializerCompiler(serializerCompiler);
  decorateApp(app, options);
  // Cross-cutting first (fastify/demo order): context, errors, security, docs; then our routes.
  await registerCrossCutting(app, routeIndex);
  await registerOpenRoutes(app, options);
  await app.register(async (api) => registerPlayerApi(api, options), { prefix: '/api/v1' });
  if (options.registerExtraRoutes) await options.registerExtraRoutes(app);
  await app.ready();
  return app;
}

function serverOptionsFor(options: AppOptions, routeIndex: RouteIndex): FastifyServerOptions {
  const { config } = options;
  return {
    // Tokens in URLs and credentials in headers never reach a log line, whatever a caller adds (a test's stream).
    logger:
      options.logger === false
        ? false
        : {
            ...redactingLoggerOptions(config.logLevel),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // X-Forwarded-For is believed only when TRUST_PROXY says so; request.ip is then the client.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? // A hop count, written the way proxy-addr reads one (fastify's types omit the number form).
          (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: genRequestId,
    // A path segment may carry a 100-character search, percent-encoded (up to 12 bytes a character).
    routerOptions: { maxParamLength: 1200 },
    // Requests refused before routing (by Node's parser or Fastify's URL decoding) answer in the envelope too.
    clientErrorHandler: createClientErrorHandler(routeIndex),
    frameworkErrors: onFrameworkError,
  };
}

function decorateApp(app: FastifyInstance, options: AppOptions) {
  const { config } = options;
  app.decorate('config', config);
  app.decorate('db', options.db);
  const catalogueDb = options.readDb ?? options.db;
  app.decorate('catalogueDb', catalogueDb);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('catalogueCache', new CatalogueCache(catalogueDb, config.catalogueVersionTtlMs));
  app.decorate(
    'processors',
    createProcessors(config.cashier, config.accounts.publicUrl, options.paymentProcessors ?? []),
  );
}

async function registerCrossCutting(app: FastifyInstance, routeIndex: RouteIndex) {
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  // JSON, HTML and anything else answered on the fly: brotli at a quick level, else gzip. Files the
  // build compressed already go out as they are (their Content-Encoding is set, so this leaves them).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(notFoundPlugin, { routeIndex, serveSpa: createSpaFallback(app) });
  await app.register(swaggerPlugin);
  await app.register(loyaltyPlugin);
  await app.register(competitionsPlugin);
  await app.register(liveChatPlugin);
  // Registered, not started: start-platform.ts starts the jobs after listen.
  await app.register(jobsPlugin);
}

/** Everything outside the player API: health, pages for crawlers, webhooks, staff, providers. */
async function registerOpenRoutes(app: FastifyInstance, options: AppOptions) {
  const { config } = options;
  await app.register(healthRoutes);
  if (config.accounts.devOutbox) await app.register(outboxRoutes);
  // Browser-test seeds (a bet dated yesterday for the cashback journey): NODE_ENV=test only.
  if (config.environment === 'test') await app.register(testSeedRoutes);
  await app.register(webAppPlugin);
  await app.register(rssRoutes);
  await app.register(seoRoutes);
  await app.register(webhookRoutes);
  await app.register(staffRoutes, { prefix: '/staff/v1', captchaText: options.captchaText });
  await app.register(providerWalletRoutes, { prefix: '/provider/v1' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
}

/** The player API under /api/v1: key and session first, then one plugin per domain. */
async function registerPlayerApi(api: FastifyInstance, options: AppOptions) {
  await api.register(apiKeyPlugin);
  await api.register(sessionsPlugin);
  await api.register(sessionRoutes);
  await api.register(geoRoutes);
  await api.register(skinRoutes);
  await api.register(accountRoutes);
  await api.register(authRoutes, { captchaText: options.captchaText });
  await api.register(passwordRoutes);
  await api.register(profileRoutes);
  await api.register(messageRoutes);
  await api.register(documentRoutes);
  await api.register(responsibleGamblingRoutes);
  await api.register(cashierRoutes);
  await api.register(withdrawalRoutes);
  await api.register(withdrawalLinkRoutes);
  await api.register(gameRoutes);
  await api.register(gamePlayRoutes);
  await api.register(loyaltyRoutes);
  await api.register(freeRoundRoutes);
  await api.register(contentRoutes);
  await api.register(liveChatRoutes);
  await api.register(competitionRoutes);
  await api.register(bonusRoutes);
  await api.register(networkPromotionRoutes);
  await api.register(statementRoutes);
  if (options.registerExtraApiRoutes) await options.registerExtraApiRoutes(api);
}

export type App = Awaited<ReturnType<typeof buildApp>>;
