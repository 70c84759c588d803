import type { PlayerFreeRound } from '@casino/contract';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { freeRoundGrants, gameProviders, games } from '../../../db/schema';
import type { DbExecutor } from '../../../db/transaction';

/**
 * The player's own grants with rounds left that can still be played, soonest expiry first: what the
 * web shows as "N free spins" on a game. Filtered by the session's player only.
 */
export async function listFreeRounds(
  db: DbExecutor,
  playerId: string,
  now: Date,
): Promise<PlayerFreeRound[]> {
  const rows = await db
    .select({
      grantId: freeRoundGrants.id,
      gameId: games.id,
      gameSlug: games.slug,
      gameTitle: games.title,
      provider: gameProviders.code,
      roundsGranted: freeRoundGrants.roundsGranted,
      roundsUsed: freeRoundGrants.roundsUsed,
      betMinor: freeRoundGrants.betMinor,
      currency: freeRoundGrants.currency,
      expiresAt: freeRoundGrants.expiresAt,
    })
    .from(freeRoundGrants)
    .innerJoin(games, eq(games.id, freeRoundGrants.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, freeRoundGrants.providerId))
    .where(
      and(
        eq(freeRoundGrants.playerId, playerId),
        inArray(freeRoundGrants.status, ['pending', 'delivered', 'active']),
        lt(freeRoundGrants.roundsUsed, freeRoundGrants.roundsGranted),
        or(isNull(freeRoundGrants.expiresAt), gt(freeRoundGrants.expiresAt, now)),
        eq(games.enabled, true),
      ),
    )
    .orderBy(asc(freeRoundGrants.expiresAt), asc(freeRoundGrants.createdAt))
    .limit(100);
  return rows.map((row) => ({
    grantId: row.grantId,
    gameId: row.gameId,
    gameSlug: row.gameSlug,
    gameTitle: row.gameTitle,
    provider: row.provider,
    roundsLeft: row.roundsGranted - row.roundsUsed,
    roundsGranted: row.roundsGranted,
    betValue: row.betMinor.toString(),
    currency: row.currency,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  }));
}
