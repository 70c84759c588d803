import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetTable, checkBudget, routeFirstLoads } from './bundle-budget.mjs';

const web = join(import.meta.dirname, '..');
const dists: string[] = [];
afterAll(() => dists.forEach((dist) => rmSync(dist, { recursive: true, force: true })));

/** JavaScript of about `kb` kilobytes once gzipped: random hex (two characters a byte of entropy). */
const incompressible = (kb: number) => `export const blob = "${randomBytes(kb * 1024).toString('hex')}";`;

/**
 * A built-looking dist: an entry with a shared chunk, a home route, a profile route under its layout,
 * a game list loaded only later, the English messages.
 */
function fakeDist(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  dists.push(dist);
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'src/app/routes/home.tsx': {
      file: 'assets/home-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_grid-1.js'],
    },
    '_grid-1.js': { file: 'assets/grid-1.js' },
    'src/app/routes/game-list.tsx': {
      file: 'assets/game-list-1.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    'src/app/routes/profile/profile-layout.tsx': { file: 'assets/profile-layout-1.js', isDynamicEntry: true },
    'src/app/routes/profile/history.tsx': { file: 'assets/history-1.js', isDynamicEntry: true },
    'src/locales/en/common.json': { file: 'assets/common-1.js', isDynamicEntry: true },
  };
  const all = {
    'index.html': '<script type="module" src="/assets/index-1.js"></script>',
    '.vite/manifest.json': JSON.stringify(manifest),
    'assets/index-1.js': 'export const a = 1;',
    'assets/shared-1.js': 'export const b = 2;',
    'assets/home-1.js': 'export const c = 3;',
    'assets/grid-1.js': 'export const d = 4;',
    'assets/game-list-1.js': 'export const e = 5;',
    'assets/profile-layout-1.js': 'export const f = 6;',
    'assets/history-1.js': 'export const g = 7;',
    'assets/common-1.js': 'export default { hello: "Hello" };',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}

describe("each route's first load", () => {
  it('is the entry with its imports, the route with its imports, and a nested route its layout', () => {
    const loads = Object.fromEntries(routeFirstLoads(fakeDist({})).map((row) => [row.route, row.files]));
    expect(Object.keys(loads).sort()).toEqual(['game-list', 'home', 'profile/history']);
    expect(loads.home).toEqual([
      'assets/grid-1.js',
      'assets/home-1.js',
      'assets/index-1.js',
      'assets/shared-1.js',
    ]);
    expect(loads['game-list']).toEqual(['assets/game-list-1.js', 'assets/index-1.js', 'assets/shared-1.js']);
    expect(loads['profile/history']).toEqual([
      'assets/history-1.js',
      'assets/index-1.js',
      'assets/profile-layout-1.js',
      'assets/shared-1.js',
    ]);
  });
});

describe('the budget', () => {
  it('passes routes under it, and prints every route', () => {
    const result = checkBudget(fakeDist({}), 150 * 1024, {});
    expect(result.failures).toEqual([]);
    const table = budgetTable(result);
    for (const route of ['home', 'game-list', 'profile/history']) expect(table).toContain(route);
  });

  it('fails a route whose first load passes 150 KB gzip, and only that route', () => {
    const dist = fakeDist({ 'assets/grid-1.js': incompressible(151) });
    const result = checkBudget(dist, 150 * 1024, {});
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/^home: 1\d\d\.\d KB gzip of first-load JavaScript, over 150\.0 KB$/);
    expect(budgetTable(result)).toMatch(/home .* OVER/);
  });

  it('fails when the shared entry alone passes the budget: every route', () => {
    const result = checkBudget(fakeDist({ 'assets/shared-1.js': incompressible(152) }), 150 * 1024, {});
    expect(result.failures.map((failure) => failure.split(':')[0]).sort()).toEqual([
      'game-list',
      'home',
      'profile/history',
    ]);
  });

  it('holds a listed route at its ceiling: under it passes, past it fails, back under the budget fails too', () => {
    const dist = fakeDist({ 'assets/grid-1.js': incompressible(151) });
    expect(checkBudget(dist, 150 * 1024, { home: 200 }).failures).toEqual([]);
    expect(checkBudget(dist, 150 * 1024, { home: 150.5 }).failures[0]).toContain('past its ceiling');
    expect(checkBudget(fakeDist({}), 150 * 1024, { home: 155 }).failures[0]).toContain(
      'take it off overBudgetCeilings',
    );
  });

  it('fails a route with zod in its first load, naming the file, though it is small', async () => {
    const zod = (
      await build({
        stdin: {
          contents: `import { z } from 'zod'; export const s = z.enum(['a', 'b']);`,
          resolveDir: web,
          loader: 'ts',
        },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      })
    ).outputFiles[0]!.text;
    const result = checkBudget(fakeDist({ 'assets/game-list-1.js': zod }), 150 * 1024, {});
    expect(result.failures).toEqual(['game-list: zod in its first load (assets/game-list-1.js)']);
  });
});
