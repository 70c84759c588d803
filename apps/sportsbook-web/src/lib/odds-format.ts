/** How prices are shown: decimal (the default), fractional (UK) or American (moneyline). */
export const oddsFormats = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof oddsFormats)[number];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Decimal odds (two decimals) in the chosen format; the price itself never changes, only its notation. */
export function formatOdds(odds: number, format: OddsFormat): string {
  if (format === 'decimal') return odds.toFixed(2);
  // Profit per unit staked, in hundredths: exact for two-decimal prices.
  const profit = Math.round(odds * 100) - 100;
  if (format === 'fractional') {
    if (profit <= 0) return '0/1';
    const divisor = gcd(profit, 100);
    return `${profit / divisor}/${100 / divisor}`;
  }
  if (profit <= 0) return '-';
  if (profit >= 100) return `+${profit}`;
  return `-${Math.round(10_000 / profit)}`;
}
