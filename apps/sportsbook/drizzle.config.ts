import { defineConfig } from 'drizzle-kit';

// The sportsbook's own tables: it never touches the platform's database. SQL only; applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
