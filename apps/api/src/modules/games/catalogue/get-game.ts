import type { Game } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { gameColumnsIn, gamesFrom, isLaunchable, isListed, selectGames } from './game-view';

/** A listed game by its id; a disabled or unknown one is game_not_found. */
export async function getGameById(db: Database, id: string, locale: Locale = defaultLocale): Promise<Game> {
  const [game] = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom} WHERE ${isListed} AND g.id = ${id}`,
  );
  if (!game) throw new AppError('game_not_found');
  return game;
}

/** The play page's lookup: /play/{system}/{title} is the provider's code and the game's slug. */
export async function getGameBySlug(
  db: Database,
  providerCode: string,
  slug: string,
  locale: Locale = defaultLocale,
): Promise<Game> {
  const [game] = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom}
        WHERE ${isListed} AND p.code = ${providerCode} AND g.slug = ${slug}`,
  );
  if (!game) throw new AppError('game_not_found');
  return game;
}

/**
 * The sportsbook's entry (category 'sportsbook'): /sportsbook launches it with the game launch, whoever
 * provides it (the in-house one or a rented one). None enabled: game_not_found.
 */
export async function getSportsbookGame(db: Database, locale: Locale = defaultLocale): Promise<Game> {
  const [game] = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom}
        WHERE ${isLaunchable} AND g.category = 'sportsbook' ORDER BY g.popularity DESC, g.id LIMIT 1`,
  );
  if (!game) throw new AppError('game_not_found');
  return game;
}
