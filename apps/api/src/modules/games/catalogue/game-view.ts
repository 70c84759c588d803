import {
  gameCategories,
  gameTags,
  type Game,
  type GameCategory,
  type GameFilterCategory,
  type GameSort,
} from '@casino/contract';
import type { Locale } from '@casino/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedRows } from '../../../db/client-prepared';

/** The columns every game answer is made of (g = games, p = game_providers); never the whole row. */
export const gameColumns = sql`g.id::text AS id, g.slug, g.title, p.code AS provider, p.name AS provider_name,
  g.description, g.details, g.platforms, g.is_new, g.is_jackpot, g.category, g.tags, g.thumbnail,
  g.rtp_basis_points, g.volatility, g.release_date::text AS release_date, g.popularity, g.has_fun_mode`;

/**
 * The columns of a game answer with its description and details in the reader's language: the
 * provider's texts in that language when its list gave them, else its English ones.
 */
export function gameColumnsIn(locale: Locale): SQL {
  return sql`${gameColumns}, g.texts -> ${locale}::text AS local_texts`;
}

export const gamesFrom = sql`games g JOIN game_providers p ON p.id = g.provider_id`;

/** An enabled game of an enabled provider: what a launch may open. */
export const isLaunchable = sql`g.enabled AND p.enabled`;
/** What the casino's lists show: a sportsbook's entry is opened by /sportsbook, never listed among games. */
export const isListed = sql`${isLaunchable} AND g.category <> 'sportsbook'`;

export interface GameViewRow {
  id: string;
  slug: string;
  title: string;
  provider: string;
  provider_name: string;
  description: string;
  details: string;
  platforms: string[];
  is_new: boolean;
  is_jackpot: boolean;
  category: GameCategory;
  tags: string[];
  thumbnail: string;
  rtp_basis_points: number;
  volatility: string;
  release_date: string;
  popularity: number;
  has_fun_mode: boolean;
  /** Selected by gameColumnsIn: the texts in the reader's language, null when the list gave none. */
  local_texts?: { description?: string; details?: string } | null;
}

/** 9650 basis points -> '96.50': the RTP stays exact, never a float. */
function rtpText(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

export function toGame(row: GameViewRow): Game {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    provider: row.provider,
    providerName: row.provider_name,
    description: row.local_texts?.description || row.description,
    details: row.local_texts?.details || row.details,
    platforms: row.platforms.filter((platform) => platform === 'PC' || platform === 'mobile'),
    new: row.is_new,
    jackpot: row.is_jackpot,
    category: row.category,
    tags: row.tags,
    thumbnail: row.thumbnail,
    rtp: rtpText(Number(row.rtp_basis_points)),
    volatility: row.volatility,
    releaseDate: row.release_date,
    popularity: Number(row.popularity),
    hasFunMode: row.has_fun_mode,
  };
}

export interface GameFilter {
  category?: GameFilterCategory | undefined;
  provider?: string | undefined;
  isMobile?: boolean;
  /** The web's list shortcuts: `crash-and-fast=true`, `livecasino=true`. */
  onlyCategories?: GameCategory[];
}

/** The WHERE conditions of a filter (always including isListed), joined with AND. */
export function filterConditions(filter: GameFilter): SQL {
  const conditions: SQL[] = [isListed];
  const { category } = filter;
  if ((gameCategories as readonly string[]).includes(category ?? '')) {
    conditions.push(sql`g.category = ${category}`);
  } else if ((gameTags as readonly string[]).includes(category ?? '')) {
    conditions.push(sql`${category} = ANY(g.tags)`);
  } else if (category === 'new') {
    conditions.push(sql`g.is_new`);
  } else if (category === 'jackpot') {
    conditions.push(sql`g.is_jackpot`);
  }
  if (filter.provider && filter.provider !== 'all') conditions.push(sql`p.code = ${filter.provider}`);
  if (filter.isMobile) conditions.push(sql`'mobile' = ANY(g.platforms)`);
  for (const only of filter.onlyCategories ?? []) conditions.push(sql`g.category = ${only}`);
  return sql.join(conditions, sql` AND `);
}

/** Every order ends on the id so pages never repeat or skip a game. */
export function orderOf(sort: GameSort): SQL {
  switch (sort) {
    case 'new':
      return sql`g.release_date DESC, g.popularity DESC, g.search_title, g.id`;
    case 'az':
      return sql`g.search_title ASC, g.id`;
    case 'za':
      return sql`g.search_title DESC, g.id`;
    case 'rtp':
      return sql`g.rtp_basis_points DESC, g.popularity DESC, g.search_title, g.id`;
    case 'popular':
      return sql`g.popularity DESC, g.search_title ASC, g.id`;
  }
}

export async function selectGames(db: Database, query: SQL): Promise<Game[]> {
  return (await preparedRows<GameViewRow>(db, query)).map(toGame);
}

export async function countGames(db: Database, where: SQL): Promise<number> {
  const [row] = await preparedRows<{ total: string }>(
    db,
    sql`SELECT count(*)::text AS total FROM ${gamesFrom} WHERE ${where}`,
  );
  return Number(row?.total ?? 0);
}
