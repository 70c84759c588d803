import type { Game, GameFilterCategory, GameListData } from '@casino/contract';
import type { Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { gameColumnsIn, gamesFrom, isListed, selectGames } from './game-view';
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
 * Every listed game in one language, by id: what a search's page is made of. Read once per catalogue
 * version and language (through the catalogue cache), so a search reads nothing from the database.
 */
export async function loadListedGames(db: Database, locale: Locale): Promise<Map<string, Game>> {
  const games = await selectGames(
    db,
    sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom} WHERE ${isListed}`,
  );
  return new Map(games.map((game) => [game.id, game]));
}

/**
 * Finds games by what a player typed, whatever its case, accents or unfinished words: every word of
 * the query must be found in the game's title or provider name. Ranked exact title, then title
 * prefix, word prefix, substring of the title, words found anywhere; then by popularity.
 *
 * The matching and ranking run on the catalogue's search index in memory (one per catalogue version):
 * a word of one or two letters would otherwise read every row. The page's games come from the listed
 * games of the reader's language, kept in memory for the version too.
 */
export function searchGames(
  input: SearchInput,
  index: SearchIndex,
  listed: ReadonlyMap<string, Game>,
): GameListData {
  const query = normalizeSearchText(input.title);
  const empty = { games: [], total: 0, limit: input.limit, offset: input.offset };
  // Only punctuation: nothing a title could match.
  if (!query) return empty;
  const { ids, total } = findInIndex(index, query, input, input);
  // Index and games are read a moment apart: a game missing from the second is left out, and the
  // version that moved with it brings both again.
  return { ...empty, games: ids.flatMap((id) => listed.get(id) ?? []), total };
}
