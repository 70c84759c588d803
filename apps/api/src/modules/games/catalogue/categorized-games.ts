import { gameCategories, type CategorizedGamesData, type GameCategory } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/transaction';
import { filterConditions, gameColumnsIn, gamesFrom, toGame, type GameViewRow } from './game-view';

/** Games shown per category on the mobile lobby; the rest are one Show more away. */
export const gamesPerCategory = 12;

/**
 * The mobile lobby in one query: per category its total of mobile games and the most popular first
 * ones, plus the providers that have a listed mobile game (the provider filter).
 */
export async function listCategorizedGames(
  db: Database,
  locale: Locale = defaultLocale,
): Promise<CategorizedGamesData> {
  const where = filterConditions({ isMobile: true });
  const rows = rowsOf<GameViewRow & { place: number; total: number }>(
    await db.execute(sql`
      SELECT * FROM (
        SELECT ${gameColumnsIn(locale)},
               row_number() OVER (PARTITION BY g.category ORDER BY g.popularity DESC, g.search_title, g.id)::int AS place,
               count(*) OVER (PARTITION BY g.category)::int AS total
        FROM ${gamesFrom} WHERE ${where}
      ) ranked
      WHERE place <= ${gamesPerCategory}
      ORDER BY category, place`),
  );
  const providers = rowsOf<{ code: string; name: string; logo: string }>(
    await db.execute(sql`
      SELECT p.code, p.name, p.logo FROM game_providers p
      WHERE EXISTS (SELECT 1 FROM games g WHERE g.provider_id = p.id AND ${where})
      ORDER BY p.name, p.code`),
  );
  const categories = gameCategories.map((category: GameCategory) => {
    const inCategory = rows.filter((row) => row.category === category);
    return { category, total: Number(inCategory[0]?.total ?? 0), games: inCategory.map(toGame) };
  });
  return { categories, providers };
}
