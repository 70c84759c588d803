import type { ProviderGame } from '@casino/contract';
import type { z } from 'zod';
import type { StepRules } from '../rounds/step-round-rules';

/**
 * A game the studio offers (an entry of games/registry.ts): its catalogue entry (synced by the platform), its bet
 * limits, how its choices are validated and how an outcome is drawn. Adding a game is adding an entry there.
 * Limits are in minor units of the player's currency.
 */
export interface StudioGame {
  meta: Omit<ProviderGame, 'thumbnail' | 'minBet' | 'maxBet'>;
  limits: { minBet: bigint; maxBet: bigint; maxWin: bigint };
  /**
   * The most one round can win as a whole multiple of its stake, rounded up, progressive jackpot aside:
   * sent in the game list, and the platform refuses any win above stake × this. A test checks it
   * against the game's own math (max-win-multiplier.test.ts).
   */
  maxWinMultiplier: number;
  /** Validates the player's choices; the parsed value is stored with the round and replayed. */
  params: z.ZodType<object>;
  /** Extra rules on the stake (e.g. divisible by the line count); returns a reason when refused. */
  checkStake?: (stake: bigint, params: object) => string | null;
  /** How many fair 32-bit numbers a round reads. */
  numbersPerRound: number;
  /** The most a bet can win; a bet that could win more than limits.maxWin is refused up front. */
  maxPayout(stake: bigint, params: object): bigint;
  play(uint32s: number[], params: object, stake: bigint): { outcome: object; payout: bigint };
  /**
   * A game whose rounds everybody shares (crash, the RNG tables) is never played alone: where to bet
   * instead, said to a single-shot play that is refused.
   */
  sharedRounds?: string;
  /** Multi-step games (mines, hi-lo): the bet opens a round that the player's moves play out. */
  steps?: StepRules;
  /**
   * How a round is proven fair: by default from its seed triple (the verifier recomputes it); a
   * 'hash-chain' game (crash) by its round's hash in a chain published in advance (verify/crash.ts).
   */
  fairness?: 'seeds' | 'hash-chain';
}
