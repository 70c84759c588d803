import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, type DbHandle } from '../db/client';
import { openPostgres } from '../db/postgres';
import { seed } from '../db/seed';

export const testApiKey = 'demo-skin-key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Databases migrated once for the run (and seeded), that each test file's database copies. */
    apiDatabaseTemplates: { bare: string; seeded: string } | null;
  }
}

/**
 * A fresh, migrated and (unless `seed: false`) seeded database for one test file: PGlite in memory by
 * default, or, when DATABASE_URL names a PostgreSQL server (CI), a new database on it that is dropped on
 * close (its pool `poolSize` connections: the race tests want more than the app's default running at once).
 * On a server, the api project's run has migrated (and seeded) template databases once
 * (database-templates.ts): the new database is a copy of one, with nothing left to migrate or seed.
 */
export async function createTestDatabase(
  options: { seed?: boolean; poolSize?: number } = {},
): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DbHandle;
  const seeds = options.seed ?? true;
  const template = isServerUrl(serverUrl) ? templateOf(seeds) : null;
  if (!serverUrl) {
    handle = await openPglite(null);
  } else {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
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
  if (template) return handle;
  await handle.migrate();
  if (seeds) await seed(handle.db, { skinApiKey: testApiKey });
  return handle;
}

export function isServerUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** The run's template database (outside the api project, as in the server's tests, there is none). */
function templateOf(seeded: boolean): string | null {
  let templates: ReturnType<typeof inject<'apiDatabaseTemplates'>> | undefined;
  try {
    templates = inject('apiDatabaseTemplates');
  } catch {
    return null;
  }
  if (!templates) return null;
  return seeded ? templates.seeded : templates.bare;
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
