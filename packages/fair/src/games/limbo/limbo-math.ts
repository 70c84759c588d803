/**
 * Limbo: the game draws a multiplier m = 0.99 / (1 − f), floored to two decimals and at least 1.00;
 * the player wins target × stake when m reaches the target. P(m ≥ t) = 0.99 / t, so the return is
 * 99 % at every target. Integer arithmetic throughout (f = u / 2^32), so server and browser agree
 * to the last digit.
 */

export const limboMinTarget = 101; // 1.01x, in hundredths
export const limboMaxTarget = 100_000_000; // 1,000,000.00x

export interface LimboParams {
  /** Hundredths: 200 is 2.00x. */
  target: number;
}

export interface LimboOutcome {
  /** Hundredths: the drawn multiplier. */
  result: number;
  isWin: boolean;
}

const twoTo32 = 4_294_967_296n;

/** floor(99 · 2^32 / (2^32 − u)) hundredths: 0.99 / (1 − f) in exact integers, never below 1.00. */
export function limboResult(u: number): number {
  const hundredths = (99n * twoTo32) / (twoTo32 - BigInt(u));
  return Math.max(100, Number(hundredths));
}

export function playLimbo(uint32s: number[], params: LimboParams, stake: bigint) {
  const result = limboResult(uint32s[0]!);
  const isWin = result >= params.target;
  const outcome: LimboOutcome = { result, isWin };
  return { outcome, payout: isWin ? (stake * BigInt(params.target)) / 100n : 0n };
}
