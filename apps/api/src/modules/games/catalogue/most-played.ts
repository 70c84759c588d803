import type { GameCategory, GameListData } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countGames, filterConditions, gameColumnsIn, gamesFrom, selectGames } from './game-view';

const mostPlayedWindowMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The games played most in the last 7 days (rounds started, from the wallet's game_rounds), then the
 * provider's popularity, so a quiet week still answers a full list. game_rounds is read with plain
 * SQL on its two stable columns (game_id, started_at) rather than through the wallet's schema types.
 */
export async function listMostPlayed(
  db: Database,
  section: 'all' | GameCategory,
  limit: number,
  now: Date,
  locale: Locale = defaultLocale,
): Promise<GameListData> {
  const where = filterConditions({ category: section });
  const since = new Date(now.getTime() - mostPlayedWindowMs).toISOString();
  const total = await countGames(db, where);
  const games = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom}
          LEFT JOIN (
            SELECT game_id, count(*) AS rounds FROM game_rounds
            WHERE started_at >= ${since}::timestamptz GROUP BY game_id
          ) r ON r.game_id = g.id
          WHERE ${where}
          ORDER BY coalesce(r.rounds, 0) DESC, g.popularity DESC, g.search_title, g.id
          LIMIT ${limit}`,
  );
  return { games, total, limit, offset: 0 };
}
