import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffTokens, staffUsers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { countHit } from '../../lib/rate-limit';

// Attempts per 15 minutes, per address and per username: staff accounts move money.
const staffLoginLimit = 10;

import type { StaffRole } from '@casino/contract/staff';

export { staffRoles, type StaffRole } from '@casino/contract/staff';

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a staff user, or changes the password and role of an existing one (same username). */
export async function upsertStaffUser(
  db: Database,
  input: { username: string; password: string; role: StaffRole; now: Date },
) {
  if (input.password.length < 12)
    throw new AppError('validation_error', 'staff passwords need 12 characters or more');
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, input.username.toLowerCase()));
  if (existing) {
    await db.update(staffUsers).set({ passwordHash, role: input.role }).where(eq(staffUsers.id, existing.id));
    return { id: existing.id, username: input.username, role: input.role };
  }
  const [row] = await db
    .insert(staffUsers)
    .values({ username: input.username, passwordHash, role: input.role, createdAt: input.now })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff insert returned nothing');
  return { id: row.id, username: input.username, role: input.role };
}

/** A bearer token for the staff API; only its SHA-256 is stored. */
export async function loginStaff(
  db: Database,
  input: { username: string; password: string; ip: string; now: Date; tokenMs: number },
) {
  const byAddress = await countHit(db, { key: `staff-login:ip:${input.ip}`, now: input.now });
  const byUser = await countHit(db, {
    key: `staff-login:user:${input.username.toLowerCase()}`,
    now: input.now,
  });
  if (byAddress > staffLoginLimit || byUser > staffLoginLimit) throw new AppError('rate_limited');
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, input.username.toLowerCase()));
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw new AppError('staff_unauthorized');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.tokenMs);
  await db
    .insert(staffTokens)
    .values({ tokenHash: hashStaffToken(token), staffId: user.id, expiresAt, createdAt: input.now });
  return { token, expiresAt: expiresAt.toISOString(), role: user.role };
}

export async function findStaffByToken(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
      expiresAt: staffTokens.expiresAt,
    })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTokens.staffId))
    .where(eq(staffTokens.tokenHash, hashStaffToken(token)));
  if (!row || row.expiresAt <= now) return null;
  return { id: row.id, username: row.username, role: row.role as StaffRole };
}
