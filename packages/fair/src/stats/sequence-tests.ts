/**
 * Tests of order, on a sequence of per-round values x_1 … x_n kept as running sums so that chunks drawn
 * on different threads merge into the tally of one long sequence (in chunk order).
 *
 * - Wald–Wolfowitz runs test: each x is above a fixed cut or not; with n1 above and n2 not, the number
 *   of runs R has mean μ = 2·n1·n2/n + 1 and variance (μ − 1)(μ − 2)/(n − 1); z = (R − μ)/σ.
 * - Lag-1 serial correlation r1 = Σ (x_i − x̄)(x_{i+1} − x̄) / Σ (x_i − x̄)², which for independent
 *   rounds is about normal with mean −1/n and variance 1/n: z = (r1 + 1/n)·√n.
 */

export interface SequenceTally {
  n: number;
  /** Rounds above the cut, and runs of equal above/not-above. */
  above: number;
  runs: number;
  sum: number;
  sumOfSquares: number;
  /** Σ x_i · x_{i+1} over neighbours inside the tally. */
  sumOfProducts: number;
  first: number;
  last: number;
}

export function emptySequenceTally(): SequenceTally {
  return { n: 0, above: 0, runs: 0, sum: 0, sumOfSquares: 0, sumOfProducts: 0, first: 0, last: 0 };
}

/** Adds the next value; `cut` splits above from not above for the runs test. */
export function addToSequence(tally: SequenceTally, x: number, cut: number): void {
  const isAbove = x > cut;
  if (tally.n === 0) {
    tally.first = x;
    tally.runs = 1;
  } else {
    tally.sumOfProducts += tally.last * x;
    if (isAbove !== tally.last > cut) tally.runs += 1;
  }
  if (isAbove) tally.above += 1;
  tally.sum += x;
  tally.sumOfSquares += x * x;
  tally.last = x;
  tally.n += 1;
}

/** `b` continues `a`: the pair across the seam counts too. */
export function joinSequences(a: SequenceTally, b: SequenceTally, cut: number): SequenceTally {
  if (a.n === 0) return { ...b };
  if (b.n === 0) return { ...a };
  const seamBreaks = a.last > cut !== b.first > cut;
  return {
    n: a.n + b.n,
    above: a.above + b.above,
    runs: a.runs + b.runs - (seamBreaks ? 0 : 1),
    sum: a.sum + b.sum,
    sumOfSquares: a.sumOfSquares + b.sumOfSquares,
    sumOfProducts: a.sumOfProducts + b.sumOfProducts + a.last * b.first,
    first: a.first,
    last: b.last,
  };
}

export function runsTest(tally: SequenceTally) {
  const { n, above: n1, runs } = tally;
  const n2 = n - n1;
  if (n1 === 0 || n2 === 0) return { runs, expected: 1, z: n > 1 ? Infinity : 0 };
  const expected = (2 * n1 * n2) / n + 1;
  const variance = ((expected - 1) * (expected - 2)) / (n - 1);
  return { runs, expected, z: (runs - expected) / Math.sqrt(variance) };
}

export function serialCorrelation(tally: SequenceTally) {
  const { n, sum, sumOfSquares, sumOfProducts, first, last } = tally;
  const mean = sum / n;
  const denominator = sumOfSquares - n * mean * mean;
  if (n < 3 || denominator <= 0) return { r1: 0, z: 0 };
  // Σ_{i<n} (x_i − m)(x_{i+1} − m) = Σ x_i x_{i+1} − m (2 Σx − x_1 − x_n) + (n − 1) m².
  const numerator = sumOfProducts - mean * (2 * sum - first - last) + (n - 1) * mean * mean;
  const r1 = numerator / denominator;
  return { r1, z: (r1 + 1 / n) * Math.sqrt(n) };
}
