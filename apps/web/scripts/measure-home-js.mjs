// Gzipped size of the JavaScript the home page loads: the entry and its static imports (from
// dist/index.html), the home route chunk and its imports, and the English messages.
// Run after `npm run build -w @casino/web`: node apps/web/scripts/measure-home-js.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');
const read = (file) => readFileSync(join(assets, file));
const importsOf = (source) => [...source.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => m[1]);
const entry = entryFiles.find((file) => file.startsWith('index-'));
const entrySource = read(entry).toString();
const home = readdirSync(assets).find((file) => /^home-[\w-]+\.js$/.test(file));
const messages = ['common', 'pages'].map((ns) => {
  const match = entrySource.match(
    new RegExp(`locales/en/${ns}\\.json":\\(\\)=>\\w+\\(\\(\\)=>import\\([\`"']\\./([\\w.-]+\\.js)`),
  );
  return match?.[1];
});

const files = [...new Set([...entryFiles, home, ...importsOf(read(home).toString()), ...messages])].filter(
  Boolean,
);
let total = 0;
for (const file of files) {
  const size = gzipSync(read(file), { level: 9 }).length;
  total += size;
  console.log(`${file.padEnd(40)} ${String(size).padStart(8)} B gz`);
}
console.log(
  `home page JavaScript: ${total} B gzipped (${(total / 1024).toFixed(1)} KiB) in ${files.length} files`,
);
