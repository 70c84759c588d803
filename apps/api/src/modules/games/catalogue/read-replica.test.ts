import { randomBytes } from 'node:crypto';
import { gameListDataSchema } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openDatabase, type Database, type DbHandle } from '../../../db/client';
import { openPostgres } from '../../../db/postgres';
import { seed } from '../../../db/seed';
import { rowsOf } from '../../../db/transaction';
import { providerGameFixture as game, syncTestCatalogue } from '../../../test/games';
import { apiHeaders, testApiKey, testConfig } from '../../../test/helper';
import { adminQuery } from '../../../test/test-db';

const serverUrl = process.env.DATABASE_URL;

/**
 * DATABASE_READ_URL on a PostgreSQL server: two databases stand for a primary and its replica, each
 * with a catalogue of its own, so every answer tells which one served it. Skipped on PGlite (one
 * database in the process, no replica to point at).
 */
describe.skipIf(!serverUrl)('catalogue reads through the read pool (DATABASE_READ_URL)', () => {
  const suffix = randomBytes(6).toString('hex');
  const names = { primary: `test_${suffix}_primary`, replica: `test_${suffix}_replica` };
  const urlOf = (name: string) => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let handle: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  /** A database of its own, migrated and seeded, whose catalogue is one provider's games. */
  async function prepare(name: string, provider: string, titles: string[]) {
    await adminQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    const own = openPostgres(urlOf(name));
    try {
      await own.migrate();
      await seed(own.db, { skinApiKey: testApiKey });
      await syncCatalogue(own.db, provider, titles);
    } finally {
      await own.close();
    }
  }

  function syncCatalogue(db: Database, provider: string, titles: string[]) {
    return syncTestCatalogue(db, [
      {
        code: provider,
        name: provider,
        games: titles.map((title, index) =>
          game({ externalId: `${provider}-${index}`, slug: `${provider}-${index}`, title }),
        ),
      },
    ]);
  }

  beforeAll(async () => {
    await prepare(names.primary, 'primary-games', ['Primary Fortune', 'Primary Spins']);
    await prepare(names.replica, 'replica-games', ['Replica Fortune', 'Replica Spins', 'Replica Gems']);
    handle = await openDatabase({
      databaseUrl: urlOf(names.primary),
      databaseReadUrl: urlOf(names.replica),
      dataDir: null,
    });
    app = await buildApp({ config: testConfig(), db: handle.db, readDb: handle.readDb });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    for (const name of Object.values(names)) {
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });

  /** The envelope's data of a visitor's GET, which must answer 200. */
  async function dataAt(url: string) {
    const response = await app.inject({ method: 'GET', url, headers: apiHeaders() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function titlesAt(url: string) {
    return gameListDataSchema.parse(await dataAt(url)).games.map((found) => found.title);
  }

  it('serves the games list, filters, search, the lobby and a game from the replica', async () => {
    expect(await titlesAt('/api/v1/games?limit=20')).toEqual(
      expect.arrayContaining(['Replica Fortune', 'Replica Spins', 'Replica Gems']),
    );
    expect(await titlesAt('/api/v1/games?limit=20')).toHaveLength(3);
    expect(await titlesAt('/api/v1/games/search/fortune')).toEqual(['Replica Fortune']);
    expect(await titlesAt('/api/v1/games/search/primary')).toEqual([]);
    expect(await titlesAt('/api/v1/games/filter/all/replica-games/az/20/0')).toEqual([
      'Replica Fortune',
      'Replica Gems',
      'Replica Spins',
    ]);

    const lobby = await dataAt('/api/v1/games/mobile/categorized');
    expect(lobby.providers.map((provider: { code: string }) => provider.code)).toEqual(['replica-games']);
    const one = await dataAt('/api/v1/games/replica-games/replica-games-2');
    expect(one.game.title).toBe('Replica Gems');
  });

  it("follows the replica's catalogue version for pages and ETags, not the primary's", async () => {
    const etag = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/games?limit=20', headers: apiHeaders() })).headers
        .etag;
    const before = await etag();
    // A change on the primary alone (not yet replicated) moves nothing the catalogue answers.
    await syncCatalogue(handle.db, 'primary-games', ['Primary Fortune', 'Primary Spins', 'Primary New']);
    expect(await etag()).toBe(before);
    expect(await titlesAt('/api/v1/games/search/new')).toEqual([]);
    // Once the replica has it, the next read sees it (the test config reads the version every time).
    await syncCatalogue(handle.readDb, 'replica-games', ['Replica Fortune', 'Replica Spins', 'Replica New']);
    expect(await etag()).not.toBe(before);
    expect(await titlesAt('/api/v1/games/search/new')).toEqual(['Replica New']);
  });

  it('a write (an anonymous session) goes to the primary', async () => {
    const anon = await app.inject({ method: 'GET', url: '/api/v1/anon', headers: apiHeaders() });
    expect(anon.statusCode, anon.body).toBe(200);
    const count = async (db: Database) =>
      Number(
        rowsOf<{ n: string }>(
          await db.execute(sql`SELECT count(*)::text AS n FROM sessions WHERE kind = 'anon'`),
        )[0]!.n,
      );
    expect(await count(handle.db)).toBe(1);
    expect(await count(handle.readDb)).toBe(0);
  });

  it('reads from the primary itself when no read URL is given', async () => {
    const single = openPostgres(urlOf(names.primary));
    const primaryApp = await buildApp({ config: testConfig(), db: single.db });
    try {
      expect(single.readDb).toBe(single.db);
      const response = await primaryApp.inject({
        method: 'GET',
        url: '/api/v1/games/search/fortune',
        headers: apiHeaders(),
      });
      expect(response.json().data.games.map((found: { title: string }) => found.title)).toEqual([
        'Primary Fortune',
      ]);
    } finally {
      await primaryApp.close();
      await single.close();
    }
  });
});
