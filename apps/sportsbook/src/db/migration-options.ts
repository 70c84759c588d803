import { migrationsDir } from '../paths.js';

// Its own journal name, so a sportsbook pointed by mistake at another database cannot mix them up.
export const migrationOptions = {
  migrationsFolder: migrationsDir,
  migrationsTable: '__sportsbook_migrations',
};
