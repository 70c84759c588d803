import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@casino/contract/values/staff';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { newTotpSecret } from './totp';
import { sealTotpSecret } from './totp-sealing';
import { upsertStaffUser } from './staff-users';

/**
 * The demo's two staff accounts (issue 29): an admin and a second approver for the two-person rule,
 * so a newcomer can approve their own withdrawal in the back office. Their passwords and TOTP secrets
 * are made once per data folder, kept there (owner-only) and printed at every demo start and on the
 * outbox page. A production start never calls this.
 */
export const demoStaffFileName = 'demo-staff.json';

export interface DemoStaffAccount {
  username: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
}

const accounts: ReadonlyArray<{ username: string; role: StaffRole }> = [
  { username: 'demo-admin', role: 'admin' },
  { username: 'demo-approver', role: 'payments' },
];

function isAccountList(value: unknown): value is DemoStaffAccount[] {
  return (
    Array.isArray(value) &&
    value.length === accounts.length &&
    value.every(
      (entry: Partial<DemoStaffAccount>) =>
        typeof entry.password === 'string' && typeof entry.totpSecret === 'string',
    )
  );
}

/** The demo staff of a data folder, or null when it has none (a production folder, or none seeded yet). */
export async function readDemoStaff(dataDir: string): Promise<DemoStaffAccount[] | null> {
  try {
    const parsed = JSON.parse(await readFile(join(dataDir, demoStaffFileName), 'utf8')) as unknown;
    return isAccountList(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Creates (once) and sets the demo staff: the same passwords and secrets on every start. */
export async function seedDemoStaff(
  db: Database,
  dataDir: string,
  now: Date,
  totpKey: Buffer,
): Promise<DemoStaffAccount[]> {
  let stored = await readDemoStaff(dataDir);
  if (!stored) {
    stored = accounts.map((account) => ({
      ...account,
      password: randomBytes(12).toString('base64url'),
      totpSecret: newTotpSecret(),
    }));
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, demoStaffFileName), `${JSON.stringify(stored, null, 2)}\n`, {
      mode: 0o600,
    });
  }
  for (const account of stored) {
    const user = await upsertStaffUser(db, { ...account, now });
    await db
      .update(staffUsers)
      .set({ totpSecret: sealTotpSecret(account.totpSecret, totpKey) })
      .where(eq(staffUsers.id, user.id));
  }
  return stored;
}
