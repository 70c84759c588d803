import { migrateUnderLock, openPool } from '@casino/contract/postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationOptions } from './migration-options.js';
import type { SportsbookDatabase, SportsbookDbHandle } from './client.js';
import * as schema from './schema.js';
import { advisoryLockKeys } from '@casino/contract/advisory-locks';

/** The sportsbook's own migration lock key (the platform's and the studio's are others). */
export const sportsbookMigrationLockKey = advisoryLockKeys.sportsbookMigrations;

/** The sportsbook on PostgreSQL; loaded only when SPORTSBOOK_DATABASE_URL is set (openSportsbookDatabase). */
export function openSportsbookPostgres(url: string, poolSize = 10): SportsbookDbHandle {
  const { pool, close } = openPool(url, { max: poolSize, name: 'sportsbook database' });
  return {
    db: drizzle({ client: pool, schema }) as unknown as SportsbookDatabase,
    driver: 'postgres',
    migrate: () =>
      migrateUnderLock(pool, sportsbookMigrationLockKey, (client) =>
        migrate(drizzle({ client, schema }), migrationOptions),
      ),
    close,
  };
}
