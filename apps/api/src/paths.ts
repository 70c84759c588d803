import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * This module sits one level below the package root both as source (src/paths.ts) and once bundled
 * into dist/main.js, so the same relative walk finds the package root in dev, tests and production.
 */
const here = dirname(fileURLToPath(import.meta.url));
const isBundle = basename(here) === 'dist';

export const packageRoot = resolve(here, '..');

/** The build copies migrations next to the bundle so dist/ runs on its own. */
export const migrationsDir =
  isBundle && existsSync(join(here, 'migrations'))
    ? join(here, 'migrations')
    : join(packageRoot, 'src', 'db', 'migrations');

/**
 * The wallet's stored functions (PL/pgSQL), applied on every migrate after the migrations; the builds
 * copy them next to the bundle too.
 */
export const walletSqlDir =
  isBundle && existsSync(join(here, 'wallet-sql'))
    ? join(here, 'wallet-sql')
    : join(packageRoot, 'src', 'modules', 'wallet', 'sql');

/** The demo content's texts (Markdown per language), copied next to the bundle by the builds. */
export const contentSeedDir =
  isBundle && existsSync(join(here, 'seed-content'))
    ? join(here, 'seed-content')
    : join(packageRoot, 'src', 'db', 'seed-data', 'content');

/** A host's bundle (apps/server) carries the platform's public files next to it. */
export const publicDir =
  isBundle && existsSync(join(here, 'public')) ? join(here, 'public') : join(packageRoot, 'public');

export const defaultWebDistDir = resolve(packageRoot, '..', 'web', 'dist');

/** The back office's build (apps/backoffice), served under /backoffice by the same process. */
export const defaultBackofficeDistDir = resolve(packageRoot, '..', 'backoffice', 'dist');
