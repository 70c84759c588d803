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

/** The statements of the wallet's SQL files, in file-name order (each file split at its breakpoints). */
export function walletStatements(folder = walletSqlDir): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/**
 * What every migrate does after drizzle's migrations, on the migrating connection (under the advisory
 * lock on PostgreSQL): checks the recorded migrations against their files, then applies the wallet's
 * stored functions (CREATE OR REPLACE) in one transaction, so a database that ran an older version
 * of them gets the current one.
 */
export async function afterMigrations(run: RunStatement): Promise<void> {
  await refuseChangedMigrations(run);
  await run('BEGIN');
  try {
    for (const statement of walletStatements()) await run(statement);
    await run('COMMIT');
  } catch (error) {
    await run('ROLLBACK');
    throw error;
  }
}
