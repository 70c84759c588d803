import type { DbExecutor } from '../../db/transaction';
import { gameLaunchTokens } from '../../db/schema';
import { generateSessionToken, hashSessionToken } from '../session/session-tokens';

export interface LaunchTokenInput {
  playerId: string;
  playerSessionId: string;
  gameId: string;
  currency: string;
  language: string;
  now: Date;
  ttlMs: number;
}

/**
 * A short-lived, single-use token (256 random bits, stored as its SHA-256) that the provider exchanges
 * once through /provider/v1/authenticate for a game session bound to the same player, game and currency.
 */
export async function createLaunchToken(db: DbExecutor, input: LaunchTokenInput): Promise<string> {
  const token = generateSessionToken();
  await db.insert(gameLaunchTokens).values({
    tokenHash: hashSessionToken(token),
    playerId: input.playerId,
    playerSessionId: input.playerSessionId,
    gameId: input.gameId,
    currency: input.currency,
    language: input.language,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}
