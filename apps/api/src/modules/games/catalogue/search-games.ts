import type { GameFilterCategory, GameListData } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { gameColumnsIn, gamesFrom, selectGames } from './game-view';
import { findInIndex, type SearchIndex } from './search-index';
import { normalizeSearchText } from './search-text';

export interface SearchInput {
  title: string;
  limit: number;
  offset: number;
  category?: GameFilterCategory | undefined;
  provider?: string | undefined;
  isMobile?: boolean;
  /** The reader's language for descriptions and details. */
  locale?: Locale;
}

/**
 * Finds games by what a player typed, whatever its case, accents or unfinished words: every word of
 * the query must be found in the game's title or provider name. Ranked exact title, then title
 * prefix, word prefix, substring of the title, words found anywhere; then by popularity.
 *
 * The matching and ranking run on the catalogue's search index in memory (one per catalogue version):
 * a word of one or two letters would otherwise read every row. The full answer is read for the page's
 * games alone, by id.
 */
export async function searchGames(
  db: Database,
  input: SearchInput,
  index: SearchIndex,
): Promise<GameListData> {
  const query = normalizeSearchText(input.title);
  const empty = { games: [], total: 0, limit: input.limit, offset: input.offset };
  // Only punctuation: nothing a title could match.
  if (!query) return empty;
  const { ids, total } = findInIndex(index, query, input, input);
  if (ids.length === 0) return { ...empty, total };
  // Ids read from the database: a uuid array literal is safe, and one parameter keeps one statement.
  const games = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(input.locale ?? defaultLocale)} FROM ${gamesFrom}
        WHERE g.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const byId = new Map(games.map((game) => [game.id, game]));
  // A game gone since the index was read (the version moves, the next search has a new index) is left out.
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return { ...empty, games: ordered, total };
}
