import type { GameRound } from '@casino/contract';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameProviders, gameRounds, games } from '../../db/schema';
import { gameRoundColumns, gameRoundOf } from '../games/launch/list-game-history';
import { playerStatusOf } from './staff-player-actions';

// The panel shows the latest tickets; the player's own Gaming history pages through all of them.
const ticketsShown = 50;

/**
 * A player's sportsbook tickets, newest first, as the player's Gaming history shows them: each bet's
 * legs with the results of the ticket's latest report (migration 0034). A round is a ticket when its
 * game is the sportsbook's or its bet carried one.
 */
export async function playerSportsbookTickets(db: Database, playerId: string): Promise<GameRound[]> {
  await playerStatusOf(db, playerId);
  const rows = await db
    .select(gameRoundColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        or(eq(games.category, 'sportsbook'), isNotNull(gameRounds.sportsbook)),
      ),
    )
    .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
    .limit(ticketsShown);
  return rows.map(gameRoundOf);
}
