import { openPgliteClient } from '@casino/contract/pglite-thread';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

export type SportsbookDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SportsbookDbHandle {
  db: SportsbookDatabase;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Its own journal name, so a sportsbook pointed by mistake at another database cannot mix them up.
const migrationOptions = { migrationsFolder: migrationsDir, migrationsTable: '__sportsbook_migrations' };

/**
 * `dataDir` null keeps PGlite in memory (tests); a data folder's database runs on a thread of its own
 * (@casino/contract/pglite-thread), with the same client surface.
 */
export async function openSportsbookPglite(dataDir: string | null): Promise<SportsbookDbHandle> {
  const client = await openPgliteClient(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as SportsbookDatabase,
    driver: 'pglite',
    migrate: () => migratePglite(db, migrationOptions),
    close: () => client.close(),
  };
}

export function openSportsbookPostgres(url: string, poolSize = 10): SportsbookDbHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection emits 'error'; unhandled it would end the process.
  let isClosing = false;
  pool.on('error', (error) => {
    if (!isClosing) console.error(`sportsbook database connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as SportsbookDatabase,
    driver: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: () => {
      isClosing = true;
      return pool.end();
    },
  };
}

/** The sportsbook's own migration lock key (the platform's and the studio's are others). */
export const sportsbookMigrationLockKey = 7_305_142_003;

/**
 * One instance migrates, the others wait on a session-level advisory lock on a dedicated connection
 * and then find nothing left to do (concurrent `CREATE TABLE`s of one migration fail otherwise).
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [sportsbookMigrationLockKey]);
    try {
      await migratePg(drizzlePg({ client, schema }), migrationOptions);
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [sportsbookMigrationLockKey])
        .catch((error: unknown) => {
          isBroken = true;
          throw error;
        });
    }
  } finally {
    client.release(isBroken);
  }
}

/** SPORTSBOOK_DATABASE_URL when set, else PGlite in `${DATA_DIR}/sportsbook` (or memory). */
export function openSportsbookDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<SportsbookDbHandle> {
  return options.databaseUrl
    ? Promise.resolve(openSportsbookPostgres(options.databaseUrl))
    : openSportsbookPglite(options.dataDir);
}
