// Finds zod in built JavaScript. Zod 4 names each of its classes with a string that minifiers keep
// ("$ZodType", the core every zod schema, classic or mini, is built on).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const zodMarkers = ['$ZodType'];

/** True when the JavaScript text holds zod's code. */
export const holdsZod = (source) => zodMarkers.some((marker) => source.includes(marker));

/**
 * The files the home page loads before anything else: the entry named by index.html, the chunks it
 * imports statically (what index.html preloads), and the home route's chunk with its static imports;
 * all read from vite's manifest (dist/.vite/manifest.json).
 */
export function homeFirstLoadFiles(dist, homeRoute = 'src/app/routes/home.tsx') {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest on`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the manifest names no index.html entry');
  if (!manifest[homeRoute]) throw new Error(`the manifest has no ${homeRoute}`);
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  visit(homeRoute);
  const files = new Set([...keys].map((key) => manifest[key].file));
  // Whatever index.html itself loads or preloads counts too, should the manifest and it ever differ.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?(assets\/[^"]+\.js)"/g)) {
    files.add(match[1]);
  }
  return [...files].sort();
}

/** The first-load files of the home page that hold zod. */
export const homeFilesWithZod = (dist) =>
  homeFirstLoadFiles(dist).filter((file) => holdsZod(readFileSync(join(dist, file), 'utf8')));
