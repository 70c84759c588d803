import { migrateUnderLock, openPool } from '@casino/contract/postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsDir } from '../paths';
import { afterMigrations } from './after-migrations';
import type { Database, DbHandle } from './client';
import * as schema from './schema';
import { advisoryLockKeys } from '@casino/contract/advisory-locks';

/**
 * The key of the session-level advisory lock every instance takes before it migrates (see
 * migrateUnderLock): the platform's, beside the studio's and the sportsbook's.
 */
export const migrationLockKey = advisoryLockKeys.platformMigrations;

/**
 * A PostgreSQL database; with `readUrl` (a streaming replica of it), a second pool on the replica
 * serves `readDb`. Migrations always run on the primary. Loaded only when DATABASE_URL is set
 * (openDatabase), so the embedded start never loads `pg`.
 */
export function openPostgres(url: string, readUrl: string | null = null, poolSize = 10): DbHandle {
  const primary = openPool(url, { max: poolSize, name: 'database' });
  const replica = readUrl ? openPool(readUrl, { max: poolSize, name: 'read replica' }) : null;
  const db = drizzle({ client: primary.pool, schema }) as unknown as Database;
  return {
    db,
    readDb: replica ? (drizzle({ client: replica.pool, schema }) as unknown as Database) : db,
    driver: 'postgres',
    migrate: () =>
      migrateUnderLock(primary.pool, migrationLockKey, async (client) => {
        await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsDir });
        // The migration check and the wallet's stored functions, under the same lock.
        await afterMigrations(async (statement) => (await client.query(statement)).rows);
      }),
    close: async () => {
      await Promise.all([primary.close(), replica?.close()]);
    },
  };
}
