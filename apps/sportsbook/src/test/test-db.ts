import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openSportsbookPglite, type SportsbookDbHandle } from '../db/client.js';
import { openSportsbookPostgres } from '../db/postgres.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or, when DATABASE_URL
 * names a PostgreSQL server, a new database on it that is dropped on close.
 */
export async function createTestDatabase(): Promise<SportsbookDbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: SportsbookDbHandle;
  if (!serverUrl) {
    handle = await openSportsbookPglite(null);
  } else {
    const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = openSportsbookPostgres(url.toString(), 20);
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  await handle.migrate();
  return handle;
}

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
