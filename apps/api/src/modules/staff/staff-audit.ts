import { eq, sql } from 'drizzle-orm';
import type { StaffRouteName } from '@casino/contract/routes/staff-permissions';
import type { DbExecutor } from '../../db/transaction';
import { staffAudit, staffUsers } from '../../db/schema';
import type { StaffMember } from './staff-permission';

/** Request fields never written to the audit (credentials and second factors). */
const secretFields = new Set(['password', 'newPassword', 'totp', 'recoveryCode', 'code', 'captcha']);
/** Routes whose answer is a secret shown once (a TOTP secret, recovery codes): the audit keeps none of it. */
const secretAnswers = new Set<StaffRouteName>(['startTotpEnrolment', 'confirmTotpEnrolment']);

function withoutSecrets(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? null;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [
      key,
      secretFields.has(key) ? '[redacted]' : value,
    ]),
  );
}

/** Plain JSON for a jsonb column: bigint amounts (minor units) as strings. */
function jsonOf(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)),
  );
}

function targetOf(params: unknown, body: unknown): string | null {
  const fromParams = (params as { id?: unknown } | undefined)?.id;
  if (typeof fromParams === 'string') return fromParams;
  const fields = (body ?? {}) as Record<string, unknown>;
  for (const key of ['playerId', 'username', 'slug', 'myaffid', 'role']) {
    if (typeof fields[key] === 'string') return fields[key] as string;
  }
  return null;
}

/** The answer's result code and data, from the handler's envelope or the serialised one. */
function envelopeOf(payload: unknown): { resultCode: string; data: unknown } {
  let parsed = payload as { info?: { resultCode?: string }; data?: unknown } | null;
  if (typeof payload === 'string') {
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      parsed = null;
    }
  }
  if (!parsed || typeof parsed !== 'object') return { resultCode: 'unknown', data: null };
  return { resultCode: parsed.info?.resultCode ?? 'unknown', data: parsed.data ?? null };
}

export interface StaffCall {
  staff: StaffMember;
  route: StaffRouteName;
  params: unknown;
  body: unknown;
  /** What the handler read before changing it, when that was cheap (see `request.auditBefore`). */
  before: unknown;
  /** The answer (the handler's envelope, or the serialised one): its result code and data are the "after". */
  payload: unknown;
  ip: string;
  now: Date;
}

/**
 * One row per mutating staff call, whatever its outcome (a refusal by permission never gets here); pass
 * the call's transaction so the row commits with the change.
 */
export async function recordStaffCall(db: DbExecutor, call: StaffCall): Promise<void> {
  const answer = envelopeOf(call.payload);
  await db.insert(staffAudit).values({
    at: call.now,
    staffId: call.staff.id,
    staffUsername: call.staff.username,
    action: call.route,
    target: targetOf(call.params, call.body),
    before: call.before == null ? null : jsonOf(call.before),
    after: {
      request: withoutSecrets(call.body),
      response: secretAnswers.has(call.route) ? '[redacted]' : jsonOf(answer.data),
    },
    resultCode: answer.resultCode,
    ip: call.ip,
  });
}

/**
 * A staff log-in attempt, granted or refused (the password and second factor never kept): who by the
 * name they gave, from where, and the answer's result code.
 */
export async function recordStaffLogin(
  db: DbExecutor,
  attempt: { username: string; ip: string; now: Date; resultCode: string },
): Promise<void> {
  const [member] = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, attempt.username.toLowerCase()));
  await db.insert(staffAudit).values({
    at: attempt.now,
    staffId: member?.id ?? null,
    staffUsername: member?.username ?? attempt.username.slice(0, 100),
    action: 'login',
    target: member?.id ?? null,
    before: null,
    after: null,
    resultCode: attempt.resultCode,
    ip: attempt.ip,
  });
}
