/**
 * The observed return to player against its exact value: the mean return per unit staked over n
 * independent rounds, its standard error s/√n and a normal interval at the given z (2.5758 for 99 %).
 */
export const z99 = 2.5758;

export interface ReturnTally {
  n: number;
  /** Σ and Σ² of each round's return per unit staked. */
  sum: number;
  sumOfSquares: number;
}

export function rtpInterval(tally: ReturnTally, exact: number, z = z99) {
  const mean = tally.sum / tally.n;
  const variance = Math.max(0, tally.sumOfSquares / tally.n - mean * mean);
  const standardError = Math.sqrt(variance / tally.n);
  const halfWidth = z * standardError;
  const deviation = standardError > 0 ? (mean - exact) / standardError : mean === exact ? 0 : Infinity;
  return { observed: mean, exact, low: mean - halfWidth, high: mean + halfWidth, z: deviation };
}
