import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffCaptchas, staffLoginFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import { hashCaptchaAnswer } from '../captcha/captcha-store';
import { drawCaptcha, randomCaptchaText } from '../captcha/draw-captcha';

/**
 * The staff log-in throttle (issue 26, item 1). Nothing a stranger does can refuse the right staff
 * member with the right password:
 * - per address: after `freeFailures` failures in the window, each next attempt from that address
 *   waits a delay that doubles with every failure (from `firstDelayMs` up to `maxDelayMs`); an attempt
 *   inside the delay answers 429 with `retryAfterSeconds` and is not counted. Only that address waits,
 *   and never longer than the cap.
 * - per account (from any address) and per address: after `captchaAfter` failures a captcha is
 *   demanded; a missing or wrong one answers invalid_captcha before any password check (a wrong one
 *   counts against the address only; a missing one tried nothing and counts nothing), so an attack on
 *   an account costs the attacker a solved captcha per guess, while its owner solves one and gets in.
 *   There is no count that refuses outright.
 * A success clears the account's failures.
 */
export const staffThrottle = {
  windowMs: 15 * 60_000,
  captchaAfter: 3,
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  captchaMs: 10 * 60_000,
  /** Captchas drawn per address per quarter hour (each is a row until it expires). */
  captchasPerAddress: 60,
} as const;

/** The wait an address owes after `failures` failures in the window (0 while free). */
export function staffDelayMs(failures: number): number {
  if (failures < staffThrottle.freeFailures) return 0;
  const doublings = Math.min(failures - staffThrottle.freeFailures, 20);
  return Math.min(staffThrottle.firstDelayMs * 2 ** doublings, staffThrottle.maxDelayMs);
}

interface Attempt {
  username: string;
  ip: string;
  now: Date;
}

async function failureCounts(db: Database, input: Attempt) {
  const since = new Date(input.now.getTime() - staffThrottle.windowMs);
  const username = input.username.toLowerCase();
  const [row] = await db
    .select({
      account: sql<number>`count(*) filter (where ${staffLoginFailures.username} = ${username})`.mapWith(
        Number,
      ),
      address: sql<number>`count(*) filter (where ${staffLoginFailures.ip} = ${input.ip})`.mapWith(Number),
      lastFromAddress: sql<
        string | Date | null
      >`max(${staffLoginFailures.at}) filter (where ${staffLoginFailures.ip} = ${input.ip})`,
    })
    .from(staffLoginFailures)
    .where(
      sql`${staffLoginFailures.at} > ${since} and (${staffLoginFailures.username} = ${username} or ${staffLoginFailures.ip} = ${input.ip})`,
    );
  return {
    account: row?.account ?? 0,
    address: row?.address ?? 0,
    lastFromAddress: row?.lastFromAddress ? new Date(row.lastFromAddress) : null,
  };
}

export interface StaffThrottleState {
  captchaRequired: boolean;
}

/**
 * Before any password check: 429 while the address's delay runs; answers whether a captcha is
 * demanded of this attempt.
 */
export async function staffThrottleBefore(db: Database, input: Attempt): Promise<StaffThrottleState> {
  const counts = await failureCounts(db, input);
  const captchaRequired =
    counts.account >= staffThrottle.captchaAfter || counts.address >= staffThrottle.captchaAfter;
  const delay = staffDelayMs(counts.address);
  if (delay > 0 && counts.lastFromAddress) {
    const waitMs = counts.lastFromAddress.getTime() + delay - input.now.getTime();
    if (waitMs > 0)
      throw new AppError('rate_limited', undefined, {
        captchaRequired,
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
  }
  return { captchaRequired };
}

/** Counts a failure: of the account and the address, or (a refused captcha) of the address only. */
export async function recordStaffLoginFailure(
  db: Database,
  input: { username: string | null; ip: string; now: Date },
): Promise<StaffThrottleState> {
  await db
    .insert(staffLoginFailures)
    .values({ username: input.username?.toLowerCase() ?? null, ip: input.ip, at: input.now });
  const counts = await failureCounts(db, { username: input.username ?? '', ip: input.ip, now: input.now });
  return {
    captchaRequired:
      counts.account >= staffThrottle.captchaAfter || counts.address >= staffThrottle.captchaAfter,
  };
}

/** After a success: the account starts afresh, and rows older than the window go. */
export async function clearStaffLoginFailures(db: Database, input: Attempt): Promise<void> {
  await db.delete(staffLoginFailures).where(eq(staffLoginFailures.username, input.username.toLowerCase()));
  await db
    .delete(staffLoginFailures)
    .where(lt(staffLoginFailures.at, new Date(input.now.getTime() - staffThrottle.windowMs)));
}

/** Draws a staff captcha; its id comes back with the answer. Expired ones are swept here. */
export async function issueStaffCaptcha(
  db: Database,
  input: { ip: string; now: Date; text?: (() => string) | undefined },
): Promise<{ captchaId: string; image: string; length: number }> {
  await enforceRateLimits(db, input.now, [
    { key: `staff-captcha:ip:${input.ip}`, max: staffThrottle.captchasPerAddress },
  ]);
  await db.delete(staffCaptchas).where(lt(staffCaptchas.expiresAt, input.now));
  const answer = (input.text ?? randomCaptchaText)();
  const [row] = await db
    .insert(staffCaptchas)
    .values({
      answerHash: hashCaptchaAnswer(answer),
      expiresAt: new Date(input.now.getTime() + staffThrottle.captchaMs),
    })
    .returning({ id: staffCaptchas.id });
  if (!row) throw new Error('staff captcha insert returned nothing');
  return {
    captchaId: row.id,
    image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}`,
    length: answer.length,
  };
}

/** Single use: the captcha is spent by any attempt, right or wrong. */
export async function checkStaffCaptcha(
  db: Database,
  input: { captchaId: string | undefined; answer: string | undefined; now: Date },
): Promise<boolean> {
  if (!input.captchaId) return false;
  const [row] = await db
    .delete(staffCaptchas)
    .where(eq(staffCaptchas.id, input.captchaId))
    .returning({ answerHash: staffCaptchas.answerHash, expiresAt: staffCaptchas.expiresAt });
  if (!row || !input.answer) return false;
  return row.expiresAt > input.now && row.answerHash === hashCaptchaAnswer(input.answer);
}
