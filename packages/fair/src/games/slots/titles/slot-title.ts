import type { SlotConfig } from '../engine/slot-config';

/**
 * A slot title: its maths (`config`), its catalogue entry and its look. Pure data, shared by the
 * server, the bench and the game page (which draws the reels and the paytable from it).
 */
export interface SlotTitle {
  slug: string;
  title: string;
  description: string;
  volatility: 'low' | 'medium' | 'high';
  tags: ('megaways' | 'multiways' | 'bonus-buy')[];
  /** The stated RTP (base game plus jackpot share): a test holds it equal to the exact computation. */
  rtp: string;
  /** The bonus buy's own RTP, stated beside it. */
  bonusBuyRtp?: string;
  popularity: number;
  limits: { minBet: bigint; maxBet: bigint };
  config: SlotConfig;
  theme: {
    /** Two colours for the board's gradient. */
    colours: readonly [string, string];
    /**
     * The name of each symbol's drawing in the studio's symbol art: the reels, the paytable and the
     * thumbnail all show it (the studio's art test holds every name to a drawing).
     */
    symbols: Readonly<Record<string, string>>;
  };
}

/** Pays by count for 3, 4, 5 (and 6) of a kind; a 2-of-a-kind pay goes first when there is one. */
export function paysFor(...byCount: number[]): number[] {
  return [0, 0, 0, ...byCount];
}

export function paysFrom2(two: number, ...rest: number[]): number[] {
  return [0, 0, two, ...rest];
}

/** The usual 20 lines of a 5×3 game. */
export const twentyLines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** 25 lines over 4 rows. */
export const twentyFiveLinesOn4Rows: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0],
  [1, 1, 1, 1, 1],
  [2, 2, 2, 2, 2],
  [3, 3, 3, 3, 3],
  [0, 1, 2, 1, 0],
  [1, 2, 3, 2, 1],
  [3, 2, 1, 2, 3],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [1, 1, 2, 1, 1],
  [2, 2, 3, 2, 2],
  [3, 3, 2, 3, 3],
  [1, 1, 0, 1, 1],
  [2, 2, 1, 2, 2],
  [0, 1, 1, 1, 0],
  [1, 2, 2, 2, 1],
  [2, 3, 3, 3, 2],
  [3, 2, 2, 2, 3],
  [2, 1, 1, 1, 2],
  [1, 0, 0, 0, 1],
  [0, 1, 0, 1, 0],
  [1, 2, 1, 2, 1],
  [2, 3, 2, 3, 2],
  [3, 2, 3, 2, 3],
  [2, 1, 2, 1, 2],
];
