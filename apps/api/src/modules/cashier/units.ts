/**
 * Coin amounts and rates of the cashier. Decimal strings <-> bigint units (parseUnits, formatUnits)
 * are the rules' (packages/rules/src/money.ts).
 */

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
