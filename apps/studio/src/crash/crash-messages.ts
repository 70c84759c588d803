import { minorAmountSchema } from '@casino/contract';
import { z } from 'zod';
import { maxAutoCashOut, minAutoCashOut } from '@casino/fair/crash/crash-curve';
import type {
  crashHistoryRoundSchema,
  crashPhaseSchema,
  publicCrashBetSchema,
  publicCrashRoundSchema,
} from '../contract/crash-schemas';

/**
 * The crash socket's messages, JSON both ways. What the client sends is validated here; what the
 * server sends is typed here, and the browser imports the types only.
 */

/** '2.50' -> 250 hundredths; at most two decimals, as every multiplier the players see. */
const multiplierText = z
  .union([z.number(), z.string()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'a multiplier with at most two decimals'))
  .transform((value) => {
    const [whole, fraction = ''] = value.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  })
  .refine(
    (value) => value >= minAutoCashOut && value <= maxAutoCashOut,
    'the auto cash-out lies between 1.01 and 1,000,000.00',
  );

export const crashBetBodySchema = z.object({
  stake: minorAmountSchema,
  autoCashOut: multiplierText.nullable().default(null),
});
export type CrashBetBody = z.infer<typeof crashBetBodySchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(100) }),
  z.object({
    type: z.literal('bet'),
    stake: minorAmountSchema,
    autoCashOut: z.union([z.string(), z.number()]).nullable().optional(),
  }),
  z.object({ type: z.literal('cashout') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type CrashPhase = z.infer<typeof crashPhaseSchema>;
export type PublicCrashBet = z.infer<typeof publicCrashBetSchema>;
export type PublicCrashRound = z.infer<typeof publicCrashRoundSchema>;

export type ServerMessage =
  | { type: 'state'; round: PublicCrashRound; serverTime: string }
  | { type: 'tick'; roundId: string; elapsedMs: number; multiplier: number }
  | { type: 'crash'; roundId: string; roundNumber: number; crashPoint: number; hash: string }
  | {
      type: 'bet_accepted';
      roundId: string;
      stake: string;
      autoCashOut: number | null;
      balance: string | null;
    }
  | { type: 'cashed_out'; roundId: string; multiplier: number; payout: string; balance: string | null }
  | { type: 'settled'; roundId: string; payout: string; balance: string | null }
  | { type: 'authed'; mode: 'real' | 'fun' }
  | { type: 'error'; code: string; message: string; data?: unknown };

export type CrashHistoryRound = z.infer<typeof crashHistoryRoundSchema>;
