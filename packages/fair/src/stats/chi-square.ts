import { chiSquarePValue } from './incomplete-gamma';

/**
 * Pearson's chi-square goodness of fit of observed counts to exact probabilities. Neighbouring bins
 * are merged, in order, until each expects at least 5 (the rule of thumb under which the statistic
 * follows χ²); a short tail left at the end joins the last full bin. Bins with probability 0 must see
 * nothing: one count there is a certain failure.
 */

export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
  /** Bins after merging. */
  bins: number;
}

export const minExpected = 5;

/** Adjacent bins merged to an expected count of at least `minExpected`: [expected, observed] pairs. */
export function mergeBins(probabilities: readonly number[], observed: readonly number[], total: number) {
  const merged: { expected: number; observed: number }[] = [];
  let expected = 0;
  let seen = 0;
  probabilities.forEach((probability, bin) => {
    expected += probability * total;
    seen += observed[bin] ?? 0;
    if (expected >= minExpected) {
      merged.push({ expected, observed: seen });
      expected = 0;
      seen = 0;
    }
  });
  if (expected > 0 || seen > 0) {
    const last = merged.at(-1);
    if (last) {
      last.expected += expected;
      last.observed += seen;
    } else merged.push({ expected, observed: seen });
  }
  return merged;
}

export function chiSquareTest(
  probabilities: readonly number[],
  observed: readonly number[],
): ChiSquareResult {
  if (observed.length !== probabilities.length)
    throw new Error(`${observed.length} observed bins for ${probabilities.length} probabilities`);
  const impossible = observed.some((count, bin) => count > 0 && probabilities[bin] === 0);
  const total = observed.reduce((sum, count) => sum + count, 0);
  const merged = mergeBins(probabilities, observed, total);
  const statistic = merged.reduce((sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected, 0);
  const df = merged.length - 1;
  if (impossible) return { statistic: Infinity, df, pValue: 0, bins: merged.length };
  return { statistic, df, pValue: df > 0 ? chiSquarePValue(statistic, df) : 1, bins: merged.length };
}

/** Several independent groups (say, each reel's stops): their statistics and degrees of freedom add up. */
export function combinedChiSquare(results: readonly ChiSquareResult[]): ChiSquareResult {
  const statistic = results.reduce((sum, result) => sum + result.statistic, 0);
  const df = results.reduce((sum, result) => sum + result.df, 0);
  const bins = results.reduce((sum, result) => sum + result.bins, 0);
  if (!Number.isFinite(statistic)) return { statistic, df, pValue: 0, bins };
  return { statistic, df, pValue: df > 0 ? chiSquarePValue(statistic, df) : 1, bins };
}
