import { minorAmountSchema } from '@casino/contract';
import { z } from 'zod';

/**
 * The game page's API (under the studio's /api): what the page sends and what it is answered. The
 * server validates both; the page takes the types only (client/api.ts), so no zod reaches its bundle.
 */

const objectOf = z.record(z.string(), z.unknown());

/** A seed pair as its player may see it: the server seed only once it is revealed. */
export const publicSeedSchema = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

export const freeRoundsOfferSchema = z.object({
  grantId: z.string(),
  roundsLeft: z.number().int(),
  betAmount: minorAmountSchema,
  expiresAt: z.string().nullable(),
  /** The wins open a casino bonus wagered this many times; null: they go to the balance. */
  bonusWagering: z.number().int().nullable(),
});

export const sessionDataSchema = z.object({
  mode: z.enum(['real', 'fun']),
  game: z.object({
    slug: z.string(),
    title: z.string(),
    rtp: z.string(),
    minBet: minorAmountSchema,
    maxBet: minorAmountSchema,
    maxWin: minorAmountSchema,
  }),
  currency: z.string(),
  language: z.string(),
  balance: minorAmountSchema,
  nickname: z.string().nullable(),
  homeUrl: z.string().nullable(),
  cashierUrl: z.string().nullable(),
  /** Free spins the casino granted on this slot (real play only): spun at betAmount, costing nothing. */
  freeRounds: freeRoundsOfferSchema.nullable().optional(),
  seed: publicSeedSchema,
});

/** A round as its player sees it: amounts as strings of minor units, the seeds it was drawn from. */
export const roundDataSchema = z.object({
  id: z.string(),
  game: z.string(),
  mode: z.enum(['real', 'fun']),
  currency: z.string(),
  stake: minorAmountSchema,
  payout: minorAmountSchema,
  params: objectOf,
  outcome: objectOf,
  /** A multi-step round's moves (tiles, guesses), in order; absent for a single shot. */
  moves: z.array(z.unknown()).optional(),
  nonce: z.number().int(),
  status: z.string(),
  isPending: z.boolean(),
  isHeld: z.boolean(),
  /** A free spin granted by the casino: played at `stake`, paid by nobody. */
  isFreeRound: z.boolean(),
  balanceAfter: minorAmountSchema.nullable(),
  createdAt: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
});

/** A multi-step round (mines, hi-lo) as the step routes answer it. */
export const stepRoundDataSchema = roundDataSchema.extend({
  moves: z.array(z.unknown()),
  isOpen: z.boolean(),
  canCashOut: z.boolean(),
});

export const playBodySchema = z.object({
  stake: minorAmountSchema,
  params: z.unknown().default({}),
  /** A free spin on a grant of the platform: played at the grant's bet value, debited 0. */
  freeRoundGrantId: z.uuid().optional(),
});
export type PlayBody = z.infer<typeof playBodySchema>;

export const roundIdParamsSchema = z.object({ id: z.string().max(64) });
/** A move of a multi-step round: the game's own rules validate it (a tile, a guess). */
export const stepBodySchema = z.object({ move: z.unknown() });

export const rotateSeedBodySchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x20-\x7e]+$/, 'printable characters only')
    .optional(),
});
export const rotateSeedDataSchema = z.object({
  revealed: publicSeedSchema.nullable(),
  seed: publicSeedSchema,
});

export const playDataSchema = z.object({ round: roundDataSchema });
export const stepRoundAnswerSchema = z.object({ round: stepRoundDataSchema });
export const openRoundDataSchema = z.object({ round: stepRoundDataSchema.nullable() });
export const historyDataSchema = z.object({ rounds: z.array(roundDataSchema) });
export const jackpotDataSchema = z.object({ pool: minorAmountSchema.nullable(), currency: z.string() });
