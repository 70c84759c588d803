import { defineConfig } from 'drizzle-kit';

// drizzle-kit writes column defaults with JSON.stringify, which knows no bigint (`.default(0n)`):
// they are written as the text PostgreSQL reads, as the snapshots have them.
(BigInt.prototype as unknown as { toJSON(): string }).toJSON = function (this: bigint) {
  return this.toString();
};

// Only generates SQL from the schema; migrations are applied by the app at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
