import type { GameFilterCategory, GameListData } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedRows } from '../../../db/client-prepared';
import {
  countGames,
  filterConditions,
  gameColumnsIn,
  gamesFrom,
  toGame,
  type GameViewRow,
} from './game-view';
import { escapeLike, normalizeSearchText, searchWords } from './search-text';

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
 * Every word of a (normalized) query somewhere in a game's search_text: a `LIKE '%word%'` each, which
 * pg_trgm's GIN index answers (migration 0020) for words of three letters or more.
 */
export function wordConditions(normalizedQuery: string): SQL[] {
  return searchWords(normalizedQuery).map((word) => sql`g.search_text LIKE ${`%${escapeLike(word)}%`}`);
}

/**
 * Finds games by what a player typed, whatever its case, accents or unfinished words: every word of
 * the query must be found in the game's title or provider name. Ranked exact title, then title
 * prefix, word prefix, substring of the title, words found anywhere; then by popularity.
 *
 * The ranking reads only narrow columns of every game found; the full answer is read for the page's
 * games alone.
 */
export async function searchGames(db: Database, input: SearchInput): Promise<GameListData> {
  const query = normalizeSearchText(input.title);
  const empty = { games: [], total: 0, limit: input.limit, offset: input.offset };
  // Only punctuation: nothing a title could match.
  if (!query) return empty;
  const like = escapeLike(query);
  const where = sql.join([filterConditions(input), ...wordConditions(query)], sql` AND `);
  const rank = sql`CASE
      WHEN g.search_title = ${query} THEN 0
      WHEN g.search_title LIKE ${`${like}%`} THEN 1
      WHEN ' ' || g.search_title LIKE ${`% ${like}%`} THEN 2
      WHEN g.search_title LIKE ${`%${like}%`} THEN 3
      ELSE 4 END`;
  // One pass: the window count gives the total; only a page past the end needs a count of its own.
  const rows = await preparedRows<GameViewRow & { total: number }>(
    db,
    sql`WITH hits AS (
            SELECT g.id, ${rank} AS rank, g.popularity, g.search_title, count(*) OVER ()::int AS total
            FROM ${gamesFrom} WHERE ${where}
            ORDER BY 2, g.popularity DESC, g.search_title, g.id
            LIMIT ${input.limit} OFFSET ${input.offset})
          SELECT ${gameColumnsIn(input.locale ?? defaultLocale)}, hits.total
          FROM hits JOIN (${gamesFrom}) ON g.id = hits.id
          ORDER BY hits.rank, hits.popularity DESC, hits.search_title, hits.id`,
  );
  const total = rows[0] ? Number(rows[0].total) : input.offset > 0 ? await countGames(db, where) : 0;
  return { ...empty, games: rows.map(toGame), total };
}
