import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const notBuilt =
  '<!doctype html><title>Not built</title><h1>The sportsbook front end is not built</h1><p>Run <code>npm run build -w @casino/sportsbook-web</code>, then reload.</p>';

/**
 * The players' front end at the sportsbook's root (`/` is index.html, where the platform's launch
 * points): fingerprinted assets cached for a year, index.html revalidated every time. Source maps stay
 * on the disk.
 */
export async function frontEndRoutes(app: FastifyInstance, options: { distDir: string }) {
  const { distDir } = options;
  if (!existsSync(join(distDir, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuilt),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    allowedPath: (path) => !path.endsWith('.map') && !path.startsWith('/.vite'),
    setHeaders(response, filePath) {
      const isAsset = filePath.startsWith(join(distDir, 'assets'));
      response.setHeader('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
