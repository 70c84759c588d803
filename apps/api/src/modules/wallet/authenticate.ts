import type { providerAuthenticateDataSchema } from '@casino/contract';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { gameLaunchTokens, gameSessions, games, players, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { refuseIfSelfExcluded } from '../auth/refuse-if-self-excluded';
import { inTransaction } from '../../db/transaction';
import { generateSessionToken, hashSessionToken } from '../session/session-tokens';
import { maskName } from './mask-name';
import { cashAccountOf, playableBalanceOf, rememberProviderPlayer, type WalletCall } from './wallet-db';

type ProviderAuthenticateData = z.infer<typeof providerAuthenticateDataSchema>;

/**
 * Exchanges a launch token, once, for a game session. The token is spent by one guarded UPDATE, so two
 * concurrent exchanges cannot both win; a token of another provider's game is not even spent.
 * Unknown, used and expired tokens all answer game_session_invalid: the provider cannot tell them apart.
 */
export async function authenticate(
  call: WalletCall,
  input: { launchToken: string; gameSessionMs: number },
): Promise<ProviderAuthenticateData> {
  const { provider, now } = call;
  return inTransaction(call.db, async (tx) => {
    const providerGames = tx.select({ id: games.id }).from(games).where(eq(games.providerId, provider.id));
    const [launch] = await tx
      .update(gameLaunchTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(gameLaunchTokens.tokenHash, hashSessionToken(input.launchToken)),
          isNull(gameLaunchTokens.usedAt),
          gt(gameLaunchTokens.expiresAt, now),
          inArray(gameLaunchTokens.gameId, providerGames),
        ),
      )
      .returning();
    if (!launch) throw new AppError('game_session_invalid');

    const [owner] = await tx
      .select({
        username: players.username,
        nickname: players.nickname,
        selfExcludedUntil: players.selfExcludedUntil,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        externalGameId: games.externalId,
      })
      .from(players)
      .innerJoin(sessions, eq(sessions.id, launch.playerSessionId))
      .innerJoin(games, eq(games.id, launch.gameId))
      .where(eq(players.id, launch.playerId));
    const at = now.getTime();
    if (!owner || at >= owner.idleExpiresAt.getTime() || at >= owner.absoluteExpiresAt.getTime())
      throw new AppError('game_session_invalid');
    refuseIfSelfExcluded(owner.selfExcludedUntil, { now, locale: call.locale });

    const sessionToken = generateSessionToken();
    const expiresAt = new Date(Math.min(at + input.gameSessionMs, owner.absoluteExpiresAt.getTime()));
    await tx.insert(gameSessions).values({
      tokenHash: hashSessionToken(sessionToken),
      playerId: launch.playerId,
      playerSessionId: launch.playerSessionId,
      providerId: provider.id,
      gameId: launch.gameId,
      currency: launch.currency,
      createdAt: now,
      expiresAt,
    });
    await rememberProviderPlayer(tx, { providerId: provider.id, playerId: launch.playerId, now });
    await cashAccountOf(tx, launch.playerId, launch.currency);
    const balance = await playableBalanceOf(tx, launch.playerId, launch.currency);
    return {
      sessionToken,
      playerId: launch.playerId,
      nickname: owner.nickname.trim() || maskName(owner.username),
      currency: launch.currency,
      language: launch.language,
      gameId: launch.gameId,
      externalGameId: owner.externalGameId,
      balance: balance.toString(),
      expiresAt: expiresAt.toISOString(),
    };
  });
}
