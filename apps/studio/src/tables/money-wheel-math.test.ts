import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../engine/fair-random';
import { chiSquare99 } from '../test/chi-square-expected';
import { chiSquareUniform, meanAndDeviation, z99 } from '../test/statistics';
import {
  segmentCount,
  spinWheel,
  wheelMaxReturn,
  wheelNumbers,
  wheelReturn,
  wheelRtp,
  wheelSegments,
  wheelSpot,
  type WheelOutcome,
} from '@casino/fair/tables/money-wheel-math';

const seedFor = (nonce: number) => ({
  serverSeed: 'wheel-test-server-seed',
  clientSeed: 'a-round-id',
  nonce,
});
/** The uint32 that lands on segment `index` of `count`. */
const landOn = (index: number, count = 54) => Math.ceil((index * 2 ** 32) / count);
const indexOf = (kind: 'number' | 'multiplier', value: number) =>
  wheelSegments.findIndex((segment) => segment.kind === kind && segment.value === value);
const numberIndexes = wheelSegments.flatMap((segment, index) => (segment.kind === 'number' ? [index] : []));

describe('money wheel', () => {
  it('has 54 segments: 1 ×23, 2 ×15, 5 ×7, 10 ×4, 20 ×2, 40 ×1 and the 2x and 7x multipliers', () => {
    expect(wheelSegments).toHaveLength(54);
    expect(wheelNumbers.map(segmentCount)).toEqual([23, 15, 7, 4, 2, 1]);
    expect(
      wheelSegments.filter((segment) => segment.kind === 'multiplier').map((segment) => segment.value),
    ).toEqual([2, 7]);
  });

  it('pays the number to one, multiplied by the multipliers before it', () => {
    const five = indexOf('number', 5);
    const plain: WheelOutcome = spinWheel([landOn(five), 0, 0]);
    expect(plain).toEqual({ spins: [five], number: 5, multiplier: 1 });
    expect(wheelReturn('n5', 100n, plain)).toBe(600n);
    expect(wheelReturn('n2', 100n, plain)).toBe(0n);

    const twice = spinWheel([
      landOn(indexOf('multiplier', 7)),
      landOn(indexOf('multiplier', 2)),
      landOn(numberIndexes.indexOf(five), 52),
    ]);
    expect(twice).toEqual({
      spins: [indexOf('multiplier', 7), indexOf('multiplier', 2), five],
      number: 5,
      multiplier: 14,
    });
    expect(wheelReturn('n5', 100n, twice)).toBe(100n + 100n * 5n * 14n);
    expect(wheelMaxReturn('n40', 100n)).toBe(100n + 100n * 40n * 49n);
  });

  it('has the stated exact RTP per number, by enumerating every way a round can go', () => {
    // Weights over 54 · 54 · 52 equally likely (first, second, third) readings.
    const denominator = 54n * 54n * 52n;
    for (const value of wheelNumbers) {
      let returned = 0n;
      const returnOf = (number: number, multiplier: number) =>
        number === value ? 1n + BigInt(value * multiplier) : 0n;
      for (const first of wheelSegments) {
        if (first.kind === 'number') {
          returned += 54n * 52n * returnOf(first.value, 1);
          continue;
        }
        for (const second of wheelSegments) {
          if (second.kind === 'number') {
            returned += 52n * returnOf(second.value, first.value);
            continue;
          }
          for (const index of numberIndexes)
            returned += returnOf(wheelSegments[index]!.value, first.value * second.value);
        }
      }
      const [numerator, exactDenominator] = wheelRtp(value);
      expect(returned * exactDenominator).toBe(numerator * denominator);
    }
    const percent = (value: (typeof wheelNumbers)[number]) => {
      const [numerator, denominator] = wheelRtp(value);
      return Number((numerator * 1_000_000n) / denominator) / 10_000;
    };
    expect(wheelNumbers.map(percent)).toEqual([95.1507, 95.2635, 90.9484, 96.2488, 92.4026, 90.4795]);
  });

  it('stops uniformly on the 54 segments over many seeded rounds (chi-square, 99 %)', () => {
    const counts = new Array<number>(54).fill(0);
    for (let nonce = 0; nonce < 162_000; nonce += 1)
      counts[spinWheel(fairUint32s(seedFor(nonce), 3)).spins[0]!]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquare99(53));
  });

  it('returns its exact RTP on the 10 within the 99 % bound of a seeded simulation', () => {
    const n = 100_000;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const ratio = Number(wheelReturn(wheelSpot(10), 100n, spinWheel(fairUint32s(seedFor(nonce), 3)))) / 100;
      sum += ratio;
      squares += ratio * ratio;
    }
    const [numerator, denominator] = wheelRtp(10);
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    expect(Math.abs(mean - Number(numerator) / Number(denominator))).toBeLessThan(
      (z99 * deviation) / Math.sqrt(n),
    );
  });
});
