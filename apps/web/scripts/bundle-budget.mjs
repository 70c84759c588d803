// The first-load JavaScript of every route of the web app, from vite's manifest, against a budget:
// at most `limitBytes` gzip (-9) a route, and no zod in any of it. Used by check-bundle-budget.mjs
// (part of `npm run build`) and by bench/web; tested with fixtures in bundle-budget.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { holdsZod } from './zod-in-bundle.mjs';

/** 150 KB of gzip JavaScript a route (KB as 1024 bytes). */
export const routeBudgetBytes = 150 * 1024;

/**
 * Routes still over the budget, each held at a ceiling (KB gzip) until it is brought under: passing its
 * ceiling fails the build, and so does a listed route that is back under the budget (take it off the
 * list). Empty since the shell lost i18next for the app's own translator (some 134 KB with React, React
 * Router and TanStack Query): keep it so, with import() for what a screen does not need at once.
 * @type {Record<string, number>}
 */
export const overBudgetCeilings = {};

/**
 * Messages every screen loads at start, in the default language (lib/i18n.ts's namespaces, and seo):
 * data, not code, so printed beside the budget rather than counted in it.
 */
export const startupMessages = ['common', 'pages', 'auth', 'seo'].map((ns) => `src/locales/en/${ns}.json`);

function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with build.manifest on`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A manifest key and every chunk it imports statically, as output files. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file);
}

/**
 * Each route's first load: the entry and its static imports, the messages read at start, the route's
 * chunk with its static imports and, for a nested route (routes/profile/x.tsx), its layout's.
 */
export function routeFirstLoads(dist) {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the manifest names no index.html entry');
  const shared = closure(manifest, [entry]);
  const messages = closure(
    manifest,
    startupMessages.filter((key) => manifest[key]),
  );
  const routeKeys = Object.keys(manifest)
    .filter((key) => /^src\/app\/routes\/.+\.tsx$/.test(key) && !key.endsWith('.test.tsx'))
    .filter((key) => manifest[key].isDynamicEntry)
    .sort();
  return routeKeys
    .filter((key) => !/-layout\.tsx$/.test(key))
    .map((key) => {
      const folder = key.slice(0, key.lastIndexOf('/'));
      const layouts = routeKeys.filter(
        (other) => other.slice(0, other.lastIndexOf('/')) === folder && other.endsWith('-layout.tsx'),
      );
      const files = [...new Set([...shared, ...closure(manifest, [...layouts, key])])].sort();
      return { route: key.replace(/^src\/app\/routes\//, '').replace(/\.tsx$/, ''), files, messages };
    });
}

const gzipSize = (dist, file, cache) => {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return cache.get(file);
};

/** Every route with its gzip total, its files holding zod, and whether it breaks the budget. */
export function checkBudget(dist, limitBytes = routeBudgetBytes, ceilings = overBudgetCeilings) {
  const sizes = new Map();
  const zod = new Map();
  const rows = routeFirstLoads(dist).map(({ route, files, messages }) => {
    const gzipBytes = files.reduce((total, file) => total + gzipSize(dist, file, sizes), 0);
    const messageBytes = messages.reduce((total, file) => total + gzipSize(dist, file, sizes), 0);
    const withZod = files.filter((file) => {
      if (!zod.has(file)) zod.set(file, holdsZod(readFileSync(join(dist, file), 'utf8')));
      return zod.get(file);
    });
    const ceiling = ceilings[route] === undefined ? null : ceilings[route] * 1024;
    return {
      route,
      files: files.length,
      gzipBytes,
      messageBytes,
      withZod,
      isOver: gzipBytes > limitBytes,
      ceiling,
    };
  });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const failures = rows.flatMap((row) => [
    ...(row.isOver && row.ceiling === null
      ? [`${row.route}: ${kb(row.gzipBytes)} gzip of first-load JavaScript, over ${kb(limitBytes)}`]
      : []),
    ...(row.ceiling !== null && row.gzipBytes > row.ceiling
      ? [
          `${row.route}: ${kb(row.gzipBytes)} gzip, over the budget and past its ceiling of ${kb(row.ceiling)}`,
        ]
      : []),
    ...(row.ceiling !== null && !row.isOver
      ? [`${row.route}: back under ${kb(limitBytes)}; take it off overBudgetCeilings`]
      : []),
    ...(row.withZod.length > 0 ? [`${row.route}: zod in its first load (${row.withZod.join(', ')})`] : []),
  ]);
  return { rows, failures, limitBytes };
}

/** The table printed by the build and by bench/web. */
export function budgetTable({ rows, limitBytes }) {
  const lines = [
    `First-load JavaScript per route (gzip -9; budget ${(limitBytes / 1024).toFixed(0)} KB, no zod)`,
    `${'route'.padEnd(28)} ${'files'.padStart(5)} ${'KB gzip'.padStart(9)} ${'+messages'.padStart(10)}  zod`,
  ];
  for (const row of rows) {
    const mark = !row.isOver
      ? ''
      : row.ceiling === null
        ? '  OVER'
        : `  over (held at ${(row.ceiling / 1024).toFixed(1)})`;
    lines.push(
      `${row.route.padEnd(28)} ${String(row.files).padStart(5)} ${(row.gzipBytes / 1024).toFixed(1).padStart(9)} ${(row.messageBytes / 1024).toFixed(1).padStart(10)}  ${row.withZod.length > 0 ? 'YES' : 'no'}${mark}`,
    );
  }
  return lines.join('\n');
}
