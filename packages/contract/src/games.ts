import { z } from 'zod';

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

export const gameSorts = ['popular', 'new', 'az', 'za', 'rtp'] as const;
export type GameSort = (typeof gameSorts)[number];

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
  category: z.enum(gameCategories),
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
  gameId: z.string().optional(),
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
