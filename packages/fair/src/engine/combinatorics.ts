/** C(n, k) in exact integers: the games' exact RTPs and payouts are ratios of these. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  // C(n, i) · (n − i) = C(n, i + 1) · (i + 1): every division is exact.
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
