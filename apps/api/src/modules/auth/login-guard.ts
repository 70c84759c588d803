import { and, count, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loginFailures, type Skin } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countHit, readHits } from '../../lib/rate-limit';
import { checkCaptcha } from '../captcha/captcha-store';

/** After this many failures in the window, for a username or for an address, a captcha is needed. */
export const captchaThreshold = 3;
export const failureWindowMs = 15 * 60_000;

export async function recordLoginFailure(
  db: Database,
  input: { username: string; ip: string; now: Date },
): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ username: input.username.toLowerCase(), ip: input.ip, at: input.now });
}

export async function clearLoginFailures(db: Database, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}

export interface LoginLimits {
  /** Failed log-ins from one address, whatever the accounts. */
  loginPerAddress: number;
  /** Failed log-ins on one account from one address. */
  loginPerAccount: number;
}

/**
 * Failures are counted per address and per account on that address, never per account alone: a count
 * per account from anywhere would let anyone lock a player out with wrong passwords. An account under
 * attack from many addresses demands a captcha instead (isCaptchaRequired), and the right password
 * with a solved captcha still gets in.
 */
function failureKeys(input: { username: string; ip: string }) {
  const username = input.username.toLowerCase();
  return {
    address: `login:failures:ip:${input.ip}`,
    accountOnAddress: `login:failures:account:${username}:ip:${input.ip}`,
  };
}

/** 429 rate_limited for an address (or an account on it) that has failed too often; before any password check. */
export async function refuseIfLoginLimited(
  db: Database,
  limits: LoginLimits,
  input: { username: string | null; ip: string; now: Date },
  data: Record<string, unknown> = {},
): Promise<void> {
  const keys = failureKeys({ username: input.username ?? '', ip: input.ip });
  if ((await readHits(db, { key: keys.address, now: input.now })) >= limits.loginPerAddress)
    throw new AppError('rate_limited', undefined, data);
  if (
    input.username !== null &&
    (await readHits(db, { key: keys.accountOnAddress, now: input.now })) >= limits.loginPerAccount
  )
    throw new AppError('rate_limited', undefined, data);
}

/** Counts one failed log-in on the address, and on the account from that address when one was named. */
export async function countLoginFailure(
  db: Database,
  input: { username: string | null; ip: string; now: Date },
): Promise<void> {
  const keys = failureKeys({ username: input.username ?? '', ip: input.ip });
  await countHit(db, { key: keys.address, now: input.now });
  if (input.username !== null) await countHit(db, { key: keys.accountOnAddress, now: input.now });
}

/** Counted in the database (not in memory) so every instance behind the balancer agrees. */
export async function isCaptchaRequired(
  db: Database,
  input: { username: string; ip: string; now: Date },
): Promise<boolean> {
  const since = new Date(input.now.getTime() - failureWindowMs);
  const [byUser] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, input.username.toLowerCase()), gt(loginFailures.at, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, input.ip), gt(loginFailures.at, since)));
  return Number(byUser?.n ?? 0) >= captchaThreshold || Number(byIp?.n ?? 0) >= captchaThreshold;
}

/** Turnstile is used when the skin enables it and the server holds the secret to verify it. */
export function usesTurnstile(skin: Skin, config: Config): boolean {
  return (
    skin.config.turnstile.enabled &&
    skin.config.turnstile.siteKey !== '' &&
    config.accounts.turnstile.secret !== null
  );
}

async function verifyTurnstile(config: Config, token: string | undefined, ip: string): Promise<boolean> {
  const secret = config.accounts.turnstile.secret;
  if (!token || !secret) return false;
  try {
    const response = await fetch(config.accounts.turnstile.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    // Cloudflare unreachable: refuse rather than let a brute force through.
    return false;
  }
}

/** The human check a demanded captcha needs: Turnstile when configured, else the drawn image. */
export async function passesHumanCheck(
  deps: { db: Database; config: Config },
  input: {
    skin: Skin;
    ip: string;
    anonSessionId: string | null;
    captcha: string | undefined;
    turnstileToken: string | undefined;
    now: Date;
  },
): Promise<boolean> {
  if (usesTurnstile(input.skin, deps.config))
    return verifyTurnstile(deps.config, input.turnstileToken, input.ip);
  return checkCaptcha(deps.db, { sessionId: input.anonSessionId, answer: input.captcha, now: input.now });
}
