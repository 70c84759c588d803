// The feed's messages, after Sportradar's Unified Odds Feed: odds change, bet stop, bet settlement
// (result, void factor, dead-heat factor per outcome), bet cancel (optionally for a time range),
// rollbacks of a settlement and of a cancel, fixture change, and producer down/up with recovery.
// Times are milliseconds since the epoch. One schema parses recorded logs and live adapters alike.
import { z } from 'zod';
import { MARKET_STATUSES } from '../markets/market.js';

export const SPORTS = ['football', 'tennis', 'basketball'] as const;
export type Sport = (typeof SPORTS)[number];

export const EVENT_STATUSES = ['not_started', 'live', 'ended', 'closed', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const specifiersSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const marketRefSchema = z.object({ type: z.string().min(1), specifiers: specifiersSchema.default({}) });

export const sportEventSchema = z.object({
  id: z.string().min(1),
  sport: z.enum(SPORTS),
  competitionId: z.string().min(1),
  home: z.string().min(1),
  away: z.string().min(1),
  startTime: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  /** Points, goals or sets so far; the detail (games, points) in `detail`. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).optional(),
  /** Match clock in seconds played (football, basketball). */
  clockSeconds: z.number().int().nonnegative().optional(),
  detail: z.string().optional(),
  /** An outright (a competition's winner) rather than a match; its home names it, away is 'winner'. */
  kind: z.enum(['match', 'outright']).optional(),
});
export type SportEvent = z.infer<typeof sportEventSchema>;

const base = { timestamp: z.number().int(), producer: z.string().min(1) };

const oddsChangeSchema = z.object({
  type: z.literal('odds_change'),
  ...base,
  eventId: z.string(),
  eventStatus: sportEventSchema
    .pick({ status: true, score: true, clockSeconds: true, detail: true })
    .partial()
    .optional(),
  markets: z.array(
    marketRefSchema.extend({
      status: z.enum(MARKET_STATUSES).default('active'),
      outcomes: z.array(
        z.object({ id: z.string(), odds: z.number().gt(1), probability: z.number().min(0).max(1) }),
      ),
    }),
  ),
});

const betStopSchema = z.object({
  type: z.literal('bet_stop'),
  ...base,
  eventId: z.string(),
  /** Only these market types; all of the event's markets when absent. */
  marketTypes: z.array(z.string()).optional(),
});

const factor = z.number().min(0).max(1);
const betSettlementSchema = z.object({
  type: z.literal('bet_settlement'),
  ...base,
  eventId: z.string(),
  markets: z.array(
    marketRefSchema.extend({
      outcomes: z.array(
        z.object({
          id: z.string(),
          result: z.union([z.literal(0), z.literal(1)]),
          voidFactor: factor.default(0),
          deadHeatFactor: factor.default(1),
        }),
      ),
    }),
  ),
});

const timeRange = { startTime: z.number().int().optional(), endTime: z.number().int().optional() };
const betCancelSchema = z.object({
  type: z.literal('bet_cancel'),
  ...base,
  eventId: z.string(),
  ...timeRange,
  voidReason: z.string().optional(),
  markets: z.array(marketRefSchema),
});
const rollbackSettlementSchema = z.object({
  type: z.literal('rollback_bet_settlement'),
  ...base,
  eventId: z.string(),
  markets: z.array(marketRefSchema),
});
const rollbackCancelSchema = z.object({
  type: z.literal('rollback_bet_cancel'),
  ...base,
  eventId: z.string(),
  ...timeRange,
  markets: z.array(marketRefSchema),
});
const fixtureChangeSchema = z.object({
  type: z.literal('fixture_change'),
  ...base,
  eventId: z.string(),
  changeType: z.enum(['new', 'start_time', 'cancelled', 'postponed', 'status']),
  fixture: sportEventSchema.partial().optional(),
});
const producerDownSchema = z.object({ type: z.literal('producer_down'), ...base, reason: z.string() });
const producerUpSchema = z.object({ type: z.literal('producer_up'), ...base });
const snapshotCompleteSchema = z.object({
  type: z.literal('snapshot_complete'),
  ...base,
  requestId: z.number().int(),
});

export const feedMessageSchema = z.discriminatedUnion('type', [
  oddsChangeSchema,
  betStopSchema,
  betSettlementSchema,
  betCancelSchema,
  rollbackSettlementSchema,
  rollbackCancelSchema,
  fixtureChangeSchema,
  producerDownSchema,
  producerUpSchema,
  snapshotCompleteSchema,
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;
export type FeedMessageInput = z.input<typeof feedMessageSchema>;
export type OddsChange = z.infer<typeof oddsChangeSchema>;
export type BetSettlement = z.infer<typeof betSettlementSchema>;
