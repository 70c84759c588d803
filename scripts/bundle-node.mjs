// One esbuild setup for the Node bundles (apps/api alone, apps/server with the studio): npm
// dependencies stay external (installed next to the bundle); workspace packages are TypeScript
// source, so they are bundled.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Empties `dist`, then bundles each `{ entry, outfile }` with every named workspace's npm deps external. */
export async function bundleNode({ workspaces, dist, entries }) {
  const external = [
    ...new Set(
      workspaces.flatMap((dir) => {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
      }),
    ),
  ].filter((name) => !name.startsWith('@casino/'));
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
  for (const { entry, outfile } of entries) await build({ ...options, entryPoints: [entry], outfile });
}
