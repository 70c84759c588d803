// Part of the build: the first load (the entry chunk and every chunk it imports statically, with their
// CSS) must stay within 150 KB gzip, the player app's budget. Reads dist/ as vite left it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${file.padEnd(48)} ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(`first load: ${(total / 1024).toFixed(1)} KB gzip of ${BUDGET / 1024} KB`);
if (total > BUDGET) {
  console.error('✘ the sportsbook front end is over its first-load budget');
  process.exit(1);
}
