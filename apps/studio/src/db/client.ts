import { openPgliteClient } from '@casino/contract/pglite-thread';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type StudioDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface StudioDbHandle {
  db: StudioDatabase;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** A new connection of its own, for session-level advisory locks (the leader's); null on PGlite. */
  connectSession: (() => Promise<pg.Client>) | null;
}

// Its own journal name, so a studio pointed by mistake at the platform's database cannot mix them up.
const migrationOptions = { migrationsFolder: migrationsDir, migrationsTable: '__studio_migrations' };

/**
 * `dataDir` null keeps PGlite in memory (tests); a data folder's database runs on a thread of its own
 * (@casino/contract/pglite-thread), with the same client surface.
 */
export async function openStudioPglite(dataDir: string | null): Promise<StudioDbHandle> {
  const client = await openPgliteClient(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as StudioDatabase,
    driver: 'pglite',
    migrate: () => migratePglite(db, migrationOptions),
    close: () => client.close(),
    connectSession: null,
  };
}

export function openStudioPostgres(url: string): StudioDbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection emits 'error'; unhandled it would end the process.
  let isClosing = false;
  pool.on('error', (error) => {
    if (!isClosing) console.error(`studio database connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as StudioDatabase,
    driver: 'postgres',
    migrate: () => migrateUnderLock(pool),
    connectSession: async () => {
      const session = new pg.Client({ connectionString: url });
      await session.connect();
      return session;
    },
    close: () => {
      isClosing = true;
      return pool.end();
    },
  };
}

/** The studio's own migration lock key (the platform's is another), so both may share one server. */
export const studioMigrationLockKey = 7_305_142_002;

/**
 * One instance migrates, the others wait on a session-level advisory lock on a dedicated connection
 * and then find nothing left to do (concurrent `CREATE TABLE`s of one migration fail otherwise).
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [studioMigrationLockKey]);
    try {
      await migratePg(drizzlePg({ client, schema }), migrationOptions);
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [studioMigrationLockKey])
        .catch((error: unknown) => {
          isBroken = true;
          throw error;
        });
    }
  } finally {
    client.release(isBroken);
  }
}

/** STUDIO_DATABASE_URL when set, else PGlite in `${DATA_DIR}/studio` (or memory when dataDir is null). */
export function openStudioDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<StudioDbHandle> {
  return options.databaseUrl
    ? Promise.resolve(openStudioPostgres(options.databaseUrl))
    : openStudioPglite(options.dataDir);
}
