import { binomial } from '../../engine/combinatorics';

/**
 * Plinko: a ball falls through `rows` rows of pegs and goes left or right at each one with even
 * chances; the bucket it lands in is its number of right turns, so bucket k is reached with
 * probability C(rows, k) / 2^rows. Each row reads one fair number (right when it is in the upper half
 * of 2^32), so the path is as readable as the bucket. Pure: the browser's verifier runs this code too.
 */

export const plinkoRisks = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof plinkoRisks)[number];
export const plinkoMinRows = 8;
export const plinkoMaxRows = 16;

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** One entry per row: 0 left, 1 right. */
  path: number[];
  bucket: number;
  /** Hundredths: 560 is 5.60x. */
  multiplier: number;
}

/**
 * The published tables, in hundredths, from the edge bucket to the centre; the other half mirrors
 * it. Each returns about 99 % (see plinkoRtp: computed exactly, stated in plinkoStatedRtp).
 */
const halfTables: Record<number, Record<PlinkoRisk, number[]>> = {
  8: { low: [560, 210, 110, 100, 50], medium: [1300, 300, 130, 70, 40], high: [2900, 400, 150, 30, 20] },
  9: { low: [560, 200, 160, 100, 70], medium: [1800, 400, 170, 90, 50], high: [4300, 700, 200, 60, 20] },
  10: {
    low: [890, 300, 140, 110, 100, 50],
    medium: [2200, 500, 200, 140, 60, 40],
    high: [7600, 1000, 300, 90, 30, 20],
  },
  11: {
    low: [840, 300, 190, 130, 100, 70],
    medium: [2400, 600, 300, 180, 70, 50],
    high: [12000, 1400, 520, 140, 40, 20],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50],
    medium: [3300, 1100, 400, 200, 110, 60, 30],
    high: [17000, 2400, 810, 200, 70, 20, 20],
  },
  13: {
    low: [810, 400, 300, 190, 120, 90, 70],
    medium: [4300, 1300, 600, 300, 130, 70, 40],
    high: [26000, 3700, 1100, 400, 100, 20, 20],
  },
  14: {
    low: [710, 400, 190, 140, 130, 110, 100, 50],
    medium: [5800, 1500, 700, 400, 190, 100, 50, 20],
    high: [42000, 5600, 1800, 500, 190, 30, 20, 20],
  },
  15: {
    low: [1500, 800, 300, 200, 150, 110, 100, 70],
    medium: [8800, 1800, 1100, 500, 300, 130, 50, 30],
    high: [62000, 8300, 2700, 800, 300, 50, 20, 20],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};

/** The RTP each table is published with, in percent; a test checks it against plinkoRtp. */
export const plinkoStatedRtp: Record<number, Record<PlinkoRisk, string>> = {
  8: { low: '98.98', medium: '98.91', high: '99.06' },
  9: { low: '98.98', medium: '99.14', high: '99.06' },
  10: { low: '99.00', medium: '98.91', high: '99.06' },
  11: { low: '99.00', medium: '99.02', high: '99.16' },
  12: { low: '98.98', medium: '98.99', high: '99.12' },
  13: { low: '99.00', medium: '98.99', high: '99.09' },
  14: { low: '99.00', medium: '98.99', high: '98.98' },
  15: { low: '99.00', medium: '99.00', high: '99.03' },
  16: { low: '99.00', medium: '98.99', high: '98.98' },
};

/** Multipliers (hundredths) of buckets 0 .. rows. */
export function plinkoMultipliers(rows: number, risk: PlinkoRisk): number[] {
  const half = halfTables[rows]![risk];
  return Array.from({ length: rows + 1 }, (_, bucket) => half[Math.min(bucket, rows - bucket)]!);
}

/** Σ C(rows, k) · multiplier_k / 2^rows, as an exact fraction of the stake. */
export function plinkoRtp(rows: number, risk: PlinkoRisk) {
  const numerator = plinkoMultipliers(rows, risk).reduce(
    (sum, multiplier, bucket) => sum + binomial(rows, bucket) * BigInt(multiplier),
    0n,
  );
  return { numerator, denominator: 100n * 2n ** BigInt(rows) };
}

export function plinkoMaxMultiplier(params: PlinkoParams): number {
  return Math.max(...plinkoMultipliers(params.rows, params.risk));
}

export function playPlinko(uint32s: number[], params: PlinkoParams, stake: bigint) {
  const path = uint32s.slice(0, params.rows).map((u) => (u >= 2_147_483_648 ? 1 : 0));
  const bucket = path.reduce<number>((sum, step) => sum + step, 0);
  const multiplier = plinkoMultipliers(params.rows, params.risk)[bucket]!;
  const outcome: PlinkoOutcome = { path, bucket, multiplier };
  return { outcome, payout: (stake * BigInt(multiplier)) / 100n };
}
