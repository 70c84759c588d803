import { headerNames } from '@casino/contract';
import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connectRedis } from '@casino/contract/redis';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Origins of the API hosts the web app may call (WEB_API_HOSTS), for connect-src. */
function apiOrigins(apiHosts: Record<string, string>): string[] {
  return [...new Set(Object.values(apiHosts).map((url) => new URL(url).origin))];
}

/** Google Identity Services loads a script, a stylesheet and an iframe from Google, only when it is on. */
const googleSignInSources = (isEnabled: boolean) =>
  isEnabled
    ? { script: ['https://accounts.google.com/gsi/client'], frame: ['https://accounts.google.com'] }
    : null;

/**
 * Tawk.to's live chat widget: its script, frames, sockets and assets, opened only when the server has
 * the secure-mode key (TAWK_SECRET) that a skin's live chat needs.
 */
const tawkSources = {
  script: ['https://embed.tawk.to', 'https://*.tawk.to', 'https://cdn.jsdelivr.net'],
  style: ['https://*.tawk.to', 'https://fonts.googleapis.com'],
  font: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
  img: ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link'],
  connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
  frame: ['https://*.tawk.to'],
};
/**
 * The headers a helmet middleware sets, recorded once by running it against a response that only
 * keeps them. Our policy has no per-request part (no nonce, no function-valued directive), so every
 * answer gets the same headers: running helmet's chain for each request only rebuilt the same strings.
 */
function recordHeaders(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    // X-Powered-By, which Node's own server never sets.
    removeHeader: () => {},
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** The rate limit's Redis connection: quick to give up, so a Redis outage never holds a request. */
function openRedis(app: FastifyInstance, url: string): Redis {
  const redis = connectRedis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const google = googleSignInSources(config.accounts.google.clientId !== null);
    const none = { script: [], style: [], font: [], img: [], connect: [], frame: [] };
    const tawk = config.engage.tawkSecret !== null ? tawkSources : none;
    // Games open in a frame on the provider's own origin (the embedded studio answers same-origin paths).
    const providerOrigins = [
      ...new Set(config.games.providers.map((provider) => new URL(provider.url).origin)),
    ];
    // Made once (see recordHeaders): helmet per request (what the Fastify wrapper does) cost 3 % of a
    // wallet call and 8 % of a catalogue read, and its chain run per request still 5 % of the latter.
    const secureHeaders = recordHeaders(
      helmet({
        // Logos and other static files are embedded by skins served from other origins (WEB_API_HOSTS).
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        contentSecurityPolicy: {
          // Listed in full rather than merged with helmet's defaults so the policy reads in one place.
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              'https://challenges.cloudflare.com',
              ...(google?.script ?? []),
              ...tawk.script,
            ],
            scriptSrcAttr: ["'none'"],
            styleSrc: [
              "'self'",
              "'unsafe-inline'",
              ...(google ? ['https://accounts.google.com/gsi/style'] : []),
              ...tawk.style,
            ],
            imgSrc: ["'self'", 'data:', 'blob:', ...tawk.img],
            fontSrc: ["'self'", 'data:', ...tawk.font],
            connectSrc: [
              "'self'",
              ...apiOrigins(config.webApiHosts),
              ...(google ? ['https://accounts.google.com/gsi/'] : []),
              ...tawk.connect,
            ],
            frameSrc: [
              "'self'",
              'https://challenges.cloudflare.com',
              ...(google?.frame ?? []),
              ...providerOrigins,
              ...tawk.frame,
            ],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            // No upgrade-insecure-requests: the server also runs on plain http on laptops and in e2e.
          },
        },
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of secureHeaders) reply.raw.setHeader(name, value);
      done();
    });

    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      // The web app asks shared answers again with If-None-Match and keeps them by their ETag.
      allowedHeaders: ['content-type', ...Object.values(headerNames), 'if-none-match'],
      exposedHeaders: [headerNames.requestId, 'etag'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });

    // Per address; behind a proxy that needs TRUST_PROXY so request.ip is the client. With REDIS_URL
    // the counters live in Redis and every instance counts the same hits; without it, per process.
    const redis = config.redisUrl ? openRedis(app, config.redisUrl) : null;
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new AppError('rate_limited'),
      ...(redis
        ? {
            redis,
            nameSpace: `${config.redisKeyPrefix}rate-limit:`,
            // Redis down: requests pass (logged) rather than the whole casino answering errors.
            skipOnError: true,
          }
        : {}),
    });
  },
  { name: 'security', dependencies: ['error-handler'] },
);
