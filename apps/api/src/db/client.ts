import { join } from 'node:path';
import { openPgliteClient } from '@casino/contract/pglite-thread';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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

/** DATABASE_URL's PostgreSQL (db/postgres.ts, loaded only then), else PGlite in the data folder. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  /** A read replica of databaseUrl for the catalogue's reads (PostgreSQL only). */
  databaseReadUrl?: string | null;
  dataDir: string | null;
}): Promise<DbHandle> {
  if (!options.databaseUrl) return openPglite(options.dataDir);
  const { openPostgres } = await import('./postgres');
  return openPostgres(options.databaseUrl, options.databaseReadUrl ?? null);
}
