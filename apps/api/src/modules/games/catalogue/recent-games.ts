import type { GameListData } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countGames, gameColumnsIn, gamesFrom, isListed, selectGames } from './game-view';
import { requireGameId } from './favorite-games';
import type { GamePage } from './list-games';

/** How many recently played games a player keeps; older ones are forgotten as new ones come. */
export const recentGamesKept = 50;

/** Marks a game as played now: a game played again moves to the front instead of appearing twice. */
export async function addRecentPlayedGame(db: Database, playerId: string, gameId: string, now: Date) {
  const id = await requireGameId(db, gameId, { listedOnly: true });
  const playedAt = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO player_recent_games (player_id, game_id, played_at)
      VALUES (${playerId}, ${id}, ${playedAt}::timestamptz)
      ON CONFLICT (player_id, game_id) DO UPDATE SET played_at = excluded.played_at`);
    await tx.execute(sql`
      DELETE FROM player_recent_games WHERE player_id = ${playerId} AND game_id NOT IN (
        SELECT game_id FROM player_recent_games WHERE player_id = ${playerId}
        ORDER BY played_at DESC, game_id LIMIT ${recentGamesKept})`);
  });
  return { gameId: id, playedAt };
}

/** The player's recently played games that are still listed, last played first. */
export async function listRecentGames(
  db: Database,
  playerId: string,
  page: GamePage,
  locale: Locale = defaultLocale,
): Promise<GameListData> {
  const where = sql`${isListed} AND g.id IN (
    SELECT game_id FROM player_recent_games WHERE player_id = ${playerId})`;
  const total = await countGames(db, where);
  const games = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom}
        JOIN player_recent_games r ON r.game_id = g.id AND r.player_id = ${playerId}
        WHERE ${isListed}
        ORDER BY r.played_at DESC, g.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { games, total, limit: page.limit, offset: page.offset };
}
