import { gameCategories, gameTags, type GameFilterCategory } from '@casino/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedRows } from '../../../db/client-prepared';
import { gamesFrom, isListed } from './game-view';
import { searchWords } from './search-text';

/** What a search compares of one listed game; the answer's full rows are read for its page only. */
interface IndexedGame {
  id: string;
  /** Normalized title: what the ranking compares. */
  title: string;
  /** Normalized title and provider name: where every word must be found. */
  text: string;
  provider: string;
  category: string;
  tags: string[];
  isNew: boolean;
  isJackpot: boolean;
  mobile: boolean;
}

/**
 * Every listed game, in the order ties of rank are broken (popularity, then title, then id, as the
 * database orders them): a search keeps that order within each rank, so it never sorts.
 */
export interface SearchIndex {
  games: IndexedGame[];
}

export interface SearchFilter {
  category?: GameFilterCategory | undefined;
  provider?: string | undefined;
  isMobile?: boolean | undefined;
}

interface IndexRow {
  id: string;
  search_title: string;
  search_text: string;
  provider: string;
  category: string;
  tags: string[];
  is_new: boolean;
  is_jackpot: boolean;
  platforms: string[];
}

/**
 * Reads the listed catalogue's narrow columns once (per catalogue version, through the catalogue
 * cache): about a megabyte for 10,000 games, against a scan of every row for each short word.
 */
export async function loadSearchIndex(db: Database): Promise<SearchIndex> {
  const rows = await preparedRows<IndexRow>(
    db,
    sql`SELECT g.id::text AS id, g.search_title, g.search_text, p.code AS provider, g.category, g.tags,
          g.is_new, g.is_jackpot, g.platforms
        FROM ${gamesFrom} WHERE ${isListed}
        ORDER BY g.popularity DESC, g.search_title, g.id`,
  );
  return {
    games: rows.map((row) => ({
      id: row.id,
      title: row.search_title,
      text: row.search_text,
      provider: row.provider,
      category: row.category,
      tags: row.tags,
      isNew: row.is_new,
      isJackpot: row.is_jackpot,
      mobile: row.platforms.includes('mobile'),
    })),
  };
}

/** The same filter as the lists' (game-view's filterConditions), on an indexed game. */
function filterOf(filter: SearchFilter): (game: IndexedGame) => boolean {
  const { category, provider, isMobile } = filter;
  const byCategory = (gameCategories as readonly string[]).includes(category ?? '')
    ? (game: IndexedGame) => game.category === category
    : (gameTags as readonly string[]).includes(category ?? '')
      ? (game: IndexedGame) => game.tags.includes(category!)
      : category === 'new'
        ? (game: IndexedGame) => game.isNew
        : category === 'jackpot'
          ? (game: IndexedGame) => game.isJackpot
          : () => true;
  const byProvider = provider && provider !== 'all' ? provider : null;
  return (game) =>
    byCategory(game) && (byProvider === null || game.provider === byProvider) && (!isMobile || game.mobile);
}

/** Exact title 0, title prefix 1, word prefix 2, substring of the title 3, words found anywhere 4. */
function rankOf(title: string, query: string): number {
  if (title === query) return 0;
  if (title.startsWith(query)) return 1;
  if (` ${title}`.includes(` ${query}`)) return 2;
  if (title.includes(query)) return 3;
  return 4;
}

/**
 * The ids of one page of a search for a normalized query, and how many games match in all. One pass
 * over the index puts every match in its rank's bucket, already in tie-break order.
 */
export function findInIndex(
  index: SearchIndex,
  query: string,
  filter: SearchFilter,
  page: { limit: number; offset: number },
): { ids: string[]; total: number } {
  const words = searchWords(query);
  const accepts = filterOf(filter);
  const ranks: string[][] = [[], [], [], [], []];
  for (const game of index.games) {
    if (!words.every((word) => game.text.includes(word)) || !accepts(game)) continue;
    ranks[rankOf(game.title, query)]!.push(game.id);
  }
  const ranked = ranks.flat();
  return { ids: ranked.slice(page.offset, page.offset + page.limit), total: ranked.length };
}
