import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * One level below a package root as source (apps/studio/src/paths.ts) and once bundled (into
 * apps/studio/dist/main.js or the composition root's apps/server/dist/main.js). A bundle carries the
 * studio's migrations and its built browser client next to it, under names that cannot clash with the
 * host's.
 */
const here = dirname(fileURLToPath(import.meta.url));
const isBundle = basename(here) === 'dist';

export const migrationsDir =
  isBundle && existsSync(join(here, 'studio-migrations'))
    ? join(here, 'studio-migrations')
    : join(resolve(here, '..'), 'src', 'db', 'migrations');

/** Null in source mode: the client is then bundled in memory on first request (dev and tests). */
export const prebuiltClientDir =
  isBundle && existsSync(join(here, 'studio-client')) ? join(here, 'studio-client') : null;

/** Source mode only: the script that bundles the client. */
export const buildClientScript = join(resolve(here, '..'), 'build-client.mjs');
