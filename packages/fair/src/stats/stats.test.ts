import { describe, expect, it } from 'vitest';
import { chiSquareTest, combinedChiSquare, mergeBins } from './chi-square';
import { chiSquarePValue, logGamma, regularizedGammaQ } from './incomplete-gamma';
import { rtpInterval } from './rtp-interval';
import {
  addToSequence,
  emptySequenceTally,
  joinSequences,
  runsTest,
  serialCorrelation,
  type SequenceTally,
} from './sequence-tests';

/** Q(k, x) for a whole k is a Poisson tail: Σ_{i<k} e^−x x^i / i!, summed in logs. */
function poissonTail(k: number, x: number): number {
  let sum = 0;
  for (let i = 0; i < k; i += 1) sum += Math.exp(-x + i * Math.log(x) - logGamma(i + 1));
  return sum;
}

describe('the incomplete gamma', () => {
  it('gives the tabled 1 % points of chi-square', () => {
    expect(chiSquarePValue(6.634897, 1)).toBeCloseTo(0.01, 6);
    expect(chiSquarePValue(23.209251, 10)).toBeCloseTo(0.01, 6);
    expect(chiSquarePValue(135.806723, 100)).toBeCloseTo(0.01, 6);
  });

  it('matches the closed forms of even df, on both sides of x = a + 1', () => {
    for (const x of [0.5, 3, 12, 40]) {
      expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
      expect(chiSquarePValue(x, 4)).toBeCloseTo(Math.exp(-x / 2) * (1 + x / 2), 12);
    }
  });

  it('stays exact at the df of a 10,000-bin test', () => {
    for (const x of [4_800, 5_000, 5_150, 5_300]) {
      expect(regularizedGammaQ(5_000, x)).toBeCloseTo(poissonTail(5_000, x), 10);
    }
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 12);
  });
});

describe('chi-square goodness of fit', () => {
  it('merges neighbouring bins until each expects 5, a short tail joining the last', () => {
    const merged = mergeBins([0.01, 0.01, 0.03, 0.45, 0.46, 0.03, 0.01], [1, 0, 2, 50, 40, 5, 2], 100);
    expect(merged.map((bin) => Math.round(bin.expected))).toEqual([5, 45, 50]);
    expect(merged.map((bin) => bin.observed)).toEqual([3, 50, 47]);
  });

  it('accepts counts near the expected ones and rejects a loaded die', () => {
    const fair = chiSquareTest(Array(6).fill(1 / 6), [1002, 990, 1010, 998, 1001, 999]);
    expect(fair.df).toBe(5);
    expect(fair.pValue).toBeGreaterThan(0.99);
    const loaded = chiSquareTest(Array(6).fill(1 / 6), [1200, 960, 960, 960, 960, 960]);
    expect(loaded.pValue).toBeLessThan(1e-6);
  });

  it('fails at once on an outcome the game cannot produce', () => {
    expect(chiSquareTest([0.5, 0.5, 0], [10, 10, 1]).pValue).toBe(0);
  });

  it('adds independent groups', () => {
    const a = chiSquareTest([0.5, 0.5], [60, 40]);
    const both = combinedChiSquare([a, a]);
    expect(both.statistic).toBeCloseTo(8);
    expect(both.df).toBe(2);
    expect(both.pValue).toBeCloseTo(Math.exp(-4), 12);
  });
});

function tallyOf(values: number[], cut: number): SequenceTally {
  const tally = emptySequenceTally();
  for (const value of values) addToSequence(tally, value, cut);
  return tally;
}

describe('runs and serial correlation', () => {
  it('counts runs against their expectation', () => {
    const tally = tallyOf([1, 1, 0, 0, 1, 0], 0.5);
    expect(tally.runs).toBe(4);
    expect(runsTest(tally).z).toBeCloseTo(0, 12);
    expect(runsTest(tallyOf([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0], 0.5)).z).toBeGreaterThan(3);
  });

  it('sees an alternating sequence as negatively correlated, a trend as positively', () => {
    expect(serialCorrelation(tallyOf([1, 2, 1, 2, 1, 2, 1, 2, 1, 2], 1.5)).r1).toBeCloseTo(-0.9, 6);
    expect(serialCorrelation(tallyOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)).r1).toBeGreaterThan(0.6);
  });

  it('joins chunks into the tally of the whole sequence', () => {
    const values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3];
    const whole = tallyOf(values, 4.5);
    const joined = [values.slice(0, 5), values.slice(5, 6), values.slice(6)]
      .map((chunk) => tallyOf(chunk, 4.5))
      .reduce((a, b) => joinSequences(a, b, 4.5));
    expect(joined).toEqual(whole);
    expect(serialCorrelation(joined).r1).toBeCloseTo(serialCorrelation(whole).r1, 12);
  });
});

describe('the RTP interval', () => {
  it('holds the exact value within z standard errors', () => {
    // 1,000 rounds returning 2 or 0 half the time each: mean 1, standard error 1/√1000.
    const interval = rtpInterval({ n: 1_000, sum: 1_040, sumOfSquares: 2_080 }, 1);
    expect(interval.observed).toBeCloseTo(1.04);
    expect(interval.z).toBeCloseTo(0.04 / Math.sqrt((2.08 - 1.04 ** 2) / 1_000), 10);
    expect(interval.low).toBeLessThan(1);
    expect(interval.high).toBeGreaterThan(1);
  });
});
