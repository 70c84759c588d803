// Bundles the composition root into dist/main.js (and the staff command line into dist/cli.js). npm
// dependencies stay external (installed next to it); the workspace packages are TypeScript source, so
// they are bundled. The platform's and the studio's run-time files are copied next to the bundle, where
// each one's src/paths.ts looks for them, under names that cannot clash.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildStudioClient } from '@casino/studio/build-client';

const root = dirname(fileURLToPath(import.meta.url));
const apiRoot = join(root, '../api');
const studioRoot = join(root, '../studio');
const manifests = [root, apiRoot, studioRoot].map((dir) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
);
const external = [
  ...new Set(
    manifests.flatMap((manifest) => Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })),
  ),
].filter((name) => !name.startsWith('@casino/'));
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may still call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
};
await build({ ...options, entryPoints: [join(root, 'src/main.ts')], outfile: join(dist, 'main.js') });
// The staff command line: a client of the running server's staff API.
await build({ ...options, entryPoints: [join(apiRoot, 'src/cli.ts')], outfile: join(dist, 'cli.js') });

cpSync(join(apiRoot, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
cpSync(join(apiRoot, 'public'), join(dist, 'public'), { recursive: true });
cpSync(join(studioRoot, 'src/db/migrations'), join(dist, 'studio-migrations'), { recursive: true });
await buildStudioClient(join(dist, 'studio-client'));
