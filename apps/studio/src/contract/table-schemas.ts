import { minorAmountSchema } from '@casino/contract';
import { tableBetSchema } from '@casino/fair/tables/table-games';
import { z } from 'zod';

/** The shared RNG tables' HTTP calls: their state, their drawn rounds, and bets and moves by HTTP. */

const objectOf = z.record(z.string(), z.unknown());

export const tableSlugParamsSchema = z.object({ slug: z.string().max(64) });

export const tableStateSchema = z.object({
  table: z.string(),
  phase: z.enum(['idle', 'betting', 'deciding', 'drawing', 'pause']),
  roundId: z.string().nullable(),
  serverSeedHash: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** A player who joins mid-round sees the common cards and how long the decisions last. */
  decidesUntil: z.string().nullable(),
  deal: objectOf.nullable(),
  serverTime: z.string(),
  totals: z.record(z.string(), minorAmountSchema),
  players: z.number().int(),
});

export const tableHistoryRoundSchema = z.object({
  roundId: z.string(),
  outcome: objectOf.nullable(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.literal(0),
  drawnAt: z.string().nullable(),
});
export const tableHistoryDataSchema = z.object({ rounds: z.array(tableHistoryRoundSchema) });

export const placementBodySchema = z.object({
  bets: z
    .array(tableBetSchema.refine((bet) => BigInt(bet.amount) > 0n, 'amounts are above zero'))
    .min(1)
    .max(40),
});
export const placedBetSchema = z.object({
  betId: z.string(),
  tableRoundId: z.string(),
  stake: minorAmountSchema,
  bets: z.array(tableBetSchema),
  balance: minorAmountSchema.nullable(),
});

export const moveBodySchema = z.object({ move: z.string().min(1).max(16) });
export const movedHandSchema = z.object({
  tableRoundId: z.string(),
  move: z.string(),
  hand: objectOf,
  isDone: z.boolean(),
  balance: minorAmountSchema.nullable(),
});
