import { openPgliteClient } from '@casino/contract/pglite-thread';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationOptions } from './migration-options';
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

/** STUDIO_DATABASE_URL's PostgreSQL (db/postgres.ts, loaded only then), else PGlite in `${DATA_DIR}/studio` (or memory when dataDir is null). */
export async function openStudioDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<StudioDbHandle> {
  if (!options.databaseUrl) return openStudioPglite(options.dataDir);
  const { openStudioPostgres } = await import('./postgres');
  return openStudioPostgres(options.databaseUrl);
}
