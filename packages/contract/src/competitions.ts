import { z } from 'zod';
import { offsetPageInfoSchema, offsetPageQuerySchema } from './paging';
import { integerStringSchema, minorAmountSchema, positiveMinorAmountSchema } from './amounts';

/** Competitions (issue 16): challenges on multipliers, leaderboards and slot races. */

export const challengeStatusValues = ['upcoming', 'open', 'completed', 'cancelled'] as const;
export const raceScoringValues = ['wagered', 'multiplier', 'net_win'] as const;
export const raceStatusValues = ['upcoming', 'live', 'finished', 'cancelled'] as const;
export const leaderboardIds = ['all', 'daily', 'weekly', 'monthly'] as const;

/** A game to play: `provider` and `slug` are the {system} and {title} of /play/{system}/{title}. */
const gameRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), provider: z.string() });

export const challengeWinnerSchema = z.object({
  place: z.number().int(),
  /** Masked unless the winner chose to show their name. */
  name: z.string(),
  wonAt: z.iso.datetime(),
});

export const challengeSchema = z.object({
  id: z.string(),
  /** One of the rules' five tiers; null for a custom challenge (terms set by staff). */
  tier: z.number().int().min(1).max(5).nullable(),
  /** The win must reach stake x multiplier. */
  multiplier: integerStringSchema,
  /** Prize and minimum bet in `currency` (the player's, EUR for a visitor), minor units. */
  prizeMinor: integerStringSchema,
  minBetMinor: integerStringSchema,
  currency: z.string(),
  /** Null: any slot of our studio. */
  game: gameRefSchema.nullable(),
  maxWinners: z.number().int(),
  winnersCount: z.number().int(),
  status: z.enum(challengeStatusValues),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  winners: z.array(challengeWinnerSchema),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const challengesDataSchema = z.object({ challenges: z.array(challengeSchema) });
export type ChallengesData = z.infer<typeof challengesDataSchema>;

export const leaderboardParamsSchema = z.object({ id: z.enum(leaderboardIds) });
export const leaderboardQuerySchema = offsetPageQuerySchema({
  defaultLimit: 50,
  maxLimit: 100,
  maxOffset: 1_000_000,
});

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  /** Loyalty level (0 before level 1). */
  level: z.number().int(),
  /** In EUR cents, so every currency ranks together. */
  prizesEurCents: integerStringSchema,
  wageredEurCents: integerStringSchema,
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardDataSchema = offsetPageInfoSchema.extend({
  id: z.enum(leaderboardIds),
  total: z.number().int(),
  rows: z.array(leaderboardRowSchema),
  /** The player's own row, also when it is not on this page (null for visitors and non-players). */
  me: leaderboardRowSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
  /** When the period starts again (null for 'all'). */
  resetsOn: z.iso.datetime().nullable(),
  /** Whether the player shows their name (null for visitors). */
  showsName: z.boolean().nullable(),
});
export type LeaderboardData = z.infer<typeof leaderboardDataSchema>;

export const leaderboardNameBodySchema = z.object({ show: z.boolean() });
export const leaderboardNameDataSchema = z.object({ showsName: z.boolean() });

export const raceStandingSchema = z.object({
  place: z.number().int(),
  name: z.string(),
  score: integerStringSchema,
  /** The prize of the place (minor units of the race's currency), '0' beyond the prize table. */
  prizeMinor: integerStringSchema,
  isMe: z.boolean(),
});
export type RaceStanding = z.infer<typeof raceStandingSchema>;

export const slotRaceSummarySchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  scoring: z.enum(raceScoringValues),
  currency: z.string(),
  minBetMinor: integerStringSchema,
  poolMinor: integerStringSchema,
  prizesMinor: z.array(integerStringSchema),
  /** Null: every slot. */
  games: z.array(gameRefSchema).nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(raceStatusValues),
  players: z.number().int(),
});
export type SlotRaceSummary = z.infer<typeof slotRaceSummarySchema>;
export const slotRacesDataSchema = z.object({ races: z.array(slotRaceSummarySchema) });
export type SlotRacesData = z.infer<typeof slotRacesDataSchema>;

export const slotRaceParamsSchema = z.object({ url: z.string().min(1).max(120) });
export const slotRaceStandingsSchema = z.object({
  standings: z.array(raceStandingSchema),
  me: raceStandingSchema.nullable(),
  /** Frozen: the race ended and these are its results. */
  frozen: z.boolean(),
});
export type SlotRaceStandings = z.infer<typeof slotRaceStandingsSchema>;
export const slotRaceDataSchema = slotRaceSummarySchema.extend(slotRaceStandingsSchema.shape);
export type SlotRaceData = z.infer<typeof slotRaceDataSchema>;

// Staff: create, schedule, cancel, results.
/**
 * A challenge: one of the rules' five tiers, or custom terms (all four: a whole multiplier of 2 or more,
 * prize and minimum bet above 0 in a supported currency, converted for players of other currencies).
 */
export const staffChallengeBodySchema = z.object({
  tier: z.number().int().min(1).max(5).optional(),
  multiplier: z
    .string()
    .regex(/^([2-9]|[1-9]\d{1,8})$/, 'a whole multiplier of 2 or more')
    .optional(),
  prizeMinor: positiveMinorAmountSchema.optional(),
  minBetMinor: positiveMinorAmountSchema.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
  gameId: z.uuid().nullish(),
  maxWinners: z.number().int().min(1).max(1000).optional(),
  startsAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().nullish(),
});
export const staffChallengeSchema = z.object({
  id: z.string(),
  tier: z.number().int().nullable(),
  /** A custom challenge's terms (null for a tier). */
  multiplier: integerStringSchema.nullable(),
  prizeMinor: integerStringSchema.nullable(),
  minBetMinor: integerStringSchema.nullable(),
  currency: z.string().nullable(),
  gameId: z.string().nullable(),
  maxWinners: z.number().int(),
  winnersCount: z.number().int(),
  status: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  winners: z.array(
    z.object({
      place: z.number().int(),
      playerId: z.string(),
      username: z.string(),
      currency: z.string(),
      stakeMinor: integerStringSchema,
      winMinor: integerStringSchema,
      prizeMinor: integerStringSchema,
      ledgerEntryId: z.string().nullable(),
      wonAt: z.iso.datetime(),
    }),
  ),
});
export const staffChallengesDataSchema = z.object({ challenges: z.array(staffChallengeSchema) });

export const staffRaceBodySchema = z.object({
  name: z.string().min(1).max(80),
  url: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/)
    .optional(),
  scoring: z.enum(raceScoringValues),
  currency: z.string().regex(/^[A-Z]{3}$/),
  minBetMinor: minorAmountSchema,
  gameIds: z.array(z.uuid()).max(200).nullish(),
  prizesMinor: z.array(positiveMinorAmountSchema).min(1).max(100),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export const staffRaceTemplateBodySchema = staffRaceBodySchema
  .omit({ url: true, startsAt: true, endsAt: true })
  .extend({ recurrence: z.enum(['daily', 'weekly']) });
export const staffRaceTemplateDataSchema = z.object({ id: z.string(), racesMade: z.number().int() });
export const staffRaceDataSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  status: z.string(),
  poolMinor: integerStringSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  results: z.array(
    z.object({
      place: z.number().int(),
      playerId: z.string(),
      username: z.string(),
      score: integerStringSchema,
      prizeMinor: integerStringSchema,
      ledgerEntryId: z.string().nullable(),
    }),
  ),
});
export const staffRacesDataSchema = z.object({ races: z.array(staffRaceDataSchema) });
export const staffCompetitionIdParamsSchema = z.object({ id: z.uuid() });
