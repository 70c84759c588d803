import { minorAmountSchema } from '@casino/contract';
import { z } from 'zod';

/** The crash game's HTTP calls: the round in play and the last finished rounds. */

export const crashPhaseSchema = z.enum(['betting', 'running', 'crashed']);

export const publicCrashBetSchema = z.object({
  name: z.string(),
  stake: minorAmountSchema,
  /** Hundredths, once cashed out. */
  cashedOutAt: z.number().int().nullable(),
  payout: minorAmountSchema.nullable(),
  /** Only in the state sent to the bet's own player. */
  isMine: z.boolean().optional(),
  /** The automatic cash-out asked for, in hundredths (null: none); only in the bet's own player's state. */
  autoCashOut: z.number().int().nullable().optional(),
});

export const publicCrashRoundSchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  phase: crashPhaseSchema,
  /** The previous round's game hash, revealed: SHA-256 of this round's hash must equal it. */
  previousHash: z.string(),
  terminatingHash: z.string(),
  salt: z.string(),
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  /** Milliseconds since the run began (server time) and the multiplier then, in hundredths. */
  elapsedMs: z.number(),
  multiplier: z.number().int(),
  growthPerMs: z.number(),
  bets: z.array(publicCrashBetSchema),
  /** Revealed once crashed. */
  crashPoint: z.number().int().nullable(),
  hash: z.string().nullable(),
});

/** A finished round as the history lists it: the hash is shown only once the round is over. */
export const crashHistoryRoundSchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  status: z.enum(['crashed', 'cancelled']),
  crashPoint: z.number().int(),
  hash: z.string(),
  endedAt: z.string().nullable(),
});

export const crashStateDataSchema = z.object({ round: publicCrashRoundSchema.nullable() });
export const crashHistoryDataSchema = z.object({ rounds: z.array(crashHistoryRoundSchema) });
