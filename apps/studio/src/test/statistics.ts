/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** 99th percentile of the chi-square distribution with 99 degrees of freedom (100 buckets). */
export const chiSquare99With99Df = 134.642;

/** z for a two-sided 99 % interval. */
export const z99 = 2.5758;

/** Mean and standard deviation of a sample given as running sums. */
export function meanAndDeviation(sum: number, sumOfSquares: number, n: number) {
  const mean = sum / n;
  return { mean, deviation: Math.sqrt(Math.max(0, sumOfSquares / n - mean * mean)) };
}
