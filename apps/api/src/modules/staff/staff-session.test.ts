import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokens } from '../../db/schema';
import { useTestApp } from '../../test/helper';
import { connectStaffClient, type StaffClientOptions } from './staff-client';
import { runStaffCommand, staffRequestOf } from './staff-commands';
import { upsertStaffUser } from './staff-users';

/** The CLI's session against a real listening server: each "command" connects as a new process would. */
describe('staff CLI session', () => {
  const captchaAnswer = 'ACDEF';
  const ctx = useTestApp({ captchaText: () => captchaAnswer });
  const folder = mkdtempSync(join(tmpdir(), 'staff-session-'));
  const sessionFile = join(folder, 'config', 'staff-session.json');
  let apiUrl = '';
  let staffId = '';
  let password = 'first-staff-password';
  let captchasSolved = 0;

  beforeAll(async () => {
    apiUrl = (await ctx.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/+$/, '');
    staffId = (
      await upsertStaffUser(ctx.db, { username: 'cli-ops', password, role: 'admin', now: new Date() })
    ).id;
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const options = (): StaffClientOptions => ({
    apiUrl,
    username: 'cli-ops',
    password: () => password,
    sessionFile,
    solveCaptcha: async (image) => {
      expect(image).toMatch(/^data:image\/png;base64,/);
      captchasSolved += 1;
      return captchaAnswer;
    },
  });

  async function command(args: string[]) {
    const request = staffRequestOf(args);
    if (typeof request === 'string') throw new Error(request);
    const lines: string[] = [];
    const code = await runStaffCommand(await connectStaffClient(options()), request, {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    return { code, lines };
  }

  const tokensOfStaff = async () => ctx.db.select().from(staffTokens).where(eq(staffTokens.staffId, staffId));

  it('logs in once for several commands and keeps the token in a 0600 file', async () => {
    for (const args of [['withdrawals:list'], ['documents:list'], ['contact:list'], ['content:list']])
      expect((await command(args)).code).toBe(0);
    expect(await tokensOfStaff()).toHaveLength(1);
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder, 'config')).mode & 0o777).toBe(0o700);
    // The file holds the token, the server only its hash.
    const stored = JSON.parse(readFileSync(sessionFile, 'utf8')) as { token: string };
    const [row] = await tokensOfStaff();
    expect(row?.tokenHash).not.toBe(stored.token);
  });

  it('logs in again, once, when the server has ended the session', async () => {
    password = 'second-staff-password';
    await upsertStaffUser(ctx.db, { username: 'cli-ops', password, role: 'admin', now: new Date() });
    expect(await tokensOfStaff()).toHaveLength(0);
    expect((await command(['withdrawals:list'])).code).toBe(0);
    expect((await command(['withdrawals:list'])).code).toBe(0);
    expect(await tokensOfStaff()).toHaveLength(1);
  });

  it('solves the captcha the server demands after failures', async () => {
    const wrong = { ...options(), password: () => 'not-the-password' };
    expect(await (await connectStaffClient(options())).logout()).toBe(true);
    for (let i = 0; i < 3; i += 1)
      await expect((await connectStaffClient(wrong)).call('GET', '/withdrawals')).rejects.toThrow(
        /staff login failed/,
      );
    expect((await command(['withdrawals:list'])).code).toBe(0);
    expect(captchasSolved).toBe(1);
  });

  it('logout revokes the token on the server and removes the file', async () => {
    const stored = JSON.parse(readFileSync(sessionFile, 'utf8')) as { token: string };
    expect(await (await connectStaffClient(options())).logout()).toBe(true);
    expect(existsSync(sessionFile)).toBe(false);
    expect(await tokensOfStaff()).toHaveLength(0);
    const refused = await fetch(`${apiUrl}/staff/v1/withdrawals`, {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(refused.status).toBe(401);
    expect(await (await connectStaffClient(options())).logout()).toBe(false);
  });
});
