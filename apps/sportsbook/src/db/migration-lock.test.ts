import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.js';
import { adminQuery } from '../test/test-db.js';
import { openSportsbookPostgres } from './postgres.js';

const serverUrl = process.env.DATABASE_URL;
const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl);

// Several instances started together on one fresh database: one migrates, the others wait on the lock.
describe.skipIf(!isPostgres)('sportsbook migrations under an advisory lock (needs DATABASE_URL)', () => {
  it('three instances migrating one fresh database at once all succeed, each migration applied once', async () => {
    const name = `sportsbook_migrate_race_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const handles = [0, 1, 2].map(() => openSportsbookPostgres(url.toString(), 2));
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
          'SELECT count(*)::int AS count FROM drizzle.__sportsbook_migrations',
        );
        expect(applied.rows[0]?.count).toBe(journal.entries.length);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
