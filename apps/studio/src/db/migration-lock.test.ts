import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { advisoryLockKeys } from '@casino/contract/advisory-locks';
import { migrationsDir } from '../paths';

import { openStudioPostgres } from './postgres';

const serverUrl = process.env.DATABASE_URL;
const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl);

/*
 * Several instances started together on one fresh database: without the advisory lock the second
 * dies in a migration race (duplicate key on pg_type_typname_nsp_index at CREATE TABLE).
 */
describe.skipIf(!isPostgres)('migrations under an advisory lock (needs DATABASE_URL: PostgreSQL)', () => {
  it('three instances migrating one fresh database at once: one migrates, the others wait and find it done', async () => {
    const name = `studio_migrate_race_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const handles = [0, 1, 2].map(() => openStudioPostgres(url.toString()));
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const applied = await client.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM drizzle.__studio_migrations',
        );
        expect(applied.rows[0]?.count).toBe(journal.entries.length);
        // Nobody still holds the lock.
        const held = await client.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        );
        expect(held.rows[0]?.count).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });

  it("migrates on a database the platform shares while the platform's leaders hold their locks", async () => {
    const name = `studio_migrate_shared_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // The platform's jobs leader and the sportsbook's feed leader hold theirs for as long as they lead.
    const platform = new pg.Client({ connectionString: url.toString() });
    await platform.connect();
    const handle = openStudioPostgres(url.toString());
    try {
      for (const key of [advisoryLockKeys.platformJobsLeader, advisoryLockKeys.sportsbookFeedLeader])
        await platform.query('SELECT pg_advisory_lock($1)', [key]);
      const migrated = await Promise.race([
        handle.migrate().then(() => 'migrated'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 20 s'), 20_000)),
      ]);
      expect(migrated).toBe('migrated');
    } finally {
      await platform.end();
      await handle.close();
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }, 30_000);
});

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
