import { pathToFileURL } from 'node:url';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StudioContext } from '../context';
import { findGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { studioAssetRoutes as routes } from '../contract/routes';
import { buildClientScript, prebuiltClientDir } from '../paths';
import { registerFileRoute } from './register-route';
import { studioLogoSvg, thumbnail } from './artwork';

/**
 * The game pages. They run in a frame on the platform's page, so they carry their own CSP: scripts,
 * styles and calls only to the studio itself, framed only by the studio's origin and the configured
 * platform origins. The launch token is in the URL, so no referrer ever leaves the page.
 */

type ClientFiles = Record<string, string>;

/** A client file with its brotli and gzip forms, made once when the client is loaded. */
interface ServedFile {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

function compressed(files: ClientFiles): Record<string, ServedFile> {
  return Object.fromEntries(
    Object.entries(files).map(([name, text]) => [
      name,
      {
        text,
        br: brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(text, { level: 9 }),
      },
    ]),
  );
}

/** The encoding to answer with, from the request's Accept-Encoding (brotli first). */
function acceptedEncoding(request: { headers: FastifyRequest['headers'] }): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** The page's script, its style and the chunks the script loads on demand; nothing else is served. */
const isClientFile = (name: string) => /^(app\.js|app\.css|chunk-[A-Za-z0-9]+\.js)$/.test(name);
let clientFiles: Promise<Record<string, ServedFile>> | null = null;

async function loadClient(): Promise<Record<string, ServedFile>> {
  return compressed(await readClient());
}

async function readClient(): Promise<ClientFiles> {
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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function pageRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  registerFileRoute(
    app,
    routes.gamePage,
    { tag: 'files', summary: "A game's page, framed by the platform", produces: 'text/html' },
    async (request, reply) => {
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
    },
  );

  registerFileRoute(
    app,
    routes.clientFile,
    { tag: 'files', summary: "The page's script, style and chunks; the logo", produces: 'text/javascript' },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'logo.svg')
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=604800')
          .send(studioLogoSvg);
      if (!isClientFile(file)) throw new StudioError('not_found');
      clientFiles ??= loadClient().catch((error: unknown) => {
        clientFiles = null;
        throw error;
      });
      const served = (await clientFiles)[file];
      if (served === undefined) throw new StudioError('not_found');
      reply.type(file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8');
      // The names are not fingerprinted: revalidate each time (a deploy changes them under the same name).
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request);
      if (encoding === null) return reply.send(served.text);
      return reply.header('content-encoding', encoding).send(served[encoding]);
    },
  );

  registerFileRoute(
    app,
    routes.thumbnail,
    { tag: 'files', summary: "A game's thumbnail", produces: 'image/svg+xml' },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, '');
      const game = findGame(slug);
      if (!game) throw new StudioError('not_found');
      const { svg, version } = thumbnail(game.meta.slug, game.meta.title);
      // The catalogue links the versioned URL (game-list.ts): that one never changes, so it is kept a year.
      const isVersioned = request.query.v === version;
      reply
        .type('image/svg+xml')
        .header(
          'cache-control',
          isVersioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      return svg;
    },
  );
}
