// One esbuild setup for the Node bundles (apps/api alone, apps/server with the studio): npm
// dependencies stay external (installed next to the bundle); workspace packages are TypeScript
// source, so they are bundled.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The embedded database's thread (@casino/contract/pglite-thread) and the template it copies new
 * databases from: plain JavaScript, run from beside the bundle.
 */
export function copyPgliteWorker(dist) {
  const sources = new URL('../packages/contract/src/', import.meta.url);
  for (const file of ['pglite-worker.mjs', 'pglite-template.mjs'])
    cpSync(fileURLToPath(new URL(file, sources)), join(dist, file));
}

/**
 * Empties `dist`, then bundles each `{ entry, outfile }` with every named workspace's npm deps external.
 * An entry with `split` puts what it imports with `import()` in chunks of its own beside it, loaded
 * when imported (the server's entry starts its databases' threads before the rest of its code loads).
 */
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
  for (const { entry, outfile, split } of entries) {
    const output = split
      ? { outdir: dirname(outfile), entryNames: basename(outfile, '.js'), splitting: true }
      : { outfile };
    await build({ ...options, ...output, entryPoints: [entry] });
  }
  copyPgliteWorker(dist);
}
