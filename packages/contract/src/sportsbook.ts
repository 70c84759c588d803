import { z } from 'zod';
import { minorAmountSchema, positiveMinorAmountSchema } from './amounts';

/**
 * The sportsbook's API for its front end (issue 27), served by the sportsbook provider where it is
 * mounted (`/sportsbook-api` on the platform). Prices are decimal odds (two decimals), amounts integer
 * minor units as strings, times ISO 8601. A player is known by the sportsbook session the platform's
 * game launch opened (header x-sportsbook-session; the push socket takes it as `session` in its URL).
 */
export { sportsbookSessionHeader } from './routes/sportsbook-keys';

export const sportsbookSports = ['football', 'tennis', 'basketball'] as const;
export const sportEventStatuses = [
  'not_started',
  'live',
  'ended',
  'closed',
  'cancelled',
  'postponed',
] as const;
export const sportsMarketStatuses = ['active', 'suspended', 'deactivated', 'settled', 'cancelled'] as const;
export const oddsAcceptances = ['none', 'higher', 'any'] as const;
export const namedSystemBets = [
  'trixie',
  'patent',
  'yankee',
  'lucky_15',
  'super_yankee',
  'lucky_31',
  'heinz',
  'lucky_63',
  'super_heinz',
  'goliath',
] as const;

const idSchema = z.string().min(1).max(120);
export const marketSpecifiersSchema = z.record(z.string().max(40), z.union([z.string().max(40), z.number()]));

export const sportsMarketSchema = z.object({
  /** The market's type and specifiers in a fixed order ("totals|total=2.5"). */
  key: z.string(),
  type: z.string(),
  specifiers: marketSpecifiersSchema,
  status: z.enum(sportsMarketStatuses),
  /** Grows with every change: a placement names the version it saw. */
  version: z.number().int(),
  outcomes: z.array(z.object({ id: z.string(), odds: z.number() })),
});
export type SportsMarket = z.infer<typeof sportsMarketSchema>;

export const sportEventSchema = z.object({
  id: z.string(),
  sport: z.enum(sportsbookSports),
  competitionId: z.string(),
  competitionName: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: z.iso.datetime(),
  status: z.enum(sportEventStatuses),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  clockSeconds: z.number().int().nullable(),
  detail: z.string().nullable(),
  /** A match, or an outright (a competition's winner: `home` names it, its one market is `outright`). */
  kind: z.enum(['match', 'outright']).optional(),
  /** The markets open for bets. */
  marketCount: z.number().int(),
  /** The sport's main market (1x2, match winner, moneyline) for lists. */
  mainMarket: sportsMarketSchema.nullable(),
});
export type SportEventView = z.infer<typeof sportEventSchema>;

const countsSchema = { live: z.number().int(), upcoming: z.number().int() };
export const sportsDataSchema = z.object({
  sports: z.array(z.object({ sport: z.enum(sportsbookSports), ...countsSchema })),
});
export const competitionsQuerySchema = z.object({ sport: z.enum(sportsbookSports).optional() });
export const competitionsDataSchema = z.object({
  competitions: z.array(
    z.object({ id: z.string(), name: z.string(), sport: z.enum(sportsbookSports), ...countsSchema }),
  ),
});

const pageLimit = z.coerce.number().int().min(1).max(100).default(50);
const pageOffset = z.coerce.number().int().min(0).max(100_000).default(0);
/** today: starting or played today (UTC); live: in play; soon: starting within the hour. */
export const eventFilters = ['all', 'today', 'live', 'soon'] as const;
export const eventsQuerySchema = z.object({
  filter: z.enum(eventFilters).default('all'),
  sport: z.enum(sportsbookSports).optional(),
  competition: idSchema.optional(),
  /** Text searched in the teams' and the competition's names. */
  q: z.string().trim().min(1).max(60).optional(),
  limit: pageLimit,
  offset: pageOffset,
});
export const eventsDataSchema = z.object({ events: z.array(sportEventSchema), total: z.number().int() });
export const eventParamsSchema = z.object({ id: idSchema });
export const eventDataSchema = z.object({
  event: sportEventSchema,
  groups: z.array(z.object({ type: z.string(), markets: z.array(sportsMarketSchema) })),
});

export const selectionRefSchema = z.object({
  eventId: idSchema,
  marketType: z.string().min(1).max(40),
  specifiers: marketSpecifiersSchema.default({}),
  outcomeId: z.string().min(1).max(40),
});
export const quoteBodySchema = z.object({ selections: z.array(selectionRefSchema).min(1).max(20) });
export const quoteDataSchema = z.object({
  selections: z.array(
    selectionRefSchema.extend({
      isAvailable: z.boolean(),
      odds: z.number().nullable(),
      version: z.number().int().nullable(),
    }),
  ),
  /** Which bets these selections make: a single each, an accumulator, the systems of their count. */
  combinations: z.object({
    singles: z.boolean(),
    accumulator: z.object({ isPossible: z.boolean(), odds: z.number().nullable() }),
    systems: z.array(
      z.object({ name: z.string(), size: z.number().int().nullable(), lines: z.number().int() }),
    ),
  }),
});

export const betKindSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single') }),
  z.object({ kind: z.literal('accumulator') }),
  z.object({
    kind: z.literal('system'),
    system: z.union([
      z.enum(namedSystemBets),
      z.object({ size: z.number().int().min(1).max(20), from: z.number().int().min(2).max(20) }),
    ]),
  }),
]);
export const placeTicketBodySchema = z.object({
  /** The client's key for this placement: sent again, it answers the first ticket and debits once. */
  idempotencyKey: z.string().min(8).max(100),
  /** The stake of the ticket, or of each line of a system bet. */
  stake: minorAmountSchema,
  bet: betKindSchema,
  selections: z
    .array(
      selectionRefSchema.extend({ odds: z.number().gt(1).max(100_000), version: z.number().int().min(0) }),
    )
    .min(1)
    .max(20),
  acceptOddsChange: z.enum(oddsAcceptances),
});
export type PlaceTicketBody = z.input<typeof placeTicketBodySchema>;

export const ticketLegSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  marketType: z.string(),
  specifiers: marketSpecifiersSchema,
  outcomeId: z.string(),
  odds: z.number(),
  isLive: z.boolean(),
  /** Null while open; won, lost, void, half_won, half_lost or dead_heat once settled. */
  result: z.string().nullable(),
});
export const ticketStatuses = [
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
  'cancelled',
  'refused',
] as const;
/**
 * One step of a ticket's history after placement: a cash-out (full, or partial on `stake` of it), its
 * first settlement, a correction (re-settlement) or a re-opening by a rolled-back settlement.
 */
export const ticketHistoryEntrySchema = z.object({
  kind: z.enum(['cash_out', 'partial_cash_out', 'settled', 'resettled', 'reopened']),
  at: z.iso.datetime(),
  /** The cash-out paid, or the return the settlement left; null for a re-opening. */
  amount: minorAmountSchema.nullable(),
  /** The stake a cash-out took; null otherwise. */
  stake: minorAmountSchema.nullable(),
  /** The ticket's status the settlement left (won, lost, void); null for a cash-out. */
  status: z.enum(ticketStatuses).nullable(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;
export const sportsTicketSchema = z.object({
  id: z.string(),
  status: z.enum(ticketStatuses),
  kind: z.enum(['single', 'accumulator', 'system']),
  systemName: z.string().nullable(),
  currency: z.string(),
  stake: minorAmountSchema,
  potentialReturn: minorAmountSchema,
  settledReturn: minorAmountSchema.nullable(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  legs: z.array(ticketLegSchema),
  /** Oldest first; empty for a ticket nothing has happened to since placement. */
  history: z.array(ticketHistoryEntrySchema),
});
export type SportsTicket = z.infer<typeof sportsTicketSchema>;
export const placeTicketDataSchema = z.object({
  ticket: sportsTicketSchema,
  /** The selections whose price is no longer the one the player saw. */
  movedLegs: z.array(z.number().int()),
});
/** The data of a refused placement (its result code says why). */
export const placementRefusalDataSchema = z.object({
  movedLegs: z.array(z.number().int()),
  selection: z.number().int().nullable(),
});
export const ticketsQuerySchema = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  limit: pageLimit,
  offset: pageOffset,
});
export const ticketsDataSchema = z.object({ tickets: z.array(sportsTicketSchema), total: z.number().int() });

export const ticketIdParamsSchema = z.object({ id: z.uuid() });
/** A cash-out offer for the whole stake, or for `stake` of it (partial: the stake left stays at the minimum or above). */
export const cashOutQuoteBodySchema = z.object({ stake: minorAmountSchema.optional() });
export const cashOutQuoteDataSchema = z.object({
  quoteId: z.uuid(),
  ticketId: z.uuid(),
  /** The part of the stake the offer cashes out. */
  stake: minorAmountSchema,
  amount: minorAmountSchema,
  /** The offer holds until then, and only while no price of the ticket moves. */
  expiresAt: z.iso.datetime(),
});
export const cashOutAcceptDataSchema = z.object({
  ticketId: z.uuid(),
  amount: minorAmountSchema,
  /** cashed_out, or open with the stake left after a partial cash-out. */
  status: z.enum(ticketStatuses),
  stake: minorAmountSchema,
});

/** Automatic cash-out: the whole ticket, as soon as the offer reaches `amount`. */
export const autoCashOutBodySchema = z.object({ amount: positiveMinorAmountSchema });
export const autoCashOutDataSchema = z.object({
  ticketId: z.uuid(),
  /** The amount set; null once removed. */
  amount: minorAmountSchema.nullable(),
});

export const sportsbookSessionDataSchema = z.object({
  /** The player's own id: the front end keeps his preferences (favourites, odds format) under it. */
  playerId: z.string(),
  nickname: z.string().nullable(),
  currency: z.string(),
  language: z.string(),
  balance: minorAmountSchema,
  limits: z.object({
    minStake: minorAmountSchema,
    maxStake: minorAmountSchema,
    maxPayout: minorAmountSchema,
  }),
  liveDelayMs: z.number().int(),
});

/** What the push socket sends: one message per changed event, its markets as they now stand. */
export const sportsPushMessageSchema = z.object({
  type: z.literal('event'),
  event: sportEventSchema.omit({ mainMarket: true, marketCount: true }),
  /** Only the markets that changed since the last message (all of them for a lobby: its main market). */
  markets: z.array(sportsMarketSchema),
});
/** What a client sends: the events it follows, and whether it follows the lobby (every event's main market). */
export const sportsPushSubscribeSchema = z.object({
  subscribe: z.array(idSchema).max(200).default([]),
  unsubscribe: z.array(idSchema).max(200).default([]),
  lobby: z.boolean().optional(),
});

/** How a player shows prices; kept per player by the sportsbook (the front end caches it). */
export const sportsOddsFormats = ['decimal', 'fractional', 'american'] as const;
/** A player's sportsbook preferences, the same in every browser he launches it from. */
export const sportsbookPrefsSchema = z.object({
  favourites: z.array(z.string().min(1).max(80)).max(100),
  oddsFormat: z.enum(sportsOddsFormats),
  acceptOddsChange: z.enum(oddsAcceptances),
});
export type SportsbookPrefs = z.infer<typeof sportsbookPrefsSchema>;
