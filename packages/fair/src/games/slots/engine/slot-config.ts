/**
 * What a slot title is made of, as data: the engine (`spin.ts`, `play-slot.ts`) plays any title from
 * it and `slot-rtp.ts` computes its RTP from the same data, so the maths and the game cannot drift apart.
 *
 * Money: a bet is `coinsPerBet` coins and every pay is a whole number of coins, so the stake (a multiple
 * of coinsPerBet minor units) turns into an exact integer payout.
 */

/** How the window is read. */
export type SlotLayout =
  /** Fixed paylines over `rows` rows: each line lists the row read on each reel. */
  | { kind: 'lines'; rows: number; paylines: readonly (readonly number[])[] }
  /** Every left-to-right path pays (3 rows on 5 reels: 243 ways); a way is a cell per reel. */
  | { kind: 'ways'; rows: number }
  /** Ways with each reel's height drawn per spin, uniform in [minRows, maxRows]: ways = Π heights. */
  | { kind: 'megaways'; minRows: number; maxRows: number };

export interface FreeSpinsRule {
  /** Spins awarded by k scatters (index k; the last entry holds for more); 0 under 3 scatters. */
  awards: readonly number[];
  /** Free spins in one round never exceed this (retriggers above it are lost): bounds the fair numbers read. */
  cap: number;
  /** Every free-spin win is multiplied by this. */
  multiplier: number;
}

export interface SlotConfig {
  layout: SlotLayout;
  /** Symbol ids; the wild and the scatter, when the title has them, are among them. */
  symbols: readonly string[];
  wild: string | null;
  scatter: string | null;
  /**
   * Coins for a win of `count` symbols from the leftmost reel (index = count): per line for lines,
   * per way for ways. The wild's own entry pays only on lines (on ways it only substitutes).
   */
  pays: Readonly<Record<string, readonly number[]>>;
  /** Multiples of the bet for k scatters anywhere (index k; the last entry holds for more). */
  scatterPays?: readonly number[];
  coinsPerBet: number;
  /** Base-game strips; the free spins use `freeReels` when given (richer strips), else these. */
  reels: readonly (readonly string[])[];
  freeReels?: readonly (readonly string[])[];
  freeSpins?: FreeSpinsRule;
  /** Pay `price` bets to start straight in `spins` free spins. */
  bonusBuy?: { price: number; spins: number };
  /**
   * A progressive pool: `contributionBp` of every real-money stake goes in, and a base spin wins all of
   * it when its jackpot number falls under `oddsNumerator / 2^32`.
   */
  jackpot?: {
    contributionBp: number;
    oddsNumerator: number;
    /** What the pool starts from and is reset to after a win, in minor units; paid by the operator, outside the RTP. */
    seedAmount: number;
  };
}
