import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { holdsZod, homeFilesWithZod, homeFirstLoadFiles } from './zod-in-bundle.mjs';

const web = join(import.meta.dirname, '..');

/** A minified browser bundle of the given module source, as vite's production build would make it. */
async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: web, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('the zod marker', () => {
  it('is found in minified bundles of zod and of zod/mini', async () => {
    const classic = await bundle(`import { z } from 'zod'; export const s = z.object({ a: z.string() });`);
    const mini = await bundle(`import { z } from 'zod/mini'; export const s = z.object({ a: z.string() });`);
    expect(holdsZod(classic)).toBe(true);
    expect(holdsZod(mini)).toBe(true);
  });

  it('is not found in a bundle without zod', async () => {
    const plain = await bundle(
      `export const kinds = ['deposit', 'withdrawal'] as const; export const n = kinds.length;`,
    );
    expect(holdsZod(plain)).toBe(false);
  });
});

describe("the home page's first load", () => {
  const dists: string[] = [];
  afterAll(() => dists.forEach((dist) => rmSync(dist, { recursive: true, force: true })));

  /** A built-looking dist: entry -> shared chunk, home route -> its chunk, game list loaded later. */
  function fakeDist(files: Record<string, string>) {
    const dist = mkdtempSync(join(tmpdir(), 'home-zod-'));
    dists.push(dist);
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_shared-1.js'],
        dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/game-list.tsx'],
      },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      'src/app/routes/home.tsx': {
        file: 'assets/home-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_grid-1.js'],
      },
      '_grid-1.js': { file: 'assets/grid-1.js' },
      'src/app/routes/game-list.tsx': { file: 'assets/game-list-1.js', isDynamicEntry: true },
    };
    const html =
      '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/shared-1.js">';
    const all = { 'index.html': html, '.vite/manifest.json': JSON.stringify(manifest), ...files };
    for (const [name, text] of Object.entries(all)) {
      mkdirSync(dirname(join(dist, name)), { recursive: true });
      writeFileSync(join(dist, name), text);
    }
    return dist;
  }
  const plainFiles = {
    'assets/index-1.js': 'export const a = 1;',
    'assets/shared-1.js': 'export const b = 2;',
    'assets/home-1.js': 'export const c = 3;',
    'assets/grid-1.js': 'export const d = 4;',
  };

  it('holds the entry, its static imports and the home route with its static imports, not later routes', () => {
    const dist = fakeDist({ ...plainFiles, 'assets/game-list-1.js': 'const x = "$ZodType";' });
    expect(homeFirstLoadFiles(dist)).toEqual([
      'assets/grid-1.js',
      'assets/home-1.js',
      'assets/index-1.js',
      'assets/shared-1.js',
    ]);
    expect(homeFilesWithZod(dist)).toEqual([]);
  });

  it('names a chunk of the home route that holds zod', async () => {
    const zod = await bundle(`import { z } from 'zod'; export const s = z.enum(['a', 'b']);`);
    const dist = fakeDist({ ...plainFiles, 'assets/grid-1.js': zod });
    expect(homeFilesWithZod(dist)).toEqual(['assets/grid-1.js']);
  });
});
