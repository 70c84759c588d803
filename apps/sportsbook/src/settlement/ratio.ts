// Exact fractions on bigint: settlement multiplies odds and factors exactly and rounds once, at the end.
export interface Ratio {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('ratio: zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/** A decimal number (odds such as 1.85, a dead-heat factor such as 0.333333) taken exactly to `places`. */
export function ratioFromDecimal(value: number, places = 6): Ratio {
  const scale = 10 ** places;
  return ratio(BigInt(Math.round(value * scale)), BigInt(scale));
}

export const ZERO = ratio(0n);
export const ONE = ratio(1n);
export const HALF = ratio(1n, 2n);

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const equals = (a: Ratio, b: Ratio): boolean => a.num === b.num && a.den === b.den;

/** amount x r, rounded down to the minor unit (amounts are never negative). */
export function applyRatio(amount: bigint, r: Ratio): bigint {
  return (amount * r.num) / r.den;
}
