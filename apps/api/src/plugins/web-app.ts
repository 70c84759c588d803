import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { webRuntimeConfigSchema, type WebRuntimeConfig } from '@casino/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicDir } from '../paths';
import { withFirstPaint } from './first-paint';

/**
 * Paths the SPA fallback never answers: the player, staff, provider and payment APIs, health, static
 * files, the built assets (a missing chunk is a 404, not index.html), source maps, and the providers'
 * own prefixes (a sportsbook front end not built answers 404, never this app inside its own frame).
 */
const apiOwned =
  /^\/(api|staff|provider|payments|health|static|assets|studio|sportsbook-api)(\/|$)|^\/app-config\.js$|\.map$|^\/(robots\.txt|sitemap\.xml)$/;

/** Source maps stay on the disk (the build writes them hidden): they are for the people who build the app. */
const isServedFile = (path: string) => !path.endsWith('.map');

export function webRuntimeConfig(app: FastifyInstance): WebRuntimeConfig {
  return webRuntimeConfigSchema.parse({
    apiKey: app.config.skinApiKey,
    apiHosts: app.config.webApiHosts,
    defaultApiBase: '/api/v1',
    environment: app.config.environment,
    demo: { outbox: app.config.accounts.devOutbox, sandboxPayments: app.config.cashier.sandboxEnabled },
  });
}

/**
 * The back office's build under /backoffice/ (its assets are fingerprinted like the web app's); its
 * client routes fall back to its own index.html in createSpaFallback.
 */
async function serveBackoffice(app: FastifyInstance) {
  const distDir = app.config.backofficeDistDir;
  app.get('/backoffice', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/backoffice/'),
  );
  if (!existsSync(distDir)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/backoffice/',
    decorateReply: false,
    cacheControl: false,
    allowedPath: isServedFile,
    setHeaders(response, filePath) {
      const isAsset = filePath.startsWith(join(distDir, 'assets'));
      response.setHeader('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Serves the built web app; when the file is missing the client router decides (SPA fallback). */
export async function webAppPlugin(app: FastifyInstance) {
  const distDir = app.config.webDistDir;

  await app.register(fastifyStatic, {
    root: join(publicDir, 'logos'),
    prefix: '/static/logos/',
    decorateReply: false,
    maxAge: '7d',
  });
  // Cover images of news posts, info pages and banners.
  await app.register(fastifyStatic, {
    root: join(publicDir, 'content'),
    prefix: '/static/content/',
    decorateReply: false,
    maxAge: '1d',
  });

  await serveBackoffice(app);

  if (existsSync(distDir)) {
    // '/' is the page of index.html, answered like every page (with its first paint), not as a file.
    const servePage = createSpaFallback(app);
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      await servePage(request, reply);
      return reply;
    });
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      // The build writes a .br and a .gz beside every text file; the one the browser accepts is sent.
      preCompressed: true,
      allowedPath: isServedFile,
      // Vite fingerprints /assets/* so they never change; index.html must be revalidated every time.
      setHeaders(response, filePath) {
        const isAsset = filePath.startsWith(join(distDir, 'assets'));
        response.setHeader('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Read at request time so changing SKIN_API_KEY or WEB_API_HOSTS needs a restart, not a rebuild.
  app.get('/app-config.js', { schema: { hide: true } }, async (_request, reply) => {
    const json = JSON.stringify(webRuntimeConfig(app)).replaceAll('<', '\\u003c');
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.__APP_CONFIG__ = ${json};\n`);
  });
}

/** For the not-found handler: index.html for browser navigations, 503 while the web app is not built. */
export function createSpaFallback(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || apiOwned.test(path)) return false;
    const isBackoffice = path.startsWith('/backoffice/');
    if (isBackoffice && path.startsWith('/backoffice/assets/')) return false;
    const indexPath = join(isBackoffice ? app.config.backofficeDistDir : app.config.webDistDir, 'index.html');
    let html: Buffer;
    try {
      html = await readFile(indexPath);
    } catch {
      await reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          isBackoffice
            ? '<!doctype html><title>Not built</title><h1>The back office is not built</h1><p>Run <code>npm run build -w @casino/backoffice</code>, then reload.</p>'
            : '<!doctype html><title>Not built</title><h1>The web app is not built</h1><p>Run <code>npm run build -w @casino/web</code>, then reload.</p>',
        );
      return true;
    }
    const page = isBackoffice
      ? html.toString('utf8')
      : await withFirstPaint(app, request, html.toString('utf8'));
    await reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    return true;
  };
}
