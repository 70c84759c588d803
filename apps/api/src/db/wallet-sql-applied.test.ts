import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import {
  applyWalletSql,
  appliedMigrationsMarker,
  walletSqlHash,
  type RunStatement,
} from './after-migrations';
import type { DbHandle } from './client';

/*
 * The wallet's SQL is applied at migrate only when its files changed (issue 32): on PGlite, or on the
 * PostgreSQL server DATABASE_URL names. A folder of two probe functions, the second calling the first,
 * stands for the wallet's files: the second only creates once the first exists, so applying them at all
 * proves the order.
 */
let handle: DbHandle;
let run: RunStatement;
let release = () => {};
const folder = mkdtempSync(join(tmpdir(), 'wallet-sql-'));

function writeProbes(first: string) {
  writeFileSync(
    join(folder, '01_first.sql'),
    `CREATE OR REPLACE FUNCTION wallet_sql_probe() RETURNS int LANGUAGE sql AS $$ ${first} $$;`,
  );
  writeFileSync(
    join(folder, '02_second.sql'),
    'CREATE OR REPLACE FUNCTION wallet_sql_probe_2() RETURNS int LANGUAGE sql AS $$ SELECT wallet_sql_probe() + 1 $$;',
  );
}

async function probe(): Promise<number> {
  const [row] = await run('SELECT wallet_sql_probe_2() AS value');
  return Number(row?.value);
}

async function recorded(): Promise<Record<string, unknown> | undefined> {
  const [row] = await run('SELECT sha256, applied_at FROM wallet_sql_applied');
  return row;
}

beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // BEGIN and COMMIT must reach one connection, as at migrate.
    const connection = await client.connect();
    run = async (statement) => (await connection.query(statement)).rows as Record<string, unknown>[];
    release = () => connection.release();
  } else {
    const pglite = client as PGlite;
    run = async (statement) => (await pglite.query<Record<string, unknown>>(statement)).rows;
  }
});

afterAll(async () => {
  release();
  await handle?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the wallet's SQL at migrate", () => {
  it("a migrated database recorded the wallet files' hash, and migrating again applies nothing", async () => {
    const before = await recorded();
    expect(before?.sha256).toBe(walletSqlHash(undefined, await appliedMigrationsMarker(run)));
    await handle.migrate();
    expect(await recorded()).toEqual(before);
    expect(await applyWalletSql(run)).toBe(false);
  });

  it('changed files are applied in order and recorded; unchanged ones are skipped', async () => {
    writeProbes('SELECT 1');
    expect(await applyWalletSql(run, folder)).toBe(true);
    expect(await probe()).toBe(2);
    expect((await recorded())?.sha256).toBe(walletSqlHash(folder, await appliedMigrationsMarker(run)));

    // Unchanged: skipped, so a function dropped since stays dropped.
    await run('DROP FUNCTION wallet_sql_probe_2()');
    expect(await applyWalletSql(run, folder)).toBe(false);
    await expect(probe()).rejects.toThrow(/wallet_sql_probe_2/);

    // One file changed: all are applied again, in order.
    writeProbes('SELECT 10');
    expect(await applyWalletSql(run, folder)).toBe(true);
    expect(await probe()).toBe(11);
  });

  it('a migration run since the files were applied has them applied again', async () => {
    const marker = await appliedMigrationsMarker(run);
    expect(marker).toMatch(/^\d+:\S/);
    expect(walletSqlHash(folder, marker)).not.toBe(walletSqlHash(folder, `${marker}-and-one-more`));
  });

  it('a file that fails leaves the functions and the recorded hash as they were', async () => {
    writeProbes('SELECT 20');
    await applyWalletSql(run, folder);
    const before = await recorded();
    writeProbes('SELECT not_a_column_anywhere');
    await expect(applyWalletSql(run, folder)).rejects.toThrow();
    expect(await recorded()).toEqual(before);
    expect(await probe()).toBe(21);
  });
});
