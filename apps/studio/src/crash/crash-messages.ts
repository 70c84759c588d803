import { minorAmountSchema } from '@casino/contract';
import { z } from 'zod';
import { maxAutoCashOut, minAutoCashOut } from '@casino/fair/crash/crash-curve';

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

export type CrashPhase = 'betting' | 'running' | 'crashed';

export interface PublicCrashBet {
  name: string;
  stake: string;
  /** Hundredths, once cashed out. */
  cashedOutAt: number | null;
  payout: string | null;
  /** Only in the state sent to the bet's own player. */
  isMine?: boolean;
}

export interface PublicCrashRound {
  roundId: string;
  roundNumber: number;
  phase: CrashPhase;
  /** The previous round's game hash, revealed: SHA-256 of this round's hash must equal it. */
  previousHash: string;
  terminatingHash: string;
  salt: string;
  bettingEndsAt: string;
  startedAt: string | null;
  /** Milliseconds since the run began (server time) and the multiplier then, in hundredths. */
  elapsedMs: number;
  multiplier: number;
  growthPerMs: number;
  bets: PublicCrashBet[];
  /** Revealed once crashed. */
  crashPoint: number | null;
  hash: string | null;
}

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

/** A finished round as the history lists it: the hash is shown only once the round is over. */
export interface CrashHistoryRound {
  roundId: string;
  roundNumber: number;
  status: 'crashed' | 'cancelled';
  crashPoint: number;
  hash: string;
  endedAt: string | null;
}
