import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** `dataDir` null keeps PGlite in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<DbHandle> {
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(join(dataDir, 'pglite'));
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection drops emits 'error' on the pool; unhandled, that would crash the
  // process. The pool replaces the client. While closing (end() resolves before its sockets close, and
  // tests then drop the database WITH (FORCE)) the server's goodbye is expected and not worth a word.
  let isClosing = false;
  pool.on('error', (error) => {
    if (!isClosing) console.error(`database connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: () => {
      isClosing = true;
      return pool.end();
    },
  };
}

/**
 * The key of the session-level advisory lock every instance takes before it migrates: one instance
 * migrates, the others wait on the lock and then find nothing left to do (two `CREATE TABLE`s of the
 * same migration racing each other fail on the catalogue's unique index otherwise).
 */
export const migrationLockKey = 7_305_142_001;

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  // A dedicated connection: the lock belongs to the session, so lock, migrate and unlock all run on it.
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch((error: unknown) => {
        isBroken = true;
        throw error;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: drop it rather than reuse it.
    client.release(isBroken);
  }
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<DbHandle> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite(options.dataDir);
}
