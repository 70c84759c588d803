#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then serves web and API on one port.
// `npm start -- --production`: the same, started as production.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(at('node_modules'))) run(['install', '--no-audit', '--no-fund']);

const shared = [at('packages/contract/src'), at('packages/rules/src'), at('packages/fair/src')];
const targets = [
  {
    workspace: '@casino/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...shared,
      at('packages/ui/src'),
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/public'),
    ],
  },
  {
    workspace: '@casino/backoffice',
    output: at('apps/backoffice/dist/index.html'),
    sources: [...shared, at('apps/backoffice/src'), at('apps/backoffice/index.html')],
  },
  {
    // The sportsbook's players' front end: it shows returns with the sportsbook's settlement maths.
    workspace: '@casino/sportsbook-web',
    output: at('apps/sportsbook-web/dist/index.html'),
    sources: [
      ...shared,
      at('packages/ui/src'),
      at('apps/sportsbook/src/settlement'),
      at('apps/sportsbook-web/src'),
      at('apps/sportsbook-web/index.html'),
    ],
  },
  {
    workspace: '@casino/server',
    output: at('apps/server/dist/main.js'),
    sources: [
      ...shared,
      at('apps/server/src'),
      at('apps/api/src'),
      at('apps/studio/src'),
      at('apps/sportsbook/src'),
    ],
  },
];
for (const target of targets) {
  if (isStale(target.output, target.sources)) {
    console.log(`Building ${target.workspace} ...`);
    run(['run', 'build', '-w', target.workspace]);
  }
}

// Without a word the start is the demo: e-mails on /dev/outbox, sandbox deposits, signing keys generated
// into the data folder. A real casino asks for production by name (`npm start -- --production`, or
// NODE_ENV=production), and then the server refuses to run without its own secrets.
const isProduction = process.argv.includes('--production') || process.env.NODE_ENV === 'production';
process.env.NODE_ENV = isProduction ? 'production' : (process.env.NODE_ENV ?? 'development');
// The server runs in this process (a second Node would only add its own start), with stack traces
// mapped to the sources as --enable-source-maps would.
process.chdir(root);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/main.js')).href);
