import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { useTestApp } from '../../test/helper';
import { demoStaffFileName, seedDemoStaff } from './demo-staff';
import { totpAt } from './totp';

describe('demo staff', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-staff-'));
  const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an admin and a second approver once per data folder, who log in with their TOTP', async () => {
    const key = ctx.app.config.cashier.staffTotpKey;
    const first = await seedDemoStaff(ctx.db, dataDir, new Date(), key);
    const again = await seedDemoStaff(ctx.db, dataDir, new Date(), key);
    expect(again).toEqual(first);
    expect(first.map((account) => account.role)).toEqual(['admin', 'payments']);
    expect(statSync(join(dataDir, demoStaffFileName)).mode & 0o777).toBe(0o600);
    // At rest the secrets are sealed: the database holds none of them in the clear.
    const stored = await ctx.db.select({ secret: staffUsers.totpSecret }).from(staffUsers);
    for (const account of first) expect(JSON.stringify(stored)).not.toContain(account.totpSecret);
    for (const account of first) {
      const login = (totp?: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/staff/v1/login',
          remoteAddress: '10.66.0.1',
          payload: { username: account.username, password: account.password, ...(totp ? { totp } : {}) },
        });
      expect((await login()).json<{ info: { resultCode: string } }>().info.resultCode).toBe('totp_required');
      expect((await login(totpAt(account.totpSecret, new Date()))).statusCode).toBe(200);
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    for (const account of first) {
      expect(page.body).toContain(account.password);
      expect(page.body).toContain(account.totpSecret);
    }
    expect(page.body).toContain('href="/backoffice/"');
  });
});
