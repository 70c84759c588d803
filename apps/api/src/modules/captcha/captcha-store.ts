import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema';
import { drawCaptcha, randomCaptchaText } from './draw-captcha';

// Answers are compared case-insensitively, so the hash is of the lower-cased text.
export function hashCaptchaAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

/** Draws a new captcha for the anonymous session, replacing any earlier one. */
export async function issueCaptcha(
  db: Database,
  input: { sessionId: string; now: Date; ttlMs: number; text?: () => string },
): Promise<{ image: string; length: number }> {
  const answer = (input.text ?? randomCaptchaText)();
  await db.transaction(async (tx) => {
    await tx.delete(captchas).where(eq(captchas.sessionId, input.sessionId));
    await tx.insert(captchas).values({
      sessionId: input.sessionId,
      answerHash: hashCaptchaAnswer(answer),
      expiresAt: new Date(input.now.getTime() + input.ttlMs),
    });
  });
  return { image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}`, length: answer.length };
}

/** Single use: the session's captcha is spent by any attempt, right or wrong. */
export async function checkCaptcha(
  db: Database,
  input: { sessionId: string | null; answer: string | undefined; now: Date },
): Promise<boolean> {
  if (!input.sessionId) return false;
  const rows = await db
    .delete(captchas)
    .where(eq(captchas.sessionId, input.sessionId))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  const [row] = rows;
  if (!row || !input.answer) return false;
  return row.expiresAt.getTime() > input.now.getTime() && row.answerHash === hashCaptchaAnswer(input.answer);
}
