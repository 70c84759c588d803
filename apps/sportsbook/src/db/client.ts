import { openPgliteClient } from '@casino/contract/pglite-thread';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationOptions } from './migration-options.js';
import * as schema from './schema.js';

export type SportsbookDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SportsbookDbHandle {
  db: SportsbookDatabase;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

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

/** SPORTSBOOK_DATABASE_URL's PostgreSQL (db/postgres.ts, loaded only then), else PGlite in `${DATA_DIR}/sportsbook` (or memory). */
export async function openSportsbookDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<SportsbookDbHandle> {
  if (!options.databaseUrl) return openSportsbookPglite(options.dataDir);
  const { openSportsbookPostgres } = await import('./postgres.js');
  return openSportsbookPostgres(options.databaseUrl);
}
