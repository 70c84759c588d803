// A new embedded database is a copy of one initialized cluster, not a new initdb. PGlite's initdb
// costs about 5 s of CPU for a data folder (2 s in memory), and a first start creates three (platform,
// studio, sportsbook), as does every test that starts a server on a fresh folder; copying the cluster
// takes 0.1 s and opening it 0.2 s. The template is made once per machine, PGlite version and start
// flags, in the system's temporary folder (PGLITE_TEMPLATE_DIR names another), and is made again if
// that folder is emptied. Plain JavaScript: the database thread (pglite-worker.mjs) runs it beside a
// bundle as well as from the sources.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// The package's entry, then its manifest beside dist/ (the package does not export package.json).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = JSON.parse(
  readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
).version;

/** The template's folder for these start flags: `data` (the cluster) and `data.tar` (the same, archived). */
function templateFolder(startParams) {
  const key = createHash('sha256')
    .update([pgliteVersion, ...startParams].join('\0'))
    .digest('hex');
  const root = process.env.PGLITE_TEMPLATE_DIR || join(tmpdir(), 'pglite-templates');
  return join(root, `${pgliteVersion}-${key.slice(0, 16)}`);
}

/**
 * The template, made if missing. One process or thread makes it, holding a lock folder; the others
 * wait for it rather than each running initdb beside it (three at once on a first start). A lock
 * older than two minutes is a maker that died, and is taken over. The template is built in a folder
 * of its own and renamed into place whole, so a template that exists is complete.
 */
async function template(startParams) {
  const folder = templateFolder(startParams);
  const lock = `${folder}.lock`;
  mkdirSync(dirname(folder), { recursive: true });
  while (!existsSync(join(folder, 'data.tar'))) {
    if (takeLock(lock)) {
      try {
        if (!existsSync(join(folder, 'data.tar'))) await build(folder, startParams);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    } else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return folder;
}

/** Whether this caller now holds the lock: it made the folder, or took over a stale one. */
function takeLock(lock) {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  try {
    if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
  } catch {
    // released meanwhile
  }
  return false;
}

async function build(folder, startParams) {
  const building = mkdtempSync(`${folder}.building-`);
  try {
    const db = await PGlite.create(join(building, 'data'), { startParams });
    const archive = await db.dumpDataDir('none');
    await db.close();
    writeFileSync(join(building, 'data.tar'), Buffer.from(await archive.arrayBuffer()));
    renameSync(building, folder);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Makes `path` a copy of the template unless it holds something already (a database, or anything else). */
export async function copyTemplateInto(path, startParams) {
  if (existsSync(path) && readdirSync(path).length > 0) return;
  const folder = await template(startParams);
  cpSync(join(folder, 'data'), path, { recursive: true });
}

/** The template as an archive, for an in-memory database (PGlite's `loadDataDir`). */
export async function templateArchive(startParams) {
  return new Blob([readFileSync(join(await template(startParams), 'data.tar'))]);
}
