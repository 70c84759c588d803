// Bundles the game pages' browser code (src/client) into app.js and app.css. Used by the studio's own
// build, by the platform's build (the embedded studio) and, in memory, by the studio in dev and tests.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));

/** With outdir: writes app.js, app.css and the chunk-*.js files there. Without: returns them as { name: text }. */
export async function buildStudioClient(outdir) {
  const result = await build({
    entryPoints: { app: join(root, 'src/client/main.ts') },
    bundle: true,
    format: 'esm',
    // The verifier is loaded on demand (src/client/verify.ts): a chunk of its own, next to app.js.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    target: ['es2022', 'chrome110', 'safari16', 'firefox110'],
    minify: Boolean(outdir),
    sourcemap: false,
    outdir: outdir ?? join(root, 'dist', 'studio-client'),
    write: Boolean(outdir),
    logLevel: outdir ? 'info' : 'warning',
  });
  if (outdir) return null;
  return Object.fromEntries(result.outputFiles.map((file) => [file.path.split(/[\\/]/).pop(), file.text]));
}
