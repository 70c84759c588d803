import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../../engine/fair-random';
import { chiSquare99With99Df, chiSquareUniform, meanAndDeviation, z99 } from '../../test/statistics';
import {
  diceChanceBp,
  diceMultiplier,
  dicePayout,
  diceRoll,
  playDice,
} from '@casino/fair/games/dice/dice-math';

const seedFor = (nonce: number) => ({
  serverSeed: 'dice-test-server-seed',
  clientSeed: 'dice-client',
  nonce,
});

describe('dice', () => {
  it('maps a 32-bit number onto 0.00 .. 99.99 without bias', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(2 ** 32 - 1)).toBe(9999);
    expect(diceRoll(2 ** 31)).toBe(5000);
    // the Python vector of the engine test: 1480283524 · 10000 / 2^32
    expect(diceRoll(1480283524)).toBe(3446);
  });

  it('pays 99 / chance: exactly 99 % whatever the target', () => {
    expect(diceChanceBp({ target: 5000, direction: 'under' })).toBe(5000);
    expect(diceChanceBp({ target: 5000, direction: 'over' })).toBe(4999);
    expect(diceMultiplier(5000)).toBe(19_800);
    expect(dicePayout(1000n, 5000)).toBe(1980n);
    for (const target of [100, 2500, 5050, 9800]) {
      const chance = diceChanceBp({ target, direction: 'under' });
      // winning rolls / all rolls × multiplier = 99 %
      expect((chance / 10_000) * (9900 / chance)).toBeCloseTo(0.99, 12);
    }
  });

  it('decides over and under on the right side of the target', () => {
    const low = [0]; // roll 0.00
    expect(playDice(low, { target: 5000, direction: 'under' }, 100n).outcome.isWin).toBe(true);
    expect(playDice(low, { target: 5000, direction: 'over' }, 100n).outcome.isWin).toBe(false);
    const atTarget = [Math.ceil((5000 * 2 ** 32) / 10_000)]; // roll 50.00 exactly
    expect(playDice(atTarget, { target: 5000, direction: 'over' }, 100n).outcome.isWin).toBe(false);
    expect(playDice(atTarget, { target: 5000, direction: 'under' }, 100n).outcome.isWin).toBe(false);
  });

  it('rolls uniformly over many seeded rounds (chi-square, 99 %)', () => {
    const buckets = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 100_000; nonce += 1) {
      const roll = diceRoll(fairUint32s(seedFor(nonce), 1)[0]!);
      buckets[Math.floor(roll / 100)]! += 1;
    }
    expect(chiSquareUniform(buckets)).toBeLessThan(chiSquare99With99Df);
  });

  it('returns 99 % within the 99 % bound of a seeded simulation', () => {
    const n = 100_000;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const { payout } = playDice(
        fairUint32s(seedFor(nonce), 1),
        { target: 5050, direction: 'over' },
        10_000n,
      );
      const ratio = Number(payout) / 10_000;
      sum += ratio;
      squares += ratio * ratio;
    }
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    expect(Math.abs(mean - 0.99)).toBeLessThan((z99 * deviation) / Math.sqrt(n));
  });
});
