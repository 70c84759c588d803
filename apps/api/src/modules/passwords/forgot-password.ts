import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import { issuePlayerToken } from '../accounts/player-tokens';
import { sendEmail } from '../email/send-email';

/**
 * Mails a single-use reset link when the address belongs to an account. The answer is the same either
 * way, and an unknown address costs an argon2 hash so timing does not tell them apart.
 */
export async function requestPasswordReset(
  deps: { db: Database; config: Config; now: () => Date },
  input: { email: string; skinId: string; ip: string },
): Promise<void> {
  const { db, config } = deps;
  const email = input.email.trim().toLowerCase();
  const now = deps.now();
  const limits = config.accounts.rateLimits;
  await enforceRateLimits(db, now, [
    { key: `forgot:ip:${input.ip}`, max: limits.forgotPasswordPerAddress },
    { key: `forgot:account:${email}`, max: limits.forgotPasswordPerAccount },
  ]);
  const [player] = email
    ? await db
        .select({
          id: players.id,
          username: players.username,
          email: players.email,
          language: players.language,
          skinId: players.skinId,
        })
        .from(players)
        .where(eq(sql`lower(${players.email})`, email))
        .limit(1)
    : [];
  if (!player || player.skinId !== input.skinId) {
    await hashPassword(email);
    return;
  }
  const token = await issuePlayerToken(db, {
    playerId: player.id,
    purpose: 'password_reset',
    now,
    ttlMs: config.accounts.resetTokenMs,
  });
  await sendEmail(deps, {
    to: player.email,
    template: 'password-reset',
    language: player.language,
    params: {
      username: player.username,
      link: `${config.accounts.publicUrl}/reset-password/${encodeURIComponent(token)}`,
      minutes: String(Math.round(config.accounts.resetTokenMs / 60_000)),
    },
  });
}
