import { fairShuffle } from '../../engine/fair-shuffle';
import { binomial } from '../../engine/combinatorics';
import { kenoPaytables, type KenoRisk } from './keno-tables';

/**
 * Keno: the player picks 1 to 10 of the numbers 1..40; the game draws 10 of them without replacement
 * (the first 10 of a fair Fisher–Yates shuffle) and pays by how many picks were drawn. With n picks,
 * k hits happen with the hypergeometric probability C(n,k)·C(40−n,10−k)/C(40,10). Pure: the browser's
 * verifier runs this code too.
 */
export const kenoBoardSize = 40;
export const kenoDrawCount = 10;
export const kenoMaxPicks = 10;

export interface KenoParams {
  picks: number[];
  risk: KenoRisk;
}

export interface KenoOutcome {
  /** In the order drawn. */
  drawn: number[];
  hits: number[];
  /** Hundredths. */
  multiplier: number;
}

const board = Array.from({ length: kenoBoardSize }, (_, index) => index + 1);

export function kenoDraw(uint32s: readonly number[]): number[] {
  return fairShuffle(board, uint32s, kenoDrawCount).slice(0, kenoDrawCount);
}

export function kenoMultiplier(risk: KenoRisk, picks: number, hits: number): number {
  return kenoPaytables[risk][picks - 1]![hits]!;
}

/** Σ_k C(n,k)·C(40−n,10−k)·multiplier_k / C(40,10), as an exact fraction of the stake. */
export function kenoRtp(risk: KenoRisk, picks: number) {
  const numerator = kenoPaytables[risk][picks - 1]!.reduce(
    (sum, multiplier, hits) =>
      sum +
      binomial(picks, hits) * binomial(kenoBoardSize - picks, kenoDrawCount - hits) * BigInt(multiplier),
    0n,
  );
  return { numerator, denominator: 100n * binomial(kenoBoardSize, kenoDrawCount) };
}

export function kenoMaxMultiplier(params: KenoParams): number {
  return Math.max(...kenoPaytables[params.risk][params.picks.length - 1]!);
}

export function playKeno(uint32s: number[], params: KenoParams, stake: bigint) {
  const drawn = kenoDraw(uint32s);
  const hits = params.picks.filter((pick) => drawn.includes(pick));
  const multiplier = kenoMultiplier(params.risk, params.picks.length, hits.length);
  const outcome: KenoOutcome = { drawn, hits, multiplier };
  return { outcome, payout: (stake * BigInt(multiplier)) / 100n };
}
