import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../db/client';
import { seed } from '../db/seed';

export const testApiKey = 'demo-skin-key';

/**
 * A fresh, migrated and (unless `seed: false`) seeded database for one test file: PGlite in memory by
 * default, or, when DATABASE_URL names a PostgreSQL server (CI), a new database on it that is dropped on
 * close (its pool `poolSize` connections: the race tests want more than the app's default running at once).
 */
export async function createTestDatabase(
  options: { seed?: boolean; poolSize?: number } = {},
): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DbHandle;
  if (!serverUrl) {
    handle = await openPglite(null);
  } else {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = openPostgres(url.toString(), null, options.poolSize);
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  await handle.migrate();
  if (options.seed ?? true) await seed(handle.db, { skinApiKey: testApiKey });
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
