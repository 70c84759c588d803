import type { GameListData } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { rowsOf } from '../../../db/transaction';
import { countGames, gameColumnsIn, gamesFrom, isListed, selectGames } from './game-view';
import type { GamePage } from './list-games';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of a game the player may act on. The web sends ids as strings (spec: gameid), so anything
 * that is not one of our ids is simply an unknown game.
 */
export async function requireGameId(
  db: Database,
  gameId: string,
  options: { listedOnly: boolean },
): Promise<string> {
  if (!uuidPattern.test(gameId)) throw new AppError('game_not_found');
  const listed = options.listedOnly ? sql`AND ${isListed}` : sql``;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT g.id::text AS id FROM ${gamesFrom} WHERE g.id = ${gameId} ${listed}`),
  );
  if (!row) throw new AppError('game_not_found');
  return row.id;
}

/** The ids of the player's favourites that are still listed, newest first. */
export async function listFavoriteIds(db: Database, playerId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT g.id::text AS id FROM player_favorite_games f JOIN ${gamesFrom} ON g.id = f.game_id
      WHERE f.player_id = ${playerId} AND ${isListed}
      ORDER BY f.created_at DESC, g.id`),
  );
  return rows.map((row) => row.id);
}

/** Adding a favourite twice is no error: the web may retry, and the answer is the same list. */
export async function addFavoriteGame(db: Database, playerId: string, gameId: string, now: Date) {
  const id = await requireGameId(db, gameId, { listedOnly: true });
  await db.execute(sql`
    INSERT INTO player_favorite_games (player_id, game_id, created_at)
    VALUES (${playerId}, ${id}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (player_id, game_id) DO NOTHING`);
  return listFavoriteIds(db, playerId);
}

/** A game that left the catalogue can still be removed from the favourites. */
export async function removeFavoriteGame(db: Database, playerId: string, gameId: string) {
  const id = await requireGameId(db, gameId, { listedOnly: false });
  await db.execute(sql`DELETE FROM player_favorite_games WHERE player_id = ${playerId} AND game_id = ${id}`);
  return listFavoriteIds(db, playerId);
}

/** The player's favourite games, newest first, a page at a time. */
export async function listFavoriteGames(
  db: Database,
  playerId: string,
  page: GamePage,
  locale: Locale = defaultLocale,
): Promise<GameListData> {
  const where = sql`${isListed} AND g.id IN (
    SELECT game_id FROM player_favorite_games WHERE player_id = ${playerId})`;
  const total = await countGames(db, where);
  const games = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom}
        JOIN player_favorite_games f ON f.game_id = g.id AND f.player_id = ${playerId}
        WHERE ${isListed}
        ORDER BY f.created_at DESC, g.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { games, total, limit: page.limit, offset: page.offset };
}
