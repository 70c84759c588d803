/** P(X = k) for X ~ Poisson(rate). */
export function poissonPmf(k: number, rate: number): number {
  if (rate === 0) return k === 0 ? 1 : 0;
  let logP = -rate + k * Math.log(rate);
  for (let i = 2; i <= k; i++) logP -= Math.log(i);
  return Math.exp(logP);
}

/** P(X = k) for X ~ Binomial(n, p). */
export function binomialPmf(k: number, n: number, p: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c * p ** k * (1 - p) ** (n - k);
}

/** The standard normal CDF (Abramowitz and Stegun 7.1.26 on erf, error below 1.5e-7). */
export function normalCdf(x: number, mean = 0, sd = 1): number {
  if (sd === 0) return x < mean ? 0 : 1;
  const z = (x - mean) / (sd * Math.SQRT2);
  const t = 1 / (1 + 0.3275911 * Math.abs(z));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return 0.5 * (1 + (z >= 0 ? erf : -erf));
}

/** The root of an increasing function on [lo, hi] by bisection (f(lo) <= 0 <= f(hi)). */
export function bisect(f: (x: number) => number, lo: number, hi: number, tolerance = 1e-12): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200 && b - a > tolerance; i++) {
    const mid = (a + b) / 2;
    if (f(mid) < 0) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
