import { migrationsDir } from '../paths';

// Its own journal name, so a studio pointed by mistake at the platform's database cannot mix them up.
export const migrationOptions = { migrationsFolder: migrationsDir, migrationsTable: '__studio_migrations' };
