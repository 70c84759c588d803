// Builds the standalone studio: dist/main.js (server, npm dependencies external, workspace packages
// bundled), its migrations next to it and the game pages' client in dist/studio-client.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { copyPgliteWorker } from '../../scripts/bundle-node.mjs';
import { buildStudioClient } from './build-client.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@casino/'),
);
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
});
await buildStudioClient(join(dist, 'studio-client'));
cpSync(join(root, 'src/db/migrations'), join(dist, 'studio-migrations'), { recursive: true });
// A data folder's database runs on its own thread (@casino/contract/pglite-thread), from these files.
copyPgliteWorker(dist);
