import { canonicalJson } from './canonical-json';
import { jackpotAmountOf, withoutJackpotAmount } from './jackpot';
import type { Recomputed } from './recompute';

/**
 * A played round held against what its seeds give. Everything a round draws comes from the seeds;
 * a progressive jackpot's amount does not (it is the pool when the round won it, fed by every
 * player's stakes). So the stored payout is split in two: the game's own win, which must be the
 * recomputed one to the minor unit, and the jackpot, which counts only if the seeds drew it. Its size
 * is reported as the round claims it, never as verified.
 */

export type RecomputedRound = Extract<Recomputed, { resultCode: 'ok' }>;

export interface PlayedRound {
  payout: bigint;
  /** As stored (the history shows it); its jackpot amount is the jackpot part of the payout. */
  outcome?: unknown;
  /** The jackpot part of the payout when no outcome is given (the fairness page's form). */
  jackpotAmount?: bigint;
}

export interface PlayedRoundCheck {
  isMatch: boolean;
  /** Null when no stored outcome was given. */
  isOutcomeMatch: boolean | null;
  /** The game's win is the seeds' and any jackpot on top was drawn by the seeds. */
  isPayoutMatch: boolean;
  /** The win the seeds give, jackpot aside. */
  gamePayout: bigint;
  /** Jackpot games only. */
  jackpot: {
    /** From the seeds. */
    isHit: boolean;
    /** As the round claims it: the pool's size is not in the seeds, so this part is not verified. */
    claimedAmount: bigint;
  } | null;
}

export function checkPlayedRound(again: RecomputedRound, played: PlayedRound): PlayedRoundCheck {
  const hasOutcome = played.outcome !== undefined;
  const claimed = hasOutcome ? jackpotAmountOf(played.outcome) : (played.jackpotAmount ?? 0n);
  const isOutcomeMatch = hasOutcome
    ? canonicalJson(withoutJackpotAmount(played.outcome)) === canonicalJson(again.outcome)
    : null;
  // A jackpot the seeds did not draw is no part of a fair payout, whatever it claims to be.
  const isJackpotDrawn = claimed === 0n || again.isJackpotHit === true;
  const isPayoutMatch = claimed !== null && isJackpotDrawn && played.payout - claimed === again.payout;
  return {
    isMatch: isPayoutMatch && isOutcomeMatch !== false,
    isOutcomeMatch,
    isPayoutMatch,
    gamePayout: again.payout,
    jackpot: again.isJackpotHit === null ? null : { isHit: again.isJackpotHit, claimedAmount: claimed ?? 0n },
  };
}
