/**
 * Decimal strings <-> bigint units for money and coins, never through a float: '0.29' with 2 decimals
 * is 29n, and a coin amount '0.00012345' with 8 decimals is 12345n.
 */
export function parseUnits(value: string, decimals: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Coins are counted in 1e-8 units (a satoshi for BTC); enough for every coin we accept. */
export const coinDecimals = 8;
export const coinScale = 10n ** BigInt(coinDecimals);

/** Rounds up: an invoice never asks for less than the amount it credits. */
export function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * A rate is rational: `num / den` account-currency minor units per coin unit (1e-8 coin). Crediting
 * rounds down, so the casino never credits money it did not receive.
 */
export interface Rate {
  num: bigint;
  den: bigint;
}

export function creditFor(coinUnits: bigint, rate: Rate): bigint {
  return (coinUnits * rate.num) / rate.den;
}

export function coinUnitsFor(amountMinor: bigint, rate: Rate): bigint {
  return ceilDiv(amountMinor * rate.den, rate.num);
}
