import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteClient, PgliteThread } from './pglite-thread';

const folder = mkdtempSync(join(tmpdir(), 'pglite-template-test-'));
const templates = join(folder, 'templates');

describe('new embedded databases copied from one initialized template', () => {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.PGLITE_TEMPLATE_DIR;
    process.env.PGLITE_TEMPLATE_DIR = templates;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
    else process.env.PGLITE_TEMPLATE_DIR = before;
    rmSync(folder, { recursive: true, force: true });
  });

  it('makes the template once, even when two databases ask for it at once, and each copy is its own', async () => {
    const [first, second] = [new PgliteThread(join(folder, 'a')), new PgliteThread(join(folder, 'b'))];
    await Promise.all([first.ready, second.ready]);
    // One complete template, and no half-built one left behind by the loser of the race.
    expect(readdirSync(templates)).toHaveLength(1);
    const [made] = readdirSync(templates);
    expect(readdirSync(join(templates, made!)).sort()).toEqual(['data', 'data.tar']);

    await first.exec('CREATE TABLE only_in_a (word text)');
    await expect(second.query('SELECT * FROM only_in_a')).rejects.toMatchObject({ code: '42P01' });
    const inMemory = await openPgliteClient(null);
    await expect(inMemory.query('SELECT * FROM only_in_a')).rejects.toMatchObject({ code: '42P01' });
    expect((await inMemory.query('SELECT current_user AS who')).rows).toEqual([{ who: 'postgres' }]);
    await Promise.all([first.close(), second.close(), inMemory.close()]);

    // The template is untouched by its copies: a third database starts empty too.
    const third = new PgliteThread(join(folder, 'c'));
    await expect(third.query('SELECT * FROM only_in_a')).rejects.toMatchObject({ code: '42P01' });
    await third.close();
  }, 120_000);

  it('makes the template again when the temporary folder was emptied', async () => {
    rmSync(templates, { recursive: true, force: true });
    const thread = new PgliteThread(join(folder, 'after-cleanup'));
    expect((await thread.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await thread.close();
    expect(existsSync(templates)).toBe(true);
  }, 120_000);
});
