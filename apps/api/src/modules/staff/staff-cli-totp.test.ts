import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokens } from '../../db/schema';
import { useTestApp } from '../../test/helper';
import { connectStaffClient, type StaffClientOptions } from './staff-client';
import { upsertStaffUser } from './staff-users';
import { totpAt } from './totp';

/** The CLI's log-in of an enrolled staff member against a real listening server, codes from its secret. */
describe('staff CLI log-in with a second factor', () => {
  const ctx = useTestApp({ captchaText: () => 'ACDEF' });
  const folder = mkdtempSync(join(tmpdir(), 'staff-cli-totp-'));
  const sessionFile = join(folder, 'config', 'staff-session.json');
  const password = 'cli-totp-password';
  let apiUrl = '';
  let staffId = '';
  let secret = '';
  let recoveryCodes: string[] = [];

  async function post(path: string, body: unknown, token?: string) {
    const response = await fetch(`${apiUrl}/staff/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: Record<string, unknown> };
  }

  beforeAll(async () => {
    apiUrl = (await ctx.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/+$/, '');
    staffId = (
      await upsertStaffUser(ctx.db, { username: 'cli-totp', password, role: 'admin', now: new Date() })
    ).id;
    // Enrolment as the back office does it: a secret, then the first code confirms it.
    const token = (await post('/login', { username: 'cli-totp', password })).data.token as string;
    secret = (await post('/me/totp', {}, token)).data.secret as string;
    const confirmed = await post('/me/totp/confirm', { code: totpAt(secret, new Date()) }, token);
    recoveryCodes = confirmed.data.recoveryCodes as string[];
    await post('/logout', {}, token);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const options = (extra: Partial<StaffClientOptions> = {}): StaffClientOptions => ({
    apiUrl,
    username: 'cli-totp',
    password: () => password,
    sessionFile,
    solveCaptcha: () => Promise.reject(new Error('no captcha expected')),
    ...extra,
  });
  const tokensOfStaff = async () => ctx.db.select().from(staffTokens).where(eq(staffTokens.staffId, staffId));

  it('refuses to log in without a code and says how to give one', async () => {
    expect(recoveryCodes).toHaveLength(10);
    await expect((await connectStaffClient(options())).call('GET', '/withdrawals')).rejects.toThrow(
      /--totp <code> or set STAFF_TOTP/,
    );
    expect(existsSync(sessionFile)).toBe(false);
    expect(await tokensOfStaff()).toHaveLength(0);
  });

  it('a wrong code up front is refused', async () => {
    const wrong = totpAt(secret, new Date(Date.now() + 30_000)) === '000000' ? '111111' : '000000';
    await expect(
      (await connectStaffClient(options({ totp: wrong }))).call('GET', '/withdrawals'),
    ).rejects.toThrow(/staff login failed/);
    expect(existsSync(sessionFile)).toBe(false);
  });

  it('logs in with the code given up front, then reuses the saved session without one', async () => {
    // The enrolment took the current step: the next one (accepted for drift) is the code.
    const code = totpAt(secret, new Date(Date.now() + 30_000));
    const first = await (await connectStaffClient(options({ totp: code }))).call('GET', '/withdrawals');
    expect(first.status).toBe(200);
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);
    const again = await (await connectStaffClient(options())).call('GET', '/documents');
    expect(again.status).toBe(200);
    expect(await tokensOfStaff()).toHaveLength(1);
  });

  it('asks for the code when none was given, and takes a recovery code there', async () => {
    expect(await (await connectStaffClient(options())).logout()).toBe(true);
    expect(await tokensOfStaff()).toHaveLength(0);
    let asked = 0;
    const client = await connectStaffClient(
      options({
        askSecondFactor: async () => {
          asked += 1;
          return ` ${recoveryCodes[0] ?? ''} `;
        },
      }),
    );
    expect((await client.call('GET', '/withdrawals')).status).toBe(200);
    expect(asked).toBe(1);
    expect(await tokensOfStaff()).toHaveLength(1);
  });
});
