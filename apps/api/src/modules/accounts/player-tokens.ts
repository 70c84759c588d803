import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerTokens } from '../../db/schema';
import { generateSessionToken, hashSessionToken } from '../session/session-tokens';

type Purpose = (typeof playerTokens.$inferInsert)['purpose'];

/** A 256-bit single-use token for an e-mailed link; only its SHA-256 is stored. */
export async function issuePlayerToken(
  db: Database,
  input: { playerId: string; purpose: Purpose; now: Date; ttlMs: number },
): Promise<string> {
  const token = generateSessionToken();
  await db.insert(playerTokens).values({
    playerId: input.playerId,
    purpose: input.purpose,
    tokenHash: hashSessionToken(token),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

/**
 * Marks the token used and answers its player, in one statement so two concurrent uses cannot both
 * win; null when unknown, used, expired or of another purpose.
 */
export async function consumePlayerToken(
  db: Database,
  input: { token: string; purpose: Purpose; now: Date },
): Promise<string | null> {
  if (input.token.length > 128) return null;
  const [row] = await db
    .update(playerTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(playerTokens.tokenHash, hashSessionToken(input.token)),
        eq(playerTokens.purpose, input.purpose),
        isNull(playerTokens.usedAt),
        gt(playerTokens.expiresAt, input.now),
      ),
    )
    .returning({ playerId: playerTokens.playerId });
  return row?.playerId ?? null;
}

/** Spends the player's other open tokens of a purpose (e.g. older reset links once one is used). */
export async function retirePlayerTokens(
  db: Database,
  input: { playerId: string; purpose: Purpose; now: Date },
): Promise<void> {
  await db
    .update(playerTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(playerTokens.playerId, input.playerId),
        eq(playerTokens.purpose, input.purpose),
        isNull(playerTokens.usedAt),
      ),
    );
}
