import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir, walletSqlDir } from '../paths';

/** Runs one SQL statement on the migrating connection and answers its rows. */
export type RunStatement = (statement: string) => Promise<Record<string, unknown>[]>;

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * Earlier versions of migrations that were edited in place before migrations were held immutable
 * (migration-manifest.test.ts holds them now). A database that ran one of these is accepted: 0019's
 * functions are replaced by the wallet's SQL files at every migrate, and 0020 changed by a comment.
 * Nothing is ever added here: a migration that has landed is never edited again.
 */
const acceptedEarlierVersions: Readonly<Record<string, readonly string[]>> = {
  '0019_wallet_functions': [
    '49ad6e417be11848a8272494d803783a4406ee5429e9ecc0aeb486b1ae09306a',
    '21349944a1a6d27cc372b36cfaeaf8cbe374dab280f3d5166f82b2f745e25184',
    'f60101b250124ef293219a85dccccb38d048205eb88c7b85b519025cbc1dcdf5',
  ],
  '0020_search': ['b509238a1dcf31640a1699978aada2a5cbdb89b52cfaeb0be2f231fa123eb3eb'],
};

/** Each migration of the journal with the SHA-256 of its file, the hash drizzle records when it runs one. */
export function migrationFiles(folder = migrationsDir): { tag: string; when: number; sha256: string }[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({
    tag,
    when,
    sha256: createHash('sha256')
      .update(readFileSync(join(folder, `${tag}.sql`), 'utf8'))
      .digest('hex'),
  }));
}

/**
 * Fails, naming the migration, when the database ran a version of a migration other than its file:
 * drizzle never runs a migration twice, so an edited one would otherwise leave the database silently
 * different from what the code expects.
 */
export async function refuseChangedMigrations(run: RunStatement, folder = migrationsDir): Promise<void> {
  const byWhen = new Map(migrationFiles(folder).map((file) => [file.when, file]));
  const rows = await run('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at');
  const changed = rows.flatMap((row) => {
    const file = byWhen.get(Number(row.created_at));
    const hash = String(row.hash);
    if (!file || file.sha256 === hash || acceptedEarlierVersions[file.tag]?.includes(hash)) return [];
    return [`${file.tag} (the database ran ${hash.slice(0, 12)}, the file is ${file.sha256.slice(0, 12)})`];
  });
  if (changed.length > 0)
    throw new Error(
      `migration changed after it ran: ${changed.join(', ')}. A migration that has landed is never edited: restore it and add a new one.`,
    );
}

/** The wallet's SQL files in file-name order, which is their dependency order. */
function walletFiles(folder: string): { name: string; text: string }[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
}

/** The statements of the wallet's SQL files, in file-name order (each file split at its breakpoints). */
export function walletStatements(folder = walletSqlDir): string[] {
  return walletFiles(folder)
    .flatMap((file) => file.text.split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** The SHA-256 of the wallet's SQL files, names and contents in order: it changes when any file does. */
export function walletSqlHash(folder = walletSqlDir, migrations = ''): string {
  const hash = createHash('sha256');
  for (const file of walletFiles(folder)) hash.update(`${file.name}\0${file.text}\0`);
  hash.update(`migrations\0${migrations}`);
  return hash.digest('hex');
}

/**
 * The migrations this database has run (how many, and the latest's time): part of the key, so a new
 * migration, which may drop or change what the functions use, has them applied again after it.
 */
export async function appliedMigrationsMarker(run: RunStatement): Promise<string> {
  const [row] = await run(
    "SELECT count(*)::text AS count, coalesce(max(created_at)::text, '') AS latest FROM drizzle.__drizzle_migrations",
  );
  return `${String(row?.count ?? 0)}:${String(row?.latest ?? '')}`;
}

/**
 * Applies the wallet's stored functions (CREATE OR REPLACE) in one transaction when their files differ
 * from the ones this database applied last, or a migration ran since (wallet_sql_applied, migration
 * 0040), and records their hash in the same transaction. Unchanged files are skipped: re-applying them cost every start 1.5 s.
 * Answers whether it applied them.
 */
export async function applyWalletSql(run: RunStatement, folder = walletSqlDir): Promise<boolean> {
  const sha256 = walletSqlHash(folder, await appliedMigrationsMarker(run));
  const [applied] = await run('SELECT sha256 FROM wallet_sql_applied WHERE id = 1');
  if (applied?.sha256 === sha256) return false;
  await run('BEGIN');
  try {
    for (const statement of walletStatements(folder)) await run(statement);
    // The hash is hex: nothing in it needs quoting.
    await run(
      `INSERT INTO wallet_sql_applied (id, sha256, applied_at) VALUES (1, '${sha256}', now())
       ON CONFLICT (id) DO UPDATE SET sha256 = EXCLUDED.sha256, applied_at = EXCLUDED.applied_at`,
    );
    await run('COMMIT');
  } catch (error) {
    await run('ROLLBACK');
    throw error;
  }
  return true;
}

/**
 * What every migrate does after drizzle's migrations, on the migrating connection (under the advisory
 * lock on PostgreSQL): checks the recorded migrations against their files, then applies the wallet's
 * stored functions when they changed, so a database that ran an older version of them gets the
 * current one.
 */
export async function afterMigrations(run: RunStatement): Promise<void> {
  await refuseChangedMigrations(run);
  await applyWalletSql(run);
}
