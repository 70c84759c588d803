import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffRecoveryCodes, staffUsers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-sealing';

const issuer = 'Nova Casino';
const recoveryCodeCount = 10;

function hashRecoveryCode(code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(normal).digest('hex');
}

function newRecoveryCode(): string {
  return (base32Encode(randomBytes(10)).match(/.{4}/g) ?? []).join('-');
}

/**
 * A fresh secret to enrol, kept aside (sealed) until a code from it confirms it (an enrolled factor
 * stays); the answer is the only time it is shown.
 */
export async function startTotpEnrolment(db: Database, staff: { id: string; username: string }, key: Buffer) {
  const secret = newTotpSecret();
  await db
    .update(staffUsers)
    .set({ totpPendingSecret: sealTotpSecret(secret, key) })
    .where(eq(staffUsers.id, staff.id));
  return { secret, otpauthUri: otpauthUri({ issuer, account: staff.username, secret }) };
}

/** A code from the pending secret makes it the factor and answers ten new recovery codes (the old ones end). */
export async function confirmTotpEnrolment(
  db: Database,
  input: { staffId: string; code: string; now: Date; key: Buffer },
) {
  const [user] = await db
    .select({ pending: staffUsers.totpPendingSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, input.staffId));
  if (!user?.pending) throw new AppError('not_found', 'no enrolment was started');
  const step = matchTotp(openTotpSecret(user.pending, input.key), input.code, input.now, null);
  if (step === null) throw new AppError('totp_invalid');
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: user.pending, totpPendingSecret: null, totpLastStep: step })
      .where(eq(staffUsers.id, input.staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, input.staffId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ staffId: input.staffId, codeHash: hashRecoveryCode(code) })));
  });
  return { recoveryCodes: codes };
}

export type SecondFactorOutcome = 'passed' | 'missing' | 'invalid';

/**
 * The second step of an enrolled staff member's log-in. A TOTP code is taken once: the guarded update
 * moves the last used step forward, so the same code sent twice at once lets one log-in through. A
 * recovery code is spent by the same kind of update.
 */
export async function checkSecondFactor(
  db: Database,
  input: {
    staffId: string;
    secret: string;
    lastStep: number | null;
    totp?: string | undefined;
    recoveryCode?: string | undefined;
    now: Date;
  },
): Promise<SecondFactorOutcome> {
  if (input.totp) {
    const step = matchTotp(input.secret, input.totp, input.now, input.lastStep);
    if (step === null) return 'invalid';
    const taken = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffUsers.id, input.staffId),
          or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: staffUsers.id });
    return taken.length > 0 ? 'passed' : 'invalid';
  }
  if (input.recoveryCode) {
    const spent = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, input.staffId),
          eq(staffRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return spent.length > 0 ? 'passed' : 'invalid';
  }
  return 'missing';
}
