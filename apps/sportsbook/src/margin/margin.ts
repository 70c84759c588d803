// Applying the bookmaker's margin to fair probabilities. Two named methods, each solved numerically
// so that the implied probabilities (1 / odds) sum to exactly 1 + margin before odds are rounded:
//  - power: q_i = p_i^k, with k in (0, 1] solved by bisection. Long shots get a larger share of the
//    margin than favourites (the favourite-long-shot bias), and no q_i exceeds 1 for sane margins.
//  - shin: Shin's (1993) insider-trading model. With z the share of insider money the bookmaker prices
//    q_i = sqrt(S) * sqrt(z p_i + (1 - z) p_i^2) with S = sum q_i = 1 + margin, i.e.
//    sum_i sqrt(z p_i + (1 - z) p_i^2) = sqrt(1 + margin), solved for z by bisection.
import { bisect } from '../lib/distributions.js';

export type MarginMethod = 'power' | 'shin';

export const DEFAULT_MARGIN_METHOD: MarginMethod = 'power';

/** Implied (margined) probabilities summing to 1 + margin. Probabilities of 0 stay 0. */
export function applyMargin(
  fair: readonly number[],
  margin: number,
  method: MarginMethod = DEFAULT_MARGIN_METHOD,
): number[] {
  const total = fair.reduce((sum, p) => sum + p, 0);
  const p = fair.map((x) => x / total);
  if (margin <= 0) return p;
  const target = 1 + margin;
  if (method === 'power') {
    const sumAt = (k: number) => p.reduce((sum, x) => sum + (x > 0 ? x ** k : 0), 0);
    // sumAt decreases in k from (count of non-zero) at k = 0 to 1 at k = 1.
    const k = bisect((x) => target - sumAt(x), 1e-9, 1);
    return p.map((x) => (x > 0 ? x ** k : 0));
  }
  const root = Math.sqrt(target);
  const sumAt = (z: number) => p.reduce((sum, x) => sum + Math.sqrt(z * x + (1 - z) * x * x), 0);
  const z = bisect((x) => sumAt(x) - root, 0, 1);
  return p.map((x) => root * Math.sqrt(z * x + (1 - z) * x * x));
}

export const MIN_ODDS = 1.01;

/** Decimal odds are shown to two decimals, rounded down (the rounding only ever adds margin). */
export function toDecimalOdds(impliedProbability: number): number {
  const odds = Math.floor((100 / impliedProbability) * (1 + 1e-12)) / 100;
  return Math.max(MIN_ODDS, odds);
}

/** The margin a set of displayed odds carries: sum of 1 / odds, minus 1. */
export function overround(odds: readonly number[]): number {
  return odds.reduce((sum, o) => sum + 1 / o, 0) - 1;
}
