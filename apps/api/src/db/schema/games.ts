import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * The game catalogue (issue 5). Filled only by syncing each provider's game list; a game that leaves a
 * provider's list is disabled, never deleted, because rounds and favourites point at it.
 */
export const gameProviders = pgTable('game_providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  // The {system} of /play/{system}/{title}; secrets stay in the configuration, never in the database.
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  // Hash of the last game list synced: the catalogue's ETag changes only when a list really changed.
  listHash: text('list_hash').notNull().default(''),
});

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    // The provider's own id of the game, sent back in every wallet call.
    externalId: text('external_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull().default(''),
    // The provider's description and details in its other languages, by language code
    // ({ "de": { "description", "details" } }); description and details above are the English ones.
    texts: jsonb('texts')
      .$type<Record<string, { description: string; details: string }>>()
      .notNull()
      .default({}),
    category: text('category', {
      enum: ['slots', 'live-casino', 'game-shows', 'crash-and-fast', 'table', 'sportsbook'],
    }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{PC,mobile}'::text[]`),
    isNew: boolean('is_new').notNull().default(false),
    isJackpot: boolean('is_jackpot').notNull().default(false),
    thumbnail: text('thumbnail').notNull().default(''),
    // Basis points: 9650 is 96.50 %.
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    volatility: text('volatility').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    popularity: integer('popularity').notNull().default(0),
    hasFunMode: boolean('has_fun_mode').notNull().default(true),
    // The most a round may win as a multiple of its stakes (jackpots aside); null: the provider declared
    // none and the wallet applies its default (wallet/max-win.ts).
    maxWinMultiplier: integer('max_win_multiplier'),
    // The game's smallest stake from the provider's list (minor units); what free rounds default to.
    minBet: bigint('min_bet', { mode: 'bigint' }),
    // Lower-case, accent-free title: what search ranks on (exact, prefix, word prefix, substring).
    searchTitle: text('search_title').notNull(),
    // The same of title and provider name: what every word of a search must be found in (under a
    // pg_trgm GIN index, migration 0020).
    searchText: text('search_text').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    // What staff set on the game (by column name: enabled, category, tags, popularity, is_new,
    // is_jackpot): a provider's next list keeps these values (sync-catalogue.ts, migration 0038).
    staffOverrides: jsonb('staff_overrides').$type<Record<string, true>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('games_provider_external_unique').on(table.providerId, table.externalId),
    unique('games_provider_slug_unique').on(table.providerId, table.slug),
    index('games_category_popularity_idx').on(table.category, table.popularity),
    index('games_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('games_popularity_idx')
      .on(table.popularity.desc(), table.searchTitle, table.id)
      .where(sql`${table.enabled}`),
  ],
);

/**
 * The catalogue's version: one row, moved by statement triggers on games and game_providers (migration
 * 0013) whenever something a list shows really changed. Catalogue pages and ETags are keyed on it.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('catalogue_state_one_row', sql`${table.id}`)],
);

export const playerFavoriteGames = pgTable(
  'player_favorite_games',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

export const playerRecentGames = pgTable(
  'player_recent_games',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('player_recent_games_player_idx').on(table.playerId, table.playedAt),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type GameProviderRow = typeof gameProviders.$inferSelect;
