import { and, count, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loginFailures, type Skin } from '../../db/schema';
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
