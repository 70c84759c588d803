import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { migrationFiles } from './after-migrations';
import type { DbHandle } from './client';
import { rowsOf } from './transaction';

/*
 * A migration that has landed is never edited (a database that ran it keeps what it ran): the
 * manifest holds each one's SHA-256, append-only, and these tests hold the files and the manifest's
 * own history to it. At migrate time, refuseChangedMigrations compares what a database ran.
 */
const here = dirname(fileURLToPath(import.meta.url));
const manifestPath = join(here, 'migration-manifest.json');

interface Manifest {
  migrations: { tag: string; sha256: string }[];
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

/** The repository's root, or null without git or its history (a tarball, a shallow clone of one commit). */
function gitRoot(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

describe('migrations are never edited', () => {
  it("every migration's file still has the SHA-256 the manifest recorded for it", () => {
    const files = migrationFiles();
    const changed = manifest.migrations
      .filter((entry, index) => files[index]?.tag !== entry.tag || files[index]?.sha256 !== entry.sha256)
      .map((entry) => entry.tag);
    expect(changed, 'a landed migration changed: restore it and add a new migration instead').toEqual([]);
  });

  it('every migration of the journal is in the manifest, in order (a new one adds its line at the end)', () => {
    expect(manifest.migrations.map((entry) => entry.tag)).toEqual(migrationFiles().map((file) => file.tag));
  });

  const root = gitRoot();
  it.skipIf(!root)('the manifest only ever grew: no earlier entry changed in its git history', () => {
    const path = relative(root!, manifestPath);
    // Main's own line (merge commits, not the branches merged): a migration lands when it reaches main,
    // and a branch may renumber its migrations before it merges.
    const commits = execFileSync('git', ['log', '--first-parent', '--format=%H', '--', path], {
      cwd: root!,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const rewritten = commits.flatMap((commit) => {
      const earlier = JSON.parse(
        execFileSync('git', ['show', `${commit}:${path}`], { cwd: root!, encoding: 'utf8' }),
      ) as Manifest;
      return earlier.migrations
        .filter((entry, index) => {
          const now = manifest.migrations[index];
          return now?.tag !== entry.tag || now.sha256 !== entry.sha256;
        })
        .map((entry) => `${commit.slice(0, 8)} ${entry.tag}`);
    });
    expect(rewritten).toEqual([]);
  });
});

describe('a database that ran another version of a migration', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: false });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  const whenOf = (tag: string) => migrationFiles().find((file) => file.tag === tag)!.when;
  const setHash = (tag: string, hash: string) =>
    handle.db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET hash = ${hash} WHERE created_at = ${whenOf(tag)}`,
    );

  it('fails the migrate, naming the migration', async () => {
    const [file] = migrationFiles().filter((entry) => entry.tag === '0005_game_wallet');
    await setHash('0005_game_wallet', 'f'.repeat(64));
    await expect(handle.migrate()).rejects.toThrow(/migration changed after it ran: 0005_game_wallet/);
    await setHash('0005_game_wallet', file!.sha256);
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('that ran an earlier 0019 gets the current wallet functions at the next migrate', async () => {
    // The first version of 0019 (before migrations were held immutable), and functions it lacked.
    await setHash(
      '0019_wallet_functions',
      '49ad6e417be11848a8272494d803783a4406ee5429e9ecc0aeb486b1ae09306a',
    );
    await handle.db.execute(sql`DROP FUNCTION wallet_split_stake(bigint, bigint, bigint)`);
    // Such a database predates 0040: no hash of applied wallet files, so the next migrate applies them.
    await handle.db.execute(sql`DELETE FROM wallet_sql_applied`);
    await handle.migrate();
    const [row] = rowsOf<{ count: number }>(
      await handle.db.execute(
        sql`SELECT count(*)::int AS count FROM pg_proc WHERE proname = 'wallet_split_stake'`,
      ),
    );
    expect(row?.count).toBe(1);
  });
});
