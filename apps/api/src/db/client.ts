import { join } from 'node:path';
import { openPgliteClient } from '@casino/contract/pglite-thread';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { afterMigrations } from './after-migrations';
import * as schema from './schema';

/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  /**
   * Where the catalogue's reads go (games lists, search, lobbies): a read replica's own pool when
   * DATABASE_READ_URL is set, else `db` itself. Nothing that writes, or that must see its own write,
   * reads through it.
   */
  readDb: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `dataDir` null keeps PGlite in memory (tests); a data folder's database runs on a thread of its own
 * (@casino/contract/pglite-thread), with the same client surface. pg_trgm is loaded as PostgreSQL has
 * it: the catalogue's search runs through its trigram index (migration 0020) on both databases.
 */
export async function openPglite(dataDir: string | null): Promise<DbHandle> {
  const client = await openPgliteClient(dataDir && join(dataDir, 'pglite'), ['pg_trgm']);
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    readDb: db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder: migrationsDir });
      await afterMigrations(
        async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      );
    },
    close: () => client.close(),
  };
}

/**
 * A PostgreSQL database; with `readUrl` (a streaming replica of it), a second pool on the replica
 * serves `readDb`. Migrations always run on the primary.
 */
export function openPostgres(url: string, readUrl: string | null = null, poolSize = 10): DbHandle {
  const state = { isClosing: false };
  const pool = openPool(url, state, poolSize);
  const readPool = readUrl ? openPool(readUrl, state, poolSize) : null;
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    readDb: readPool ? (drizzlePg({ client: readPool, schema }) as unknown as Database) : db,
    driver: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: async () => {
      state.isClosing = true;
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

function openPool(url: string, state: { isClosing: boolean }, poolSize: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose connection drops emits 'error' on the pool; unhandled, that would crash the
  // process. The pool replaces the client. While closing (end() resolves before its sockets close, and
  // tests then drop the database WITH (FORCE)) the server's goodbye is expected and not worth a word.
  pool.on('error', (error) => {
    if (!state.isClosing) console.error(`database connection lost: ${error.message}`);
  });
  return pool;
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
      // The migration check and the wallet's stored functions, under the same lock.
      await afterMigrations(async (statement) => (await client.query(statement)).rows);
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
  /** A read replica of databaseUrl for the catalogue's reads (PostgreSQL only). */
  databaseReadUrl?: string | null;
  dataDir: string | null;
}): Promise<DbHandle> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, options.databaseReadUrl ?? null))
    : openPglite(options.dataDir);
}
