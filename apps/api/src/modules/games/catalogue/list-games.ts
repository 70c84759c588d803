import type { GameListData, GameSort } from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  countGames,
  filterConditions,
  gameColumnsIn,
  gamesFrom,
  orderOf,
  selectGames,
  type GameFilter,
} from './game-view';

export interface GamePage {
  limit: number;
  offset: number;
}

/**
 * One page of the listed catalogue under a filter and an order, with the filter's total, so the web
 * knows whether to offer Load more. An offset past the end answers an empty page and the real total.
 */
export async function listGames(
  db: Database,
  filter: GameFilter,
  sort: GameSort,
  page: GamePage,
  locale: Locale = defaultLocale,
): Promise<GameListData> {
  const where = filterConditions(filter);
  const total = await countGames(db, where);
  const games =
    page.offset >= total
      ? []
      : await selectGames(
          db,
          sql`SELECT ${gameColumnsIn(locale)} FROM ${gamesFrom} WHERE ${where}
              ORDER BY ${orderOf(sort)} LIMIT ${page.limit} OFFSET ${page.offset}`,
        );
  return { games, total, limit: page.limit, offset: page.offset };
}
