/**
 * How the multiplier grows while a round runs: m(t) = e^(r·t), shown and paid in whole hundredths
 * (floor(100·e^(r·t))). Pure, so the browser draws the same curve the server pays on. The curve only
 * decides WHEN a crash point is reached; the crash point itself comes from the hash chain.
 */

/** r per millisecond: 2.00x after about 11.6 s, 10x after 38 s, 100x after 77 s (bustabit's pace). */
export const growthPerMs = 0.00006;

export function multiplierAt(elapsedMs: number, growth = growthPerMs): number {
  return Math.floor(100 * Math.exp(growth * Math.max(0, elapsedMs)));
}

/** When the curve reaches `hundredths` (the round crashes then, an auto cash-out fires then). */
export function msToReach(hundredths: number, growth = growthPerMs): number {
  return Math.log(hundredths / 100) / growth;
}

export const minAutoCashOut = 101;
export const maxAutoCashOut = 100_000_000;

/** stake × multiplier, in minor units, rounded down. */
export function crashPayout(stake: bigint, hundredths: number): bigint {
  return (stake * BigInt(hundredths)) / 100n;
}
