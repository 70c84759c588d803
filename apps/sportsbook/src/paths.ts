import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// One level below the package root (apps/sportsbook/src/paths.ts).
const here = dirname(fileURLToPath(import.meta.url));

export const migrationsDir = join(resolve(here, '..'), 'src', 'db', 'migrations');
