import { createHash } from 'node:crypto';
import { providerGameListSchema, type ProviderGame, type ProviderGameList } from '@casino/contract';
import { defaultLocale, isLocale } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GameProviderConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { loggableError } from '../../../lib/loggable-error';
import { rowsOf, type DbTransaction } from '../../../db/transaction';
import { callProvider } from '../provider-client/provider-client';
import { normalizeSearchText } from './search-text';

export interface SyncOptions {
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  timeoutMs?: number;
}

export type ProviderSyncResult =
  { code: string; ok: true; games: number; disabled: number } | { code: string; ok: false; error: string };

/** '96.50' -> 9650, exactly (no float on the way). */
function basisPoints(rtp: string): number {
  const [whole = '0', cents = '0'] = rtp.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** A list the database would choke on is refused whole, before any write. */
function duplicateOf(list: ProviderGameList): string | null {
  for (const key of ['externalId', 'slug'] as const) {
    const seen = new Set<string>();
    for (const game of list.games) {
      if (seen.has(game[key])) return `${key} ${game[key]} appears twice`;
      seen.add(game[key]);
    }
  }
  return null;
}

/**
 * The texts of the casino's languages other than English, as the games.texts column keeps them; a
 * language the list does not give is left out, so the English ones are shown for it.
 */
function textsOf(game: ProviderGame) {
  return Object.fromEntries(
    Object.entries(game.texts ?? {}).filter(
      ([language, text]) =>
        isLocale(language) && language !== defaultLocale && (text.description || text.details),
    ),
  );
}

function rowsOfList(list: ProviderGameList) {
  const providerName = normalizeSearchText(list.provider.name);
  return list.games.map((game) => {
    const title = normalizeSearchText(game.title);
    const searchText = `${title} ${providerName}`.trim();
    return {
      external_id: game.externalId,
      slug: game.slug,
      title: game.title,
      description: game.description,
      details: game.details,
      texts: textsOf(game),
      category: game.category,
      tags: game.tags,
      platforms: game.platforms,
      is_new: game.isNew,
      is_jackpot: game.isJackpot,
      thumbnail: game.thumbnail,
      rtp_basis_points: basisPoints(game.rtp),
      volatility: game.volatility,
      release_date: game.releaseDate,
      popularity: game.popularity,
      has_fun_mode: game.hasFunMode,
      max_win_multiplier: game.maxWinMultiplier ?? null,
      min_bet: game.minBet ?? null,
      search_title: title,
      search_text: searchText,
    };
  });
}

/** The columns a list sets, with their types as the JSON parameter is read back. */
const listColumns = {
  slug: 'text',
  title: 'text',
  description: 'text',
  details: 'text',
  texts: 'jsonb',
  category: 'text',
  tags: 'text[]',
  platforms: 'text[]',
  is_new: 'boolean',
  is_jackpot: 'boolean',
  thumbnail: 'text',
  rtp_basis_points: 'integer',
  volatility: 'text',
  release_date: 'date',
  popularity: 'integer',
  has_fun_mode: 'boolean',
  max_win_multiplier: 'integer',
  min_bet: 'bigint',
  search_title: 'text',
  search_text: 'text',
};
const names = Object.keys(listColumns);
const recordColumns = sql.raw(
  ['external_id text', ...Object.entries(listColumns).map(([name, type]) => `${name} ${type}`)].join(', '),
);
const copiedColumns = sql.raw(names.join(', '));
const currentValues = sql.raw(names.map((name) => `games.${name}`).join(', '));
// What staff may set on a game (the back office's catalogue screen): a value they set, named in
// staff_overrides, outlives the provider's lists; a game they disabled stays disabled.
const staffSettable = new Set(['category', 'tags', 'popularity', 'is_new', 'is_jackpot']);
const keptValues = sql.raw(
  names
    .map((name) =>
      staffSettable.has(name)
        ? `CASE WHEN games.staff_overrides -> '${name}' IS NULL THEN excluded.${name} ELSE games.${name} END`
        : `excluded.${name}`,
    )
    .join(', '),
);
const keptEnabled = sql.raw(`games.staff_overrides -> 'enabled' IS NULL`);

/**
 * Applies one provider's list in one transaction: the provider row, every game upserted on
 * (provider, external id), and the games that left the list disabled, never deleted (rounds and
 * favourites point at them). The whole list travels as one JSON parameter, whatever its size.
 */
async function applyList(tx: DbTransaction, code: string, list: ProviderGameList, now: Date) {
  const listHash = createHash('sha256').update(JSON.stringify(list)).digest('hex');
  const [provider] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO game_providers (code, name, logo, synced_at, list_hash)
      VALUES (${code}, ${list.provider.name}, ${list.provider.logo}, ${now.toISOString()}, ${listHash})
      ON CONFLICT (code) DO UPDATE SET name = excluded.name, logo = excluded.logo,
        synced_at = excluded.synced_at, list_hash = excluded.list_hash
      RETURNING id::text AS id`),
  );
  const providerId = provider!.id;
  const records = sql`jsonb_to_recordset(${JSON.stringify(rowsOfList(list))}::jsonb) AS x(${recordColumns})`;
  // A slug may move from one game to another between two lists: whoever holds a slug the list gives
  // to another game lets go of it first ('~' never appears in a real slug), so the upsert cannot
  // trip on the (provider, slug) unique constraint. Games that stay get their slug back below.
  await tx.execute(sql`
    UPDATE games g SET slug = '~' || g.id::text
    WHERE g.provider_id = ${providerId}
      AND EXISTS (SELECT 1 FROM ${records} WHERE x.slug = g.slug AND x.external_id <> g.external_id)`);
  await tx.execute(sql`
    INSERT INTO games (provider_id, external_id, ${copiedColumns}, enabled, updated_at)
    SELECT ${providerId}::uuid, x.external_id, ${copiedColumns}, true, ${now.toISOString()}::timestamptz
    FROM ${records}
    ON CONFLICT (provider_id, external_id) DO UPDATE
      SET (${copiedColumns}, enabled, updated_at) = ROW(${keptValues}, ${keptEnabled}, excluded.updated_at)
      -- An unchanged game is left alone: its updated_at says when it last really changed.
      WHERE ROW(${currentValues}, games.enabled) IS DISTINCT FROM ROW(${keptValues}, ${keptEnabled})`);
  const disabled = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE games SET enabled = false, updated_at = ${now.toISOString()}::timestamptz
      WHERE provider_id = ${providerId} AND enabled
        AND external_id NOT IN (SELECT x.external_id FROM ${records})
      RETURNING id::text AS id`),
  );
  return { games: list.games.length, disabled: disabled.length };
}

async function catalogueVersion(db: Database): Promise<string> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`SELECT version::text AS version FROM catalogue_state WHERE id`),
  );
  return row?.version ?? '0';
}

/**
 * Fills the catalogue from each provider's own list (POST {url}/games, signed). A provider that does
 * not answer, answers a list that does not validate, or names itself otherwise keeps its games as
 * they are; the failure is logged and the next provider is synced all the same.
 *
 * When the catalogue changed, what autovacuum would do some time later is done at once (PGlite has no
 * autovacuum at all): the search index's pending list is merged, since every search reads it through
 * in full, and the statistics are gathered again, so the planner knows how many games a search or a
 * filter finds and picks the trigram index when it pays.
 */
export async function syncCatalogue(
  db: Database,
  providers: GameProviderConfig[],
  options: SyncOptions,
): Promise<ProviderSyncResult[]> {
  const versionBefore = await catalogueVersion(db);
  const results = await syncEach(db, providers, options);
  if ((await catalogueVersion(db)) !== versionBefore) {
    await db.execute(sql`SELECT gin_clean_pending_list('games_search_text_trgm_idx'::regclass)`);
    await db.execute(sql`ANALYZE games, game_providers`);
  }
  return results;
}

async function syncEach(
  db: Database,
  providers: GameProviderConfig[],
  options: SyncOptions,
): Promise<ProviderSyncResult[]> {
  const results: ProviderSyncResult[] = [];
  for (const provider of providers) {
    try {
      const answer = await callProvider(provider, '/games', {}, { timeoutMs: options.timeoutMs });
      const parsed = providerGameListSchema.safeParse(answer);
      if (!parsed.success) throw new Error(`invalid game list: ${parsed.error.issues[0]?.message}`);
      const list = parsed.data;
      if (list.provider.code !== provider.code)
        throw new Error(`the list names provider ${list.provider.code}`);
      const duplicate = duplicateOf(list);
      if (duplicate) throw new Error(`invalid game list: ${duplicate}`);
      const now = options.now();
      const counts = await db.transaction((tx) => applyList(tx, provider.code, list, now));
      options.log.info({ provider: provider.code, ...counts }, 'catalogue synced');
      results.push({ code: provider.code, ok: true, ...counts });
    } catch (error) {
      options.log.warn({ provider: provider.code, err: loggableError(error) }, 'catalogue sync failed');
      results.push({ code: provider.code, ok: false, error: (error as Error).message });
    }
  }
  return results;
}
