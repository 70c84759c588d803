import { z } from 'zod';
import { minorAmountSchema, positiveMinorAmountSchema } from './amounts';

/**
 * The seamless-wallet protocol between the platform and game providers (docs/provider-protocol.md).
 * Every call is a POST under /provider/v1 with a JSON body, signed with HMAC-SHA256 over the raw body
 * using the provider's secret: header `x-provider` names the provider, `x-signature` carries the hex
 * digest. Answers use the platform envelope `{ info, data }`. Amounts are strings of integer minor
 * units of the currency ('150' is 1.50 EUR), never floats.
 */
export { providerHeaderNames } from './values/provider';

const providerIdSchema = z.string().min(1).max(100);

/** Step one of a launch: the provider exchanges the short-lived launch token for a game session. */
export const providerAuthenticateBodySchema = z.object({ launchToken: z.string().min(1).max(128) });
export const providerAuthenticateDataSchema = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  /** Public name for shared tables and winner lists (never the e-mail). */
  nickname: z.string(),
  currency: z.string(),
  language: z.string(),
  gameId: z.string(),
  /** The provider's own id of the game. */
  externalGameId: z.string(),
  balance: minorAmountSchema,
  expiresAt: z.iso.datetime(),
});

export const providerBalanceBodySchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** Optional: a balance asked for without a session is still answered (used after the player left). */
  sessionToken: z.string().optional(),
});

/** Decimal odds as an exact string ("2.5", "1.85"): never a float. */
const decimalOddsSchema = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/);

/** One leg of a sportsbook ticket as the player's Gaming history shows it (names in the provider's words). */
export const providerSportsbookLegSchema = z.object({
  event: z.string().min(1).max(200),
  market: z.string().min(1).max(200),
  selection: z.string().min(1).max(200),
  odds: decimalOddsSchema,
});

/**
 * Optional on a bet, sportsbook only: what the casino's rules need (docs/provider-protocol.md,
 * section 10). `odds` is the ticket's combined odds (a system bet: its lowest line's), `marginBasisPoints`
 * the house edge at placement (1 - the ticket's fair value per unit staked), which feeds cashback.
 */
export const providerSportsbookBetSchema = z.object({
  kind: z.enum(['single', 'accumulator', 'system']),
  odds: decimalOddsSchema,
  marginBasisPoints: z.number().int().min(0).max(10_000),
  legs: z.array(providerSportsbookLegSchema).min(1).max(30).optional(),
});

/** How a sportsbook ticket's leg stands: open until settled, then as the feed settled it. */
export const sportsbookLegResults = [
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'dead_heat',
] as const;
export type SportsbookLegResult = (typeof sportsbookLegResults)[number];
export const sportsbookTicketStatuses = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type SportsbookTicketStatus = (typeof sportsbookTicketStatuses)[number];

/**
 * POST /provider/v1/sportsbook/ticket (docs/provider-protocol.md, section 10): a ticket's state after a
 * settlement, a correction, a re-opening or a cash-out, for the player's Gaming history. One result per
 * leg, in the order of the bet's legs. Moves no money; the highest `version` of a round stands, so a
 * resend or a late older state changes nothing.
 */
export const providerSportsbookTicketBodySchema = z.object({
  playerId: z.string(),
  roundId: providerIdSchema,
  externalGameId: z.string(),
  version: z.number().int().min(1).max(1_000_000_000),
  status: z.enum(sportsbookTicketStatuses),
  legs: z
    .array(z.object({ result: z.enum(sportsbookLegResults) }))
    .min(1)
    .max(30),
});

export const providerSportsbookTicketDataSchema = z.object({
  roundId: z.string(),
  /** The version the platform holds now: this one, or a higher one it had already. */
  version: z.number().int(),
});

export const providerBetBodySchema = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  transactionId: providerIdSchema,
  roundId: providerIdSchema,
  externalGameId: z.string(),
  amount: minorAmountSchema,
  currency: z.string(),
  /**
   * A free round: the id of the casino's free-rounds grant (POST {url}/freerounds) the round is played
   * on. Only with `amount` "0", on a new round; the grant pays for the stake (its `betAmount`).
   */
  freeRoundGrantId: z.uuid().optional(),
  /** A sportsbook ticket's product facts: the bet then counts as a sportsbook bet (product 'sportsbook'). */
  sportsbook: providerSportsbookBetSchema.optional(),
});

export const providerWinBodySchema = z.object({
  playerId: z.string(),
  transactionId: providerIdSchema,
  roundId: providerIdSchema,
  externalGameId: z.string(),
  /** '0' for a lost round: it still closes the round when roundClosed is true. */
  amount: minorAmountSchema,
  currency: z.string(),
  /** True when this is the round's last call: the round then shows in the player's history as ended. */
  roundClosed: z.boolean().default(true),
  /**
   * The part of `amount` that is a progressive jackpot paid from the provider's pool: allowed only on a
   * game listed with isJackpot, once per round, and the only part of a win above the game's maximum.
   */
  jackpotAmount: minorAmountSchema.optional(),
  /** Optional on a win of a free round: the grant its bet named (checked against the round). */
  freeRoundGrantId: z.uuid().optional(),
});

export const providerRollbackBodySchema = z.object({
  playerId: z.string(),
  transactionId: providerIdSchema,
  /** The bet to undo. */
  originalTransactionId: providerIdSchema,
  roundId: providerIdSchema,
  externalGameId: z.string(),
});

/**
 * A settlement corrected for less (sportsbook): takes back up to `amount` of the round's wins, once per
 * `transactionId`. Cash is taken first; what the player's cash cannot cover is booked as uncollected
 * against the casino's own money (a balanced entry, never lost), and answered as `uncollected`.
 */
export const providerAdjustBodySchema = z.object({
  playerId: z.string(),
  transactionId: providerIdSchema,
  roundId: providerIdSchema,
  externalGameId: z.string(),
  /** How much of the round's wins to take back: more than "0", at most what the round won so far. */
  amount: positiveMinorAmountSchema,
  currency: z.string(),
  /** Optional: the win this corrects (kept for audit; the round is what is checked). */
  originalTransactionId: providerIdSchema.optional(),
});

/** Every money answer: the balance after the call, and the platform's id of the movement. */
export const providerMoneyDataSchema = z.object({
  balance: minorAmountSchema,
  currency: z.string(),
  transactionId: z.string(),
  /** Null for a rollback of a bet the platform never saw (recorded so the late bet is refused). */
  platformTransactionId: z.string().nullable(),
});

/** An adjustment's answer: the money answer, what was taken from the player and what was not. */
export const providerAdjustDataSchema = providerMoneyDataSchema.extend({
  taken: minorAmountSchema,
  uncollected: minorAmountSchema,
});

export const providerBalanceDataSchema = z.object({ balance: minorAmountSchema, currency: z.string() });

/** A game's description and details in one language. */
export const providerGameTextSchema = z.object({ description: z.string(), details: z.string() });
export type ProviderGameText = z.infer<typeof providerGameTextSchema>;

/** Called by the platform on the provider: its game list, for the catalogue sync. */
export const providerGameSchema = z.object({
  externalId: z.string(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string(),
  description: z.string(),
  details: z.string(),
  // 'sportsbook': a sportsbook provider's one entry, opened by /sportsbook and kept out of the casino lists.
  category: z.enum(['slots', 'live-casino', 'game-shows', 'crash-and-fast', 'table', 'sportsbook']),
  tags: z.array(z.string()),
  platforms: z.array(z.enum(['PC', 'mobile'])),
  isNew: z.boolean(),
  isJackpot: z.boolean(),
  thumbnail: z.string(),
  /** Percent with two decimals as a string: '96.50'. */
  rtp: z.string().regex(/^\d{1,3}\.\d{2}$/),
  volatility: z.enum(['low', 'medium', 'high', 'very-high']),
  releaseDate: z.iso.date(),
  popularity: z.number().int().min(0),
  hasFunMode: z.boolean(),
  minBet: minorAmountSchema.optional(),
  maxBet: minorAmountSchema.optional(),
  /**
   * The most one round can win, as a whole multiple of the round's stakes (rounded up), progressive
   * jackpots aside. Wins above it are refused; a game that declares none gets the platform's default.
   */
  maxWinMultiplier: z.number().int().min(1).max(100_000_000).optional(),
  /**
   * Optional: description and details in every language the provider offers, by language code
   * ('de', 'no'). `description` and `details` above are the English (and fallback) texts.
   */
  texts: z.record(z.string().regex(/^[a-z]{2}$/), providerGameTextSchema).optional(),
});
export type ProviderGame = z.infer<typeof providerGameSchema>;
export const providerGameListSchema = z.object({
  provider: z.object({ code: z.string(), name: z.string(), logo: z.string() }),
  games: z.array(providerGameSchema),
});
export type ProviderGameList = z.infer<typeof providerGameListSchema>;

/** Called by the platform on the provider (signed the same way): a URL for the player's frame. */
export const providerLaunchBodySchema = z.object({
  externalGameId: z.string(),
  mode: z.enum(['real', 'fun']),
  /** Real mode only: exchanged once through /provider/v1/authenticate. */
  launchToken: z.string().nullable(),
  currency: z.string(),
  language: z.string(),
  homeUrl: z.string().nullable(),
  cashierUrl: z.string().nullable(),
  viewMode: z.enum(['desktop', 'mobile']),
  /** Optional: the player's country (ISO 3166 alpha-2), so dates and amounts read as at home. */
  region: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export type ProviderLaunchBody = z.infer<typeof providerLaunchBodySchema>;
export const providerLaunchDataSchema = z.object({ url: z.string() });

/**
 * Called by the platform on the provider (signed the same way): free rounds the casino grants a player
 * on one game (docs/provider-protocol.md, section 8). Idempotent on `grantId`: the same grant sent again
 * is answered the same; the same id with other fields is refused (idempotency_conflict).
 */
export const providerFreeRoundsBodySchema = z.object({
  /** The casino's id of the grant: every free-round bet carries it as `freeRoundGrantId`. */
  grantId: z.uuid(),
  playerId: z.string(),
  currency: z.string(),
  externalGameId: z.string(),
  /** How many free rounds. */
  rounds: z.number().int().min(1).max(1000),
  /** The stake each free round is played at, in minor units (bets themselves are sent as "0"). */
  betAmount: minorAmountSchema,
  /** After it no free round of the grant is accepted; null: no expiry. */
  expiresAt: z.iso.datetime().nullable(),
  /**
   * Set when the rounds are a bonus's free spins: their wins open a casino bonus to be wagered this
   * many times (the game tells the player so). Absent or null: the wins are paid to the cash balance.
   */
  bonusWagering: z.number().int().min(0).max(10_000).nullable().optional(),
});
export type ProviderFreeRoundsBody = z.infer<typeof providerFreeRoundsBodySchema>;
export const providerFreeRoundsDataSchema = z.object({ grantId: z.string(), roundsLeft: z.number().int() });

/**
 * A network promotion's prize (docs/provider-protocol.md, section 9): the provider credits a player for
 * a promotion it runs across its operators (a random drop, a race place). No round and no live game
 * session are needed; idempotent on `transactionId` like bet and win.
 */
const promotionCreditFields = {
  playerId: z.string(),
  transactionId: providerIdSchema,
  /** The provider's code of the promotion (as listed by POST {url}/promotions). */
  promotionCode: z.string().regex(/^[a-z0-9-]{1,100}$/),
  amount: positiveMinorAmountSchema,
  currency: z.string(),
  /** A drop: the provider's round that drew it (for audit only; it need not be open, nor known). */
  roundId: providerIdSchema.optional(),
};
/** A drop has no place; a race prize has its place (1 is first). */
export const providerPromotionBodySchema = z.discriminatedUnion('kind', [
  z.object({ ...promotionCreditFields, kind: z.literal('drop'), place: z.null() }),
  z.object({
    ...promotionCreditFields,
    kind: z.literal('race'),
    place: z.number().int().min(1).max(100_000),
  }),
]);
export type ProviderPromotionBody = z.input<typeof providerPromotionBodySchema>;
