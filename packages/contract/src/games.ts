import { z } from 'zod';
import { gameSorts } from './values/games';
import { sportsbookLegResults, sportsbookTicketStatuses } from './provider';

export { gameSorts, type GameSort } from './values/games';

/** The catalogue's categories; the web lists map onto them (casino = slots, livecasino = live-casino). */
export const gameCategories = ['slots', 'live-casino', 'game-shows', 'crash-and-fast', 'table'] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Tags that the side drawer's sub-lists filter on (spec section 2, Navigation). */
export const gameTags = [
  'megaways',
  'multiways',
  'bonus-buy',
  'baccarat',
  'blackjack',
  'roulette',
  'dice',
  'crash',
] as const;

/**
 * The {category} segment of GET /games/filter: 'all', a category, a tag, or one of the flags 'new'
 * and 'jackpot'. Unknown values are refused with validation_error.
 */
export const gameFilterCategories = ['all', ...gameCategories, ...gameTags, 'new', 'jackpot'] as const;
export type GameFilterCategory = (typeof gameFilterCategories)[number];

export const gamePlatforms = ['PC', 'mobile'] as const;

export const providerSchema = z.object({ code: z.string(), name: z.string(), logo: z.string() });
export type GameProvider = z.infer<typeof providerSchema>;

/** Spec section 3's game, plus what the lists and the game page show. */
export const gameSchema = z.object({
  id: z.string(),
  /** URL segment of /play/{system}/{title}: system is the provider code, title this slug. */
  slug: z.string(),
  title: z.string(),
  provider: z.string(),
  providerName: z.string(),
  description: z.string(),
  details: z.string(),
  platforms: z.array(z.enum(gamePlatforms)),
  new: z.boolean(),
  jackpot: z.boolean(),
  // A launch may answer the sportsbook's entry, which no casino list shows (gameCategories).
  category: z.enum([...gameCategories, 'sportsbook']),
  tags: z.array(z.string()),
  thumbnail: z.string(),
  rtp: z.string(),
  volatility: z.string(),
  releaseDate: z.string(),
  popularity: z.number().int(),
  hasFunMode: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** Every list answers under data.games (spec section 3). */
export const gameListDataSchema = z.object({
  games: z.array(gameSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type GameListData = z.infer<typeof gameListDataSchema>;

export const gameDataSchema = z.object({ game: gameSchema });

export const categorizedGamesDataSchema = z.object({
  categories: z.array(
    z.object({ category: z.enum(gameCategories), total: z.number().int(), games: z.array(gameSchema) }),
  ),
  providers: z.array(providerSchema),
});
export type CategorizedGamesData = z.infer<typeof categorizedGamesDataSchema>;

export const favoriteGameBodySchema = z.object({
  gameid: z.string().min(1).max(64),
  gametitle: z.string().max(200).optional().default(''),
});
export type FavoriteGameBody = z.infer<typeof favoriteGameBodySchema>;
export const favoriteIdsDataSchema = z.object({ favorites: z.array(z.string()) });

export const recentGameBodySchema = z.object({ gameid: z.string().min(1).max(64) });

/** GET /player/game/{id} */
export const launchQuerySchema = z.object({
  play_for_fun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  homeUrl: z.string().max(2000).optional(),
  cashierUrl: z.string().max(2000).optional(),
  viewMode: z.enum(['desktop', 'mobile']).optional().default('desktop'),
});
export const launchDataSchema = z.object({
  url: z.string(),
  mode: z.enum(['real', 'fun']),
  game: gameSchema,
});
export type LaunchData = z.infer<typeof launchDataSchema>;

/** POST /player/gameHistory: the Gaming tab of the history (game recall). */
export const gameHistoryBodySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  gameId: z.uuid().optional(),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).default(0),
});
export type GameHistoryBody = z.input<typeof gameHistoryBodySchema>;
export const gameRoundSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  gameId: z.string(),
  gameTitle: z.string(),
  provider: z.string(),
  currency: z.string(),
  /** Decimal strings of the currency ('1.50'), like every player-API amount. */
  stake: z.string(),
  win: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  status: z.enum(['open', 'closed', 'rolled_back']),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /**
   * A sportsbook ticket: its kind, combined odds and legs as the sportsbook sent them with the bet, and
   * its status and each leg's result as its latest ticket report said (open until one comes).
   */
  sportsbook: z
    .object({
      kind: z.enum(['single', 'accumulator', 'system']),
      odds: z.string(),
      status: z.enum(sportsbookTicketStatuses),
      legs: z.array(
        z.object({
          event: z.string(),
          market: z.string(),
          selection: z.string(),
          odds: z.string(),
          result: z.enum(sportsbookLegResults),
        }),
      ),
    })
    .optional(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;
export const gameHistoryDataSchema = z.object({
  rounds: z.array(gameRoundSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type GameHistoryData = z.infer<typeof gameHistoryDataSchema>;

/** GET /casinoLatestData: the home page's winner sections, from real rounds. */
export const winnerSchema = z.object({
  /** Masked ('ma***y'): a player's name is never shown whole to others. */
  player: z.string(),
  gameId: z.string(),
  gameTitle: z.string(),
  gameSlug: z.string(),
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  multiplier: z.string().nullable(),
  at: z.iso.datetime(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const casinoLatestDataSchema = z.object({
  latestWinners: z.array(winnerSchema),
  topWinners: z.array(winnerSchema),
});
export type CasinoLatestData = z.infer<typeof casinoLatestDataSchema>;

// Request shapes of the catalogue calls. Path and query values arrive as strings.

/** A query flag: `true`/`1` switch it on; absent, `false` or `0` leave it off. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

// The document shows the bounds the handler enforces (an integer min..max), not just the digits rule.
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ type: 'integer', minimum: min, maximum: max, pattern: undefined });

export const maxGamePageSize = 100;
export const gamePageLimitSchema = wholeNumber(1, maxGamePageSize);
export const gamePageOffsetSchema = wholeNumber(0, 1_000_000);
const providerCodeSchema = z.string().regex(/^[a-z0-9-]{2,40}$/, 'a provider code');
export const gameProviderFilterSchema = z.union([z.literal('all'), providerCodeSchema]);
export const gameSlugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a game slug');

/** Query of every filtered list: the category shortcuts of the web's lists and the mobile flag. */
export const gameFilterQuerySchema = z.object({
  'crash-and-fast': queryFlagSchema,
  livecasino: queryFlagSchema,
  mobile: queryFlagSchema,
});

/** GET /games/{category}/{provider}/{sort}: the first page of a filter. */
export const gameFilterShortParamsSchema = z.object({
  category: z.enum(gameFilterCategories),
  provider: gameProviderFilterSchema,
  sort: z.enum(gameSorts),
});
/** GET /games/filter/{category}/{provider}/{sort}/{limit}/{offset} */
export const gameFilterParamsSchema = gameFilterShortParamsSchema.extend({
  limit: gamePageLimitSchema,
  offset: gamePageOffsetSchema,
});

/** GET /games and HEAD /games */
export const gameListQuerySchema = z.object({
  mobile: queryFlagSchema,
  limit: gamePageLimitSchema.optional().default(40),
  offset: gamePageOffsetSchema.optional().default(0),
});

export const gameIdParamsSchema = z.object({ id: z.uuid() });
/** GET /games/{system}/{title}: the play page's lookup by provider code and slug. */
export const gameBySlugParamsSchema = z.object({ system: providerCodeSchema, title: gameSlugSchema });

export const mostPlayedParamsSchema = z.object({
  section: z.enum(['all', ...gameCategories]),
  limit: gamePageLimitSchema,
});

/** What a player types: up to 100 characters, not blank; searched trimmed. */
export const gameSearchTitleSchema = z
  .string()
  .max(100)
  .regex(/\S/, 'not blank')
  .transform((value) => value.trim());
/** The search widget (header drop-down) shows at most this many. */
export const searchWidgetSize = 8;
export const gameSearchParamsSchema = z.object({ title: gameSearchTitleSchema });
export const gameSearchShortParamsSchema = gameSearchParamsSchema.extend({ limit: gamePageLimitSchema });
export const gameSearchQuerySchema = z.object({
  limit: gamePageLimitSchema.optional().default(20),
  offset: gamePageOffsetSchema.optional().default(0),
  category: z.enum(gameFilterCategories).optional(),
  provider: gameProviderFilterSchema.optional(),
  searchWidget: queryFlagSchema,
  mobile: queryFlagSchema,
});

/** GET /player/favoriteGames (40 at a time from offset 0) and GET /player/recentGames. */
export const playerGameListQuerySchema = z.object({
  limit: gamePageLimitSchema.optional().default(40),
  offset: gamePageOffsetSchema.optional().default(0),
});
export const recentPlayedDataSchema = z.object({ gameId: z.string(), playedAt: z.iso.datetime() });
