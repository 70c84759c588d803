import { z } from 'zod';

/**
 * The outbox: one schema per event kind (topic), whoever writes it (the platform's TypeScript or the
 * wallet's stored functions), and one parser every reader uses. Money is a decimal string of minor
 * units, never a number. A payload may carry fields a schema does not name (a reader keeps those it
 * knows); the test journey checks every event written against its schema, strictly.
 */

const minorString = z.string().regex(/^\d+$/);
const signedMinorString = z.string().regex(/^-?\d+$/);
const uuid = z.guid();
const currency = z.string().min(3).max(10);

/** The fields of every game movement (bet, win, rollback) the wallet writes with its ledger entry. */
const gameMovementFields = {
  playerId: uuid,
  gameId: uuid,
  category: z.string(),
  provider: z.string().min(1),
  /** The platform's round (game_rounds.id). */
  roundId: uuid,
  externalRoundId: z.string().min(1),
  transactionId: z.string().min(1),
  currency,
  /** 10,000 - the game's RTP when the movement was made (absent on events of old). */
  houseEdgeBasisPoints: z.number().int().min(0).max(10_000).optional(),
};

/** A bet: `stake` is its cash part, `bonusStake` the part paid from a wagered bonus. */
export const gameBetEventSchema = z.object({
  ...gameMovementFields,
  stake: minorString,
  win: z.literal('0'),
  bonusStake: minorString.optional(),
  bonusGrantId: uuid.optional(),
  /** Sportsbook bets: their product (a casino bet has none: its category names it). */
  product: z.literal('sportsbook').optional(),
  /** Sportsbook bets: the combined decimal odds, exact. */
  odds: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .optional(),
});

/** A win: `stake` is its round's stake so far (cash and bonus), `win` this payout. */
export const gameWinEventSchema = z.object({
  ...gameMovementFields,
  stake: minorString,
  win: minorString,
  roundClosed: z.boolean(),
  jackpot: minorString.optional(),
  bonusWin: minorString.optional(),
  bonusWinKept: z.literal('bonus_ended').optional(),
  freeRoundGrantId: uuid.optional(),
});

/** A rollback of a bet: `stake` is minus the undone bet's cash amount, `bonusStake` minus its bonus part. */
export const gameRollbackEventSchema = z.object({
  ...gameMovementFields,
  stake: signedMinorString,
  win: z.literal('0'),
  originalTransactionId: z.string().min(1),
  bonusStake: signedMinorString.optional(),
});

/**
 * A win taken back (a sportsbook settlement corrected for less): `win` is the amount taken back from the
 * round's wins, `taken` the part the player's cash paid, `uncollected` the rest (booked against the
 * casino's own money).
 */
export const gameAdjustEventSchema = z.object({
  ...gameMovementFields,
  stake: minorString,
  win: minorString,
  taken: minorString,
  uncollected: minorString,
  originalTransactionId: z.string().min(1).optional(),
});

/** A network promotion's prize (a drop, or a place in a race) a provider credited. */
export const gamePromotionEventSchema = z.object({
  playerId: uuid,
  provider: z.string().min(1),
  transactionId: z.string().min(1),
  promotionCode: z.string().min(1),
  promotionKind: z.enum(['drop', 'race']),
  place: z.number().int().positive().nullable(),
  amount: minorString,
  currency,
});

export const depositCompletedEventSchema = z.object({
  playerId: uuid,
  depositId: uuid,
  amountMinor: minorString,
  currency,
  cryptoCurrency: z.string().nullable().optional(),
});

export const firstDepositEventSchema = depositCompletedEventSchema.extend({ at: z.iso.datetime() });

export const withdrawalEventSchema = z.object({
  playerId: uuid,
  withdrawalId: uuid,
  amountMinor: minorString,
  currency,
});

export const bonusActivatedEventSchema = z.object({
  playerId: uuid,
  grantId: uuid,
  currency,
  bonusMinor: minorString,
});

export const bonusEndedEventSchema = z.object({
  playerId: uuid,
  grantId: uuid,
  currency,
  toCashMinor: minorString,
  forfeitedMinor: minorString,
});

export const freeRoundsCompletedEventSchema = z.object({
  freeRoundGrantId: uuid,
  playerId: uuid,
  gameId: uuid,
  currency,
  rounds: z.number().int().nonnegative(),
  betMinor: minorString,
  totalWin: minorString,
  source: z.string(),
  sourceKey: z.string().nullable(),
});

export const loyaltyLevelRewardEventSchema = z.object({
  playerId: uuid,
  level: z.number().int().min(1),
  amountMinor: minorString,
  currency,
});

export const loyaltyCashbackClaimedEventSchema = z.object({
  playerId: uuid,
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amountMinor: minorString,
  currency,
});

export const loyaltyVipPeriodRewardEventSchema = z.object({
  playerId: uuid,
  kind: z.string().min(1),
  periodStart: z.string().min(1),
  amountMinor: minorString,
  currency,
});

const competitionPrizeFields = {
  playerId: uuid,
  amountMinor: minorString,
  currency,
  place: z.number().int(),
};
export const challengePrizeEventSchema = z.object({ ...competitionPrizeFields, challengeId: uuid });
export const slotRacePrizeEventSchema = z.object({ ...competitionPrizeFields, raceId: uuid });

/** Every outbox topic and its payload's schema. */
export const outboxEventSchemas = {
  'game.bet': gameBetEventSchema,
  'game.win': gameWinEventSchema,
  'game.rollback': gameRollbackEventSchema,
  'game.adjust': gameAdjustEventSchema,
  'game.promotion': gamePromotionEventSchema,
  'deposit completed': depositCompletedEventSchema,
  'first deposit': firstDepositEventSchema,
  'withdrawal requested': withdrawalEventSchema,
  'withdrawal paid': withdrawalEventSchema,
  'withdrawal cancelled': withdrawalEventSchema,
  'withdrawal rejected': withdrawalEventSchema,
  'withdrawal expired': withdrawalEventSchema,
  'bonus.activated': bonusActivatedEventSchema,
  'bonus.converted': bonusEndedEventSchema,
  'bonus.forfeited': bonusEndedEventSchema,
  'bonus.expired': bonusEndedEventSchema,
  'bonus.cancelled': bonusEndedEventSchema,
  'free_rounds.completed': freeRoundsCompletedEventSchema,
  'loyalty.level_reward': loyaltyLevelRewardEventSchema,
  'loyalty.cashback_claimed': loyaltyCashbackClaimedEventSchema,
  'loyalty.vip_period_reward': loyaltyVipPeriodRewardEventSchema,
  'competitions.challenge_prize': challengePrizeEventSchema,
  'competitions.slot_race_prize': slotRacePrizeEventSchema,
} as const;

export type OutboxTopic = keyof typeof outboxEventSchemas;
export const outboxTopics = Object.keys(outboxEventSchemas) as OutboxTopic[];

/** An outbox event whose payload matched its topic's schema. */
export type OutboxEvent = {
  [T in OutboxTopic]: { topic: T; payload: z.infer<(typeof outboxEventSchemas)[T]> };
}[OutboxTopic];

export function isOutboxTopic(topic: string): topic is OutboxTopic {
  return Object.hasOwn(outboxEventSchemas, topic);
}

/** The reasons an event is not read: a topic no schema knows, or a payload its schema refuses. */
export type OutboxParseResult =
  | { ok: true; event: OutboxEvent }
  | { ok: false; reason: 'unknown_topic' | 'invalid_payload'; issues: string[] };

/**
 * The one parser of outbox events. `strict` also refuses fields the schema does not name (the tests
 * use it, so a writer that adds a field adds it to the schema); readers parse leniently.
 */
export function parseOutboxEvent(
  topic: string,
  payload: unknown,
  options: { strict?: boolean } = {},
): OutboxParseResult {
  if (!isOutboxTopic(topic)) return { ok: false, reason: 'unknown_topic', issues: [topic] };
  const schema = outboxEventSchemas[topic];
  const parsed = (options.strict ? schema.strict() : schema).safeParse(payload);
  if (!parsed.success)
    return {
      ok: false,
      reason: 'invalid_payload',
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  return { ok: true, event: { topic, payload: parsed.data } as OutboxEvent };
}

/**
 * A wager fact as the projections read it (the API's wager_facts row): casino rounds now, sportsbook
 * bets later (product 'sportsbook', `odds`). A `settlement` is the countable copy of a bet whose round
 * settled (a win, or closed) and was not rolled back: loyalty, cashback, challenges, races and
 * leaderboards count stakes only from settlements.
 */
export const wagerFactKinds = ['bet', 'win', 'rollback', 'deposit', 'settlement'] as const;
export const wagerFactProducts = [
  'slots',
  'live-casino-and-tables',
  'game-shows',
  'crash-and-fast',
  'sportsbook',
] as const;
export const wagerFactSchema = z.object({
  id: z.number().int().positive(),
  outboxEventId: z.number().int().positive().nullable(),
  kind: z.enum(wagerFactKinds),
  playerId: uuid,
  product: z.enum(wagerFactProducts).nullable(),
  gameId: uuid.nullable(),
  category: z.string().nullable(),
  provider: z.string().nullable(),
  roundId: uuid.nullable(),
  currency,
  cashStakeMinor: z.bigint().nonnegative(),
  bonusStakeMinor: z.bigint().nonnegative(),
  winMinor: z.bigint().nonnegative(),
  depositMinor: z.bigint().nonnegative(),
  houseEdgeBasisPoints: z.number().int().min(0).max(10_000).nullable(),
  odds: z.string().nullable(),
  sign: z.union([z.literal(1), z.literal(-1)]),
  sourceKey: z.string().nullable(),
  reversesFactId: z.number().int().nullable(),
  settlesFactId: z.number().int().nullable(),
  createdAt: z.date(),
});
export type WagerFact = z.infer<typeof wagerFactSchema>;
