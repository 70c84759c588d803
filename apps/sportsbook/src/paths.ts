import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * One level below the package root as source (apps/sportsbook/src/paths.ts), or bundled into the
 * composition root's apps/server/dist/main.js, which carries the sportsbook's migrations next to it
 * under a name that cannot clash with the platform's or the studio's.
 */
const here = dirname(fileURLToPath(import.meta.url));
const isBundle = basename(here) === 'dist';

export const migrationsDir =
  isBundle && existsSync(join(here, 'sportsbook-migrations'))
    ? join(here, 'sportsbook-migrations')
    : join(resolve(here, '..'), 'src', 'db', 'migrations');

/**
 * The players' front end (apps/sportsbook-web), built beside this workspace; from source and from the
 * composition root's bundle (apps/server/dist) it is two folders up, as the back office is for the platform.
 */
export const webDistDir = resolve(here, '..', '..', 'sportsbook-web', 'dist');
