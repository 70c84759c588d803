import { connectSession, migrateUnderLock, openPool } from '@casino/contract/postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationOptions } from './migration-options';
import type { StudioDatabase, StudioDbHandle } from './client';
import * as schema from './schema';
import { advisoryLockKeys } from '@casino/contract/advisory-locks';

/** The studio's own migration lock key (the platform's is another), so both may share one server. */
export const studioMigrationLockKey = advisoryLockKeys.studioMigrations;

/** The studio on PostgreSQL; loaded only when STUDIO_DATABASE_URL is set (openStudioDatabase). */
export function openStudioPostgres(url: string): StudioDbHandle {
  const { pool, close } = openPool(url, { max: 10, name: 'studio database' });
  return {
    db: drizzle({ client: pool, schema }) as unknown as StudioDatabase,
    driver: 'postgres',
    migrate: () =>
      migrateUnderLock(pool, studioMigrationLockKey, (client) =>
        migrate(drizzle({ client, schema }), migrationOptions),
      ),
    connectSession: () => connectSession(url),
    close,
  };
}
