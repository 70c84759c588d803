import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStudioPglite, type StudioDbHandle } from '../db/client';
import { openStudioPostgres } from '../db/postgres';

/**
 * A fresh, migrated studio database for one test file: PGlite in memory by default, or, when
 * DATABASE_URL names a PostgreSQL server (CI), a new database there, dropped on close.
 */
export async function createStudioTestDatabase(): Promise<StudioDbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: StudioDbHandle;
  if (!serverUrl) {
    handle = await openStudioPglite(null);
  } else {
    const name = `studio_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = openStudioPostgres(url.toString());
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

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
