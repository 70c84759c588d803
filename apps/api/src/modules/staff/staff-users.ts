import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffTokens, staffUsers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { openTotpSecret } from './totp-sealing';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { checkSecondFactor } from './staff-second-factor';
import {
  checkStaffCaptcha,
  clearStaffLoginFailures,
  recordStaffLoginFailure,
  staffThrottleBefore,
} from './staff-login-guard';

import { staffRolePermissions, type StaffRole } from '@casino/contract/values/staff';

export { staffRoles, type StaffRole } from '@casino/contract/values/staff';

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
  const [existing] = await db
    .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, input.username.toLowerCase()));
  if (existing) {
    // The server's start sets the first admin every time: the same password and role change nothing.
    if (existing.role === input.role && (await verifyPassword(existing.passwordHash, input.password)))
      return { id: existing.id, username: input.username, role: input.role };
    const passwordHash = await hashPassword(input.password);
    await db.update(staffUsers).set({ passwordHash, role: input.role }).where(eq(staffUsers.id, existing.id));
    // A new password or role ends the user's sessions: a leaked token dies with the old password.
    await db.delete(staffTokens).where(eq(staffTokens.staffId, existing.id));
    return { id: existing.id, username: input.username, role: input.role };
  }
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffUsers)
    .values({ username: input.username, passwordHash, role: input.role, createdAt: input.now })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff insert returned nothing');
  return { id: row.id, username: input.username, role: input.role };
}

/**
 * Log in: the throttle first (a growing delay per address, a captcha once an account or address has
 * failed; see staff-login-guard.ts), then the password, then for an enrolled staff member the second
 * factor (a TOTP code or a recovery code). The right password without a code answers `totp_required`
 * and counts nothing; a wrong code counts as a failure like a wrong password.
 */
export async function loginStaff(
  db: Database,
  input: {
    username: string;
    password: string;
    captchaId?: string | undefined;
    captcha?: string | undefined;
    totp?: string | undefined;
    recoveryCode?: string | undefined;
    ip: string;
    now: Date;
    tokenMs: number;
    idleMs: number;
    /** Opens the sealed TOTP secret (totp-sealing.ts). */
    totpKey: Buffer;
  },
) {
  const attempt = { username: input.username, ip: input.ip, now: input.now };
  const { captchaRequired } = await staffThrottleBefore(db, attempt);
  if (captchaRequired) {
    // No captcha sent: the caller is told to draw one; nothing was tried, so nothing is counted.
    if (!input.captchaId) throw new AppError('invalid_captcha', undefined, { captchaRequired: true });
    const solved = await checkStaffCaptcha(db, {
      captchaId: input.captchaId,
      answer: input.captcha,
      now: input.now,
    });
    if (!solved) {
      // The address's failure, not the account's: a stranger's wrong captcha costs its owner nothing.
      await recordStaffLoginFailure(db, { username: null, ip: input.ip, now: input.now });
      throw new AppError('invalid_captcha', undefined, { captchaRequired: true });
    }
  }
  const user = await verifyStaffPassword(db, input.username, input.password);
  if (!user) {
    const after = await recordStaffLoginFailure(db, attempt);
    throw new AppError('staff_unauthorized', undefined, after);
  }
  if (user.totpSecret) {
    const factor = await checkSecondFactor(db, {
      staffId: user.id,
      secret: openTotpSecret(user.totpSecret, input.totpKey),
      lastStep: user.totpLastStep,
      totp: input.totp,
      recoveryCode: input.recoveryCode,
      now: input.now,
    });
    if (factor === 'missing') throw new AppError('totp_required', undefined, { captchaRequired });
    if (factor === 'invalid') {
      const after = await recordStaffLoginFailure(db, attempt);
      throw new AppError('totp_invalid', undefined, after);
    }
  }
  await clearStaffLoginFailures(db, attempt);
  return startStaffSession(db, { staffId: user.id, role: user.role, ...input });
}

/** The staff user when the password is theirs; an unknown name costs the same argon2 verification. */
async function verifyStaffPassword(db: Database, username: string, password: string) {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, username.toLowerCase()));
  const isValid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  return user && isValid
    ? { id: user.id, role: user.role, totpSecret: user.totpSecret, totpLastStep: user.totpLastStep }
    : null;
}

/** A bearer token (32 random bytes) of which only the SHA-256 is stored. */
async function startStaffSession(
  db: Database,
  input: { staffId: string; role: StaffRole; now: Date; tokenMs: number; idleMs: number },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.tokenMs);
  await db.insert(staffTokens).values({
    tokenHash: hashStaffToken(token),
    staffId: input.staffId,
    expiresAt,
    createdAt: input.now,
    lastUsedAt: input.now,
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    idleSeconds: Math.round(input.idleMs / 1000),
    role: input.role,
  };
}

// The idle clock moves at most this often, so a busy session is not a write per request.
const touchEveryMs = 60_000;

/** The staff user of a live token: before its absolute end and used within the idle time. */
export async function findStaffByToken(db: Database, token: string, now: Date, idleMs: number) {
  const tokenHash = hashStaffToken(token);
  const [row] = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
      totpSecret: staffUsers.totpSecret,
      expiresAt: staffTokens.expiresAt,
      lastUsedAt: staffTokens.lastUsedAt,
    })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTokens.staffId))
    .where(eq(staffTokens.tokenHash, tokenHash));
  if (!row) return null;
  if (row.expiresAt <= now || row.lastUsedAt.getTime() + idleMs <= now.getTime()) {
    await db.delete(staffTokens).where(eq(staffTokens.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastUsedAt.getTime() >= touchEveryMs)
    await db.update(staffTokens).set({ lastUsedAt: now }).where(eq(staffTokens.tokenHash, tokenHash));
  return { id: row.id, username: row.username, role: row.role, totpEnrolled: row.totpSecret !== null };
}

/** Who a staff member is and what they may do, for the back office's screens. */
export async function getStaffMe(db: Database, staffId: string, totpRequired: boolean) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
      totpSecret: staffUsers.totpSecret,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  if (!row) throw new AppError('staff_unauthorized');
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    permissions: [...staffRolePermissions[row.role]],
    totpEnrolled: row.totpSecret !== null,
    mustEnrolTotp: totpRequired && row.totpSecret === null,
  };
}

/** Log out: the token stops working at once. */
export async function revokeStaffToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .delete(staffTokens)
    .where(eq(staffTokens.tokenHash, hashStaffToken(token)))
    .returning({ staffId: staffTokens.staffId });
  return rows.length > 0;
}
