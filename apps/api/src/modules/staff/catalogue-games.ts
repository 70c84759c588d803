import type { z } from 'zod';
import {
  catalogueGamesPageSize,
  type staffCatalogueGameBodySchema,
  type staffCatalogueGameSchema,
  type staffCatalogueGamesDataSchema,
  type staffCatalogueGamesQuerySchema,
} from '@casino/contract/backoffice-games';
import { gameCategories, gameTags } from '@casino/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { normalizeSearchText } from '../games/catalogue/search-text';

type CatalogueGame = z.infer<typeof staffCatalogueGameSchema>;
type CatalogueGameChange = z.infer<typeof staffCatalogueGameBodySchema>;

interface GameRow {
  id: string;
  slug: string;
  title: string;
  provider_code: string;
  provider_name: string;
  category: CatalogueGame['category'];
  tags: string[];
  enabled: boolean;
  popularity: number;
  is_new: boolean;
  is_jackpot: boolean;
  staff_overrides: Record<string, true>;
}

const columns = sql`g.id::text AS id, g.slug, g.title, p.code AS provider_code, p.name AS provider_name,
  g.category, g.tags, g.enabled, g.popularity, g.is_new, g.is_jackpot, g.staff_overrides`;

function toGame(row: GameRow): CatalogueGame {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    providerCode: row.provider_code,
    providerName: row.provider_name,
    category: row.category,
    tags: row.tags,
    enabled: row.enabled,
    popularity: Number(row.popularity),
    isNew: row.is_new,
    isJackpot: row.is_jackpot,
    overridden: Object.keys(row.staff_overrides ?? {}).sort(),
  };
}

/** The catalogue as the player site orders it (the biggest popularity first), enabled or not. */
export async function listCatalogueGames(
  db: Database,
  query: z.infer<typeof staffCatalogueGamesQuerySchema>,
): Promise<z.infer<typeof staffCatalogueGamesDataSchema>> {
  const conditions = [sql`true`];
  if (query.q) {
    const words = normalizeSearchText(query.q);
    conditions.push(
      sql`(g.search_title LIKE ${`%${words}%`} OR g.slug LIKE ${`%${query.q.toLowerCase()}%`})`,
    );
  }
  if (query.provider) conditions.push(sql`p.code = ${query.provider}`);
  const where = sql.join(conditions, sql` AND `);
  const rows = rowsOf<GameRow & { total: number }>(
    await db.execute(sql`
      SELECT ${columns}, count(*) OVER ()::int AS total
      FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE ${where}
      ORDER BY g.popularity DESC, g.search_title, g.id LIMIT ${catalogueGamesPageSize} OFFSET ${query.offset}`),
  );
  const known = rowsOf<{ tag: string }>(
    await db.execute(sql`SELECT DISTINCT unnest(tags) AS tag FROM games ORDER BY 1`),
  );
  return {
    games: rows.map(toGame),
    total: Number(rows[0]?.total ?? 0),
    tags: [...new Set([...gameTags, ...known.map((row) => row.tag)])].sort(),
    categories: [...gameCategories, 'sportsbook'],
  };
}

export async function catalogueGameById(db: Database, id: string): Promise<CatalogueGame> {
  const [row] = rowsOf<GameRow>(
    await db.execute(sql`SELECT ${columns} FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE g.id = ${id}`),
  );
  if (!row) throw new AppError('not_found');
  return toGame(row);
}

// The body's fields and the columns (and staff_overrides keys) they set.
const settable: Array<[keyof CatalogueGameChange, string, string]> = [
  ['category', 'category', 'text'],
  ['tags', 'tags', 'text[]'],
  ['popularity', 'popularity', 'integer'],
  ['isNew', 'is_new', 'boolean'],
  ['isJackpot', 'is_jackpot', 'boolean'],
];

/**
 * Sets what staff changed of a game and names it in staff_overrides, so a provider's next list keeps
 * it. Disabling is kept the same way; enabling drops that mark (a game the provider no longer lists is
 * disabled again by the next sync). The catalogue's version moves (its triggers), so the player
 * site's lists and ETags follow.
 */
export async function updateCatalogueGame(
  db: Database,
  input: { id: string; change: CatalogueGameChange; now: Date },
): Promise<CatalogueGame> {
  const sets = [sql`updated_at = ${input.now.toISOString()}::timestamptz`];
  const marked: string[] = [];
  for (const [field, column, type] of settable) {
    const value = input.change[field];
    if (value === undefined) continue;
    const parameter = Array.isArray(value) ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`;
    sets.push(
      Array.isArray(value)
        ? sql`${sql.raw(column)} = ARRAY(SELECT jsonb_array_elements_text(${parameter}))`
        : sql`${sql.raw(column)} = ${parameter}::${sql.raw(type)}`,
    );
    marked.push(column);
  }
  let overrides = sql`g.staff_overrides || ${JSON.stringify(Object.fromEntries(marked.map((c) => [c, true])))}::jsonb`;
  if (input.change.enabled === false) overrides = sql`${overrides} || '{"enabled":true}'::jsonb`;
  if (input.change.enabled !== undefined) sets.push(sql`enabled = ${input.change.enabled}`);
  if (input.change.enabled === true) overrides = sql`(${overrides}) - 'enabled'`;
  const updated = rowsOf<{ id: string }>(
    await db.execute(sql`UPDATE games g SET ${sql.join(sets, sql`, `)}, staff_overrides = ${overrides}
      WHERE g.id = ${input.id} RETURNING g.id::text AS id`),
  );
  if (updated.length === 0) throw new AppError('not_found');
  return catalogueGameById(db, input.id);
}
