import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/transaction';
import {
  providerGameFixture,
  startFakeProvider,
  testSyncOptions,
  type FakeProvider,
} from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';
import { CatalogueCache } from './catalogue-cache';
import { preferredEncoding } from './catalogue-encoding';
import { syncCatalogue } from './sync-catalogue';

// A long version TTL, as in production with a slow clock: what the cache keeps is visible.
const ctx = useTestApp({ env: { CATALOGUE_VERSION_TTL_MS: '60000' } });
let fake: FakeProvider;

beforeAll(async () => {
  fake = await startFakeProvider({ code: 'cache-games', name: 'Cache Games' });
  fake.list.games = [
    providerGameFixture({ externalId: 'c-1', slug: 'alpha-spins', title: 'Alpha Spins', popularity: 10 }),
    providerGameFixture({ externalId: 'c-2', slug: 'beta-riches', title: 'Beta Riches', popularity: 5 }),
  ];
  await syncCatalogue(
    ctx.db,
    [fake.config],
    testSyncOptions(() => new Date('2026-02-01T10:00:00Z')),
  );
});
afterAll(() => fake.close());

async function version(): Promise<number> {
  const [row] = rowsOf<{ version: string }>(
    await ctx.db.execute(sql`SELECT version::text AS version FROM catalogue_state`),
  );
  return Number(row!.version);
}

const list = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/games?limit=20', headers: apiHeaders(headers) });

describe("the catalogue's version", () => {
  it('moves when a game or a provider really changes, and not for a sync that changed nothing', async () => {
    const before = await version();
    await syncCatalogue(
      ctx.db,
      [fake.config],
      testSyncOptions(() => new Date('2026-02-01T11:00:00Z')),
    );
    expect(await version()).toBe(before);

    await ctx.db.execute(sql`UPDATE games SET popularity = popularity + 1 WHERE external_id = 'c-2'`);
    const afterGame = await version();
    expect(afterGame).toBeGreaterThan(before);
    // An UPDATE that touched no row moves nothing.
    await ctx.db.execute(sql`UPDATE games SET popularity = 0 WHERE external_id = 'nothing-like-this'`);
    expect(await version()).toBe(afterGame);
    await ctx.db.execute(sql`UPDATE game_providers SET enabled = false WHERE code = 'cache-games'`);
    await ctx.db.execute(sql`UPDATE game_providers SET enabled = true WHERE code = 'cache-games'`);
    expect(await version()).toBe(afterGame + 2);
  });
});

describe('catalogue pages in memory', () => {
  it('serves a page from memory under the version it read, and the new page once the version is read again', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const titles = (response: Awaited<ReturnType<typeof list>>) =>
      (response.json() as { data: { games: { title: string }[] } }).data.games.map((game) => game.title);
    expect(titles(first)).toEqual(['Alpha Spins', 'Beta Riches']);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    // Changed by hand (as another instance would): this instance trusts its version for the TTL.
    await ctx.db.execute(sql`UPDATE games SET popularity = 100 WHERE external_id = 'c-2'`);
    const stale = await list();
    expect(titles(stale)).toEqual(['Alpha Spins', 'Beta Riches']);
    expect(stale.headers.etag).toBe(first.headers.etag);
    expect((await list({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    // A sync of this process (or the TTL running out) makes it read the version again.
    ctx.app.catalogueCache.invalidate();
    const fresh = await list({ 'if-none-match': String(first.headers.etag) });
    expect(fresh.statusCode).toBe(200);
    expect(titles(fresh)).toEqual(['Beta Riches', 'Alpha Spins']);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('loads a page once however many ask for it at the same time, and not again until the version moves', async () => {
    const cache = new CatalogueCache(ctx.db, 60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: loads };
    };
    const pages = await Promise.all([1, 2, 3, 4].map(() => cache.read('k|en', load)));
    expect(loads).toBe(1);
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
    await cache.read('k|en', load);
    expect(loads).toBe(1);
    await ctx.db.execute(sql`UPDATE games SET popularity = popularity + 1 WHERE external_id = 'c-1'`);
    cache.invalidate();
    const after = await cache.read('k|en', load);
    expect(loads).toBe(2);
    expect(after.etag).not.toBe(pages[0]!.etag);
  });

  it('sends the page compressed as the client asks (br, else gzip), the same JSON as uncompressed', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('x-language, accept-encoding');
    const asked = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const;
    for (const [acceptEncoding, encoding] of asked) {
      const response = await list({ 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      const raw = response.rawPayload;
      const text =
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      expect(JSON.parse(text.toString('utf8'))).toEqual(plain.json());
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
  });
});

describe('preferredEncoding', () => {
  it('prefers br, then gzip, and never a coding refused with q=0', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br; q=0.0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('deflate, identity')).toBeNull();
  });
});
