import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; source maps are never served, so they are left alone. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a .br (brotli, best) and a .gz (gzip -9) beside every built text file of 1 KB or more: the
 * server sends them as they are (@fastify/static preCompressed), nothing is compressed per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * index.html asks for the landing route's chunk (and the chunks it imports) with the main script,
 * as modulepreload links: the home page's code does not wait for the entry to run and ask for it.
 */
export function preloadLandingRoute(routeModule: string): Plugin {
  return {
    name: 'casino:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
        if (!landing) throw new Error(`No chunk for ${routeModule}: is it still a route of its own?`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
        };
        visit(landing.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * The texts of the public pages the server paints before any script runs (their headings and the
 * analytics consent question): namespace and key.
 */
const firstPaintKeys = {
  home: 'pages:home.title',
  homeSubtitle: 'pages:home.subtitle',
  topGames: 'pages:home.topGames',
  casino: 'games:lists.casino',
  livecasino: 'games:lists.lobby',
  'game-shows': 'games:lists.gameShows',
  'crash-and-fast': 'games:lists.crashAndFast',
  news: 'content:news.title',
  info: 'content:info.title',
  contact: 'content:contact.title',
  promotions: 'pages:promotions.networkPromotions',
  bannerGo: 'content:banners.go',
  bannersLabel: 'content:banners.label',
  consentTitle: 'engage:consent.title',
  consentText: 'engage:consent.text',
  consentRefuse: 'engage:consent.refuse',
  consentAccept: 'engage:consent.accept',
} as const;

function messageAt(messages: unknown, path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  if (typeof found !== 'string') throw new Error(`first paint: no message ${path}`);
  return found;
}

/**
 * dist/first-paint.json: the public pages' headings in every language, read from the app's own
 * catalogues at build time, so the server's first paint says what the app will say (see
 * docs/decisions/0009-first-paint-without-javascript.md).
 */
export function firstPaintTexts(localesDir: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino:first-paint-texts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const texts: Record<string, Record<string, string>> = {};
      for (const locale of readdirSync(localesDir)) {
        const dir = join(localesDir, locale);
        if (!statSync(dir).isDirectory()) continue;
        const catalogue = (namespace: string) =>
          JSON.parse(readFileSync(join(dir, `${namespace}.json`), 'utf8'));
        texts[locale] = Object.fromEntries(
          Object.entries(firstPaintKeys).map(([name, key]) => {
            const [namespace, path] = key.split(':') as [string, string];
            return [name, messageAt(catalogue(namespace), path)];
          }),
        );
      }
      writeFileSync(join(outDir, 'first-paint.json'), JSON.stringify(texts));
    },
  };
}
