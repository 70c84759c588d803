import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPublishedSecret } from './secret-rules';
import { secretsFileName, withStoredSecrets } from './stored-secrets';

const folders: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'casino-secrets-'));
  folders.push(dir);
  return join(dir, 'data');
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('secrets generated for the demo start', () => {
  it('are made once in the data folder, owner-only, and read back unchanged on the next start', async () => {
    const dir = dataDir();
    const first = await withStoredSecrets({}, dir);
    expect(first.created).toEqual(['STUDIO_SECRET', 'SANDBOX_WEBHOOK_SECRET']);
    const file = join(dir, secretsFileName);
    expect(first.file).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(onDisk).toEqual({
      STUDIO_SECRET: first.env.STUDIO_SECRET,
      SANDBOX_WEBHOOK_SECRET: first.env.SANDBOX_WEBHOOK_SECRET,
    });
    for (const value of Object.values(onDisk)) {
      expect(value).toMatch(/^[\w-]{43}$/);
      expect(isPublishedSecret(value)).toBe(false);
    }
    expect(onDisk.STUDIO_SECRET).not.toBe(onDisk.SANDBOX_WEBHOOK_SECRET);

    const second = await withStoredSecrets({}, dir);
    expect(second.created).toEqual([]);
    expect(second.env.STUDIO_SECRET).toBe(first.env.STUDIO_SECRET);
    expect(second.env.SANDBOX_WEBHOOK_SECRET).toBe(first.env.SANDBOX_WEBHOOK_SECRET);
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(onDisk, null, 2)}\n`);
  });

  it('are different in every data folder', async () => {
    const a = await withStoredSecrets({}, dataDir());
    const b = await withStoredSecrets({}, dataDir());
    expect(a.env.STUDIO_SECRET).not.toBe(b.env.STUDIO_SECRET);
  });

  it('leave a key set in the environment alone and generate only the others', async () => {
    const dir = dataDir();
    const stored = await withStoredSecrets({ STUDIO_SECRET: 'from-the-environment-0123456789' }, dir);
    expect(stored.env.STUDIO_SECRET).toBe('from-the-environment-0123456789');
    expect(stored.created).toEqual(['SANDBOX_WEBHOOK_SECRET']);
    const onDisk = JSON.parse(readFileSync(join(dir, secretsFileName), 'utf8')) as Record<string, string>;
    expect(Object.keys(onDisk)).toEqual(['SANDBOX_WEBHOOK_SECRET']);
  });

  it('replace a published value found in the file', async () => {
    const dir = dataDir();
    await withStoredSecrets({}, dir);
    const file = join(dir, secretsFileName);
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    writeFileSync(file, JSON.stringify({ ...onDisk, STUDIO_SECRET: 'studio-secret-change-me-please' }));
    const stored = await withStoredSecrets({}, dir);
    expect(stored.created).toEqual(['STUDIO_SECRET']);
    expect(isPublishedSecret(stored.env.STUDIO_SECRET!)).toBe(false);
    expect(stored.env.SANDBOX_WEBHOOK_SECRET).toBe(onDisk.SANDBOX_WEBHOOK_SECRET);
  });
});
