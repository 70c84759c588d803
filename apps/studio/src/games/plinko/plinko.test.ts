import { describe, expect, it } from 'vitest';
import { binomial } from '@casino/fair/engine/combinatorics';
import { fairUint32s } from '../../engine/fair-random';
import { chiSquare99, chiSquareExpected } from '../../test/chi-square-expected';
import { meanAndDeviation, z99 } from '../../test/statistics';
import { rtpPercent } from '@casino/fair/games/slots/engine/slot-rtp';
import { findGame } from '@casino/fair/games/registry';
import {
  playPlinko,
  plinkoMultipliers,
  plinkoRisks,
  plinkoRtp,
  plinkoStatedRtp,
} from '@casino/fair/games/plinko/plinko-math';

const allTables = Array.from({ length: 9 }, (_, index) => index + 8).flatMap((rows) =>
  plinkoRisks.map((risk) => ({ rows, risk })),
);
const seedFor = (nonce: number) => ({ serverSeed: 'plinko-server-seed', clientSeed: 'plinko-client', nonce });

describe('plinko', () => {
  it('turns right on the upper half of 2^32 and lands in the bucket of its right turns', () => {
    const path = [0, 2 ** 31, 2 ** 31 - 1, 2 ** 32 - 1, 5, 3_000_000_000, 1, 2];
    const { outcome, payout } = playPlinko(path, { rows: 8, risk: 'low' }, 1000n);
    expect(outcome).toEqual({ path: [0, 1, 0, 1, 0, 1, 0, 0], bucket: 3, multiplier: 100 });
    expect(payout).toBe(1000n);
    // all left: the edge bucket and its top multiplier
    expect(playPlinko(new Array(16).fill(0), { rows: 16, risk: 'high' }, 333n)).toMatchObject({
      outcome: { bucket: 0, multiplier: 100_000 },
      payout: 333_000n,
    });
  });

  it('publishes symmetric tables whose exact binomial RTP is the stated one, about 99 %', () => {
    for (const { rows, risk } of allTables) {
      const multipliers = plinkoMultipliers(rows, risk);
      expect(multipliers).toHaveLength(rows + 1);
      expect(multipliers).toEqual([...multipliers].reverse());
      const rtp = plinkoRtp(rows, risk);
      expect(rtpPercent(rtp), `${rows} ${risk}`).toBe(plinkoStatedRtp[rows]![risk]);
      expect(Math.abs(Number(rtp.numerator) / Number(rtp.denominator) - 0.99)).toBeLessThan(0.0025);
    }
    expect(findGame('plinko')!.meta.rtp).toBe('98.91');
  });

  it('lands in the buckets with binomial frequencies (chi-square, 99 %)', () => {
    const rows = 16;
    const counts = new Array<number>(rows + 1).fill(0);
    for (let nonce = 0; nonce < 60_000; nonce += 1)
      counts[playPlinko(fairUint32s(seedFor(nonce), rows), { rows, risk: 'medium' }, 1n).outcome.bucket]! +=
        1;
    const probabilities = counts.map((_, bucket) => Number(binomial(rows, bucket)) / 2 ** rows);
    const { statistic, degreesOfFreedom } = chiSquareExpected(counts, probabilities);
    expect(degreesOfFreedom).toBeGreaterThanOrEqual(10);
    expect(statistic).toBeLessThan(chiSquare99(degreesOfFreedom));
  });

  it('returns the exact RTP within the 99 % bound of a seeded simulation', () => {
    const n = 100_000;
    for (const params of [
      { rows: 12, risk: 'medium' },
      { rows: 8, risk: 'low' },
    ] as const) {
      const rtp = plinkoRtp(params.rows, params.risk);
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < n; nonce += 1) {
        const { payout } = playPlinko(
          fairUint32s({ ...seedFor(nonce), clientSeed: `${params.rows}${params.risk}` }, 16),
          params,
          100n,
        );
        const ratio = Number(payout) / 100;
        sum += ratio;
        squares += ratio * ratio;
      }
      const { mean, deviation } = meanAndDeviation(sum, squares, n);
      expect(Math.abs(mean - Number(rtp.numerator) / Number(rtp.denominator))).toBeLessThan(
        (z99 * deviation) / Math.sqrt(n),
      );
    }
  });

  it('validates rows and risk and refuses stakes that could win more than the maximum win', () => {
    const game = findGame('plinko')!;
    expect(game.params.safeParse({ rows: 12, risk: 'high' }).success).toBe(true);
    for (const params of [
      { rows: 7, risk: 'low' },
      { rows: 17, risk: 'low' },
      { rows: 12.5, risk: 'low' },
      { rows: 12, risk: 'extreme' },
      {},
    ])
      expect(game.params.safeParse(params).success, JSON.stringify(params)).toBe(false);
    expect(game.maxPayout(10_000n, { rows: 16, risk: 'high' })).toBe(game.limits.maxWin);
    expect(game.maxPayout(10_001n, { rows: 16, risk: 'high' })).toBeGreaterThan(game.limits.maxWin);
  });
});
