// Bundles the API into dist/main.js. npm dependencies stay external (installed next to it); the
// workspace packages (@casino/contract, @casino/rules) are TypeScript source, so they are bundled.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@casino/'),
);
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
await build({ ...options, entryPoints: [join(root, 'src/cli.ts')], outfile: join(dist, 'cli.js') });

// The migrator reads SQL files at run time; src/paths.ts looks for them next to the bundle.
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
