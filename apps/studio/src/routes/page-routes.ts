import { pathToFileURL } from 'node:url';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StudioContext } from '../context';
import { findGame } from '@casino/fair/games/registry';
import { StudioError } from '@casino/fair/lib/studio-error';
import { buildClientScript, prebuiltClientDir } from '../paths';
import { studioLogoSvg, thumbnailSvg } from './artwork';

/**
 * The game pages. They run in a frame on the platform's page, so they carry their own CSP: scripts,
 * styles and calls only to the studio itself, framed only by the studio's origin and the configured
 * platform origins. The launch token is in the URL, so no referrer ever leaves the page.
 */

type ClientFiles = Record<string, string>;

/** The page's script, its style and the chunks the script loads on demand; nothing else is served. */
const isClientFile = (name: string) => /^(app\.js|app\.css|chunk-[A-Za-z0-9]+\.js)$/.test(name);
let clientFiles: Promise<ClientFiles> | null = null;

async function loadClient(): Promise<ClientFiles> {
  if (prebuiltClientDir) {
    const dir = prebuiltClientDir;
    const names = (await readdir(dir)).filter((name) => isClientFile(name));
    const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
    return Object.fromEntries(names.map((name, index) => [name, texts[index]!]));
  }
  // Source mode (dev, tests): bundle in memory once. A variable specifier keeps bundlers away from it.
  const script: string = pathToFileURL(buildClientScript).href;
  const { buildStudioClient } = (await import(script)) as {
    buildStudioClient: () => Promise<ClientFiles>;
  };
  return buildStudioClient();
}

function contentSecurityPolicy(ctx: StudioContext) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${["'self'", ...ctx.frameAncestors].join(' ')}`,
  ].join('; ');
}

function securePage(ctx: StudioContext, reply: FastifyReply) {
  reply.header('content-security-policy', contentSecurityPolicy(ctx));
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'no-store');
  // frame-ancestors says who may frame us; an inherited X-Frame-Options would veto other origins.
  if (ctx.frameAncestors.length > 0) reply.removeHeader('x-frame-options');
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function pageRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  app.get<{ Params: { slug: string } }>('/play/:slug', async (request, reply) => {
    const game = findGame(request.params.slug);
    if (!game) throw new StudioError('game_not_found');
    securePage(ctx, reply);
    reply.type('text/html; charset=utf-8');
    // Relative asset paths: the page works whatever prefix the studio is mounted under.
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(game.meta.title)}</title>
<link rel="stylesheet" href="../assets/app.css">
<script type="module" src="../assets/app.js"></script>
</head>
<body data-game="${escapeHtml(game.meta.slug)}"><main id="app" aria-live="polite"></main></body>
</html>`;
  });

  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'logo.svg') return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(studioLogoSvg);
    if (!isClientFile(file)) throw new StudioError('not_found');
    clientFiles ??= loadClient().catch((error: unknown) => {
      clientFiles = null;
      throw error;
    });
    const files = await clientFiles;
    if (files[file] === undefined) throw new StudioError('not_found');
    reply.type(file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return files[file];
  });

  app.get<{ Params: { file: string } }>('/thumbs/:file', async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    const game = findGame(slug);
    if (!game) throw new StudioError('not_found');
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
    return thumbnailSvg(game.meta.slug, game.meta.title);
  });
}
