import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimPgliteThread,
  closeUnclaimedPgliteThreads,
  openPgliteClient,
  preopenPgliteThread,
  PgliteThread,
} from './pglite-thread';

const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

describe('a PGlite database on its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = new PgliteThread(join(folder, 'db'), ['pg_trgm']);
    await thread.ready;
    await thread.exec(
      'CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL); CREATE EXTENSION pg_trgm;',
    );
  }, 60_000);
  afterAll(async () => {
    await thread?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers queries with parameters, and PostgreSQL errors keep their code and constraint', async () => {
    await thread.query('INSERT INTO notes VALUES ($1, $2, $3)', [
      1,
      'first',
      new Date('2026-11-28T10:00:00Z'),
    ]);
    const { rows } = await thread.query<{ body: string; at: Date }>(
      'SELECT body, at FROM notes WHERE id = $1',
      [1],
    );
    expect(rows).toEqual([{ body: 'first', at: new Date('2026-11-28T10:00:00Z') }]);
    const duplicate = await thread
      .query('INSERT INTO notes VALUES (1, $1, now())', ['again'])
      .catch((e) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((await thread.query("SELECT similarity('casino', 'casinos') > 0.5 AS close")).rows).toEqual([
      { close: true },
    ]);
  });

  it('commits a transaction that resolves and rolls back one that throws, with the error passed on', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (2, $1, now())', ['kept']);
    });
    const failure = new Error('changed my mind');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES (3, $1, now())', ['dropped']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const { rows } = await thread.query<{ id: number }>(
      'SELECT id FROM notes WHERE id IN (2, 3) ORDER BY id',
    );
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('makes a query sent during a transaction wait for its end, as PGlite does', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = thread.transaction(async (tx) => {
      inside();
      await tx.query('UPDATE notes SET body = $1 WHERE id = 2', ['updated']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction');
    });
    await started;
    const read = thread.query<{ body: string }>('SELECT body FROM notes WHERE id = 2').then((result) => {
      order.push('read');
      return result.rows[0]!.body;
    });
    await transaction;
    expect(await read).toBe('updated');
    expect(order).toEqual(['transaction', 'read']);
  });

  it("serves drizzle's PGlite driver: its array rows, its text-kept types and its transactions", async () => {
    const db = drizzle({ client: thread as unknown as PGlite });
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 4, body: 'through drizzle', at: new Date('2026-01-02T03:04:05Z') });
    });
    const [row] = await db
      .select()
      .from(notes)
      .where(sql`${notes.id} = 4`);
    expect(row).toEqual({ id: 4, body: 'through drizzle', at: new Date('2026-01-02T03:04:05Z') });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 5, body: 'rolled back', at: new Date() });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(
      await db
        .select()
        .from(notes)
        .where(sql`${notes.id} = 5`),
    ).toEqual([]);
  });

  it('keeps what was written after the thread closes and another opens the folder', async () => {
    const path = join(folder, 'reopened');
    const first = new PgliteThread(path);
    await first.exec('CREATE TABLE kept (word text)');
    await first.query('INSERT INTO kept VALUES ($1)', ['still here']);
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow(/exited/);
    const second = new PgliteThread(path);
    expect((await second.query('SELECT word FROM kept')).rows).toEqual([{ word: 'still here' }]);
    await second.close();
  }, 60_000);

  it("starts with a single backend's shared memory, not the 128 MB of buffers initdb wrote down", async () => {
    const setting = "SELECT current_setting('shared_buffers') AS buffers";
    expect((await thread.query(setting)).rows).toEqual([{ buffers: '16MB' }]);
    const inMemory = await openPgliteClient(null);
    expect((await inMemory.query(setting)).rows).toEqual([{ buffers: '16MB' }]);
    await inMemory.close();
  }, 60_000);

  it('answers the queries of a folder that cannot open with the reason, without ending the process', async () => {
    const notAFolder = join(folder, 'a-file');
    writeFileSync(notAFolder, 'not a database');
    const client = await openPgliteClient(notAFolder);
    await expect(client.query('SELECT 1')).rejects.toThrow(
      /EEXIST|ENOTDIR|not a directory|file already exists/i,
    );
  }, 60_000);

  it('hands a folder opened early to the first claim, and closes those nobody claimed', async () => {
    const early = join(folder, 'early');
    preopenPgliteThread(early);
    const claimed = claimPgliteThread(early);
    expect(claimed.path).toBe(early);
    await claimed.ready;
    await claimed.close();
    preopenPgliteThread(join(folder, 'unclaimed'));
    await closeUnclaimedPgliteThreads();
    const again = claimPgliteThread(join(folder, 'unclaimed'));
    await again.ready;
    await again.close();
  }, 60_000);
});
