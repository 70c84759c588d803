import { describe, expect, it } from 'vitest';
import { cashbackAccrual, cashbackPayable, cashbackShareOfEdge, cashbackSubunitsPerMinor } from './cashback';

// Cents paid back per EUR 100 (10,000 cents) wagered: the spec's "0.20 per 100" is 20 here.
const per100 = (houseEdgeBasisPoints: number, level: number) =>
  cashbackAccrual(10_000n, houseEdgeBasisPoints, level) / cashbackSubunitsPerMinor;

describe('daily cashback rate', () => {
  // Level, share of the house edge (basis points), cents per EUR 100 at a 2 % and at a 4 % edge.
  const table: [number, number, bigint, bigint][] = [
    [0, 1000, 20n, 40n],
    [1, 1000, 20n, 40n],
    [5, 1000, 20n, 40n],
    [6, 2000, 40n, 80n],
    [20, 2000, 40n, 80n],
    [21, 3000, 60n, 120n],
    [30, 3000, 60n, 120n],
    [31, 4000, 80n, 160n],
    [40, 4000, 80n, 160n],
    [41, 5000, 100n, 200n],
    [50, 5000, 100n, 200n],
    [51, 6000, 120n, 240n],
    [60, 6000, 120n, 240n],
  ];

  it.each(table)('level %i: %i bp of the edge, %s / %s cents per EUR 100', (level, share, atTwo, atFour) => {
    expect(cashbackShareOfEdge(level)).toBe(share);
    expect(per100(200, level)).toBe(atTwo);
    expect(per100(400, level)).toBe(atFour);
  });

  it("spans the spec's 0.20 to 2.40 per 100 from level 1 to Platinum, with 20 % of the edge as Art's rate", () => {
    expect(per100(200, 1)).toBe(20n);
    expect(per100(400, 60)).toBe(240n);
    expect(cashbackShareOfEdge(10)).toBe(2000);
  });

  it('never falls as the level rises', () => {
    for (let level = 1; level <= 60; level += 1) {
      expect(cashbackShareOfEdge(level)).toBeGreaterThanOrEqual(cashbackShareOfEdge(level - 1));
    }
    expect(() => cashbackShareOfEdge(61)).toThrow(RangeError);
  });
});

describe('cashbackAccrual', () => {
  it('is exact for any stake, in sub-units of a minor unit', () => {
    // 0.10 at a 2 % edge and 10 % of it is 0.02 cents: nothing lost to rounding.
    expect(cashbackAccrual(10n, 200, 1)).toBe(cashbackSubunitsPerMinor / 50n);
    expect(cashbackAccrual(1n, 1, 1)).toBe(1_000n);
    expect(cashbackAccrual(123_457n, 350, 33)).toBe(123_457n * 350n * 4_000n);
  });

  it('accrues nothing for no stake or no edge, and refuses an edge that is not whole basis points', () => {
    expect(cashbackAccrual(0n, 400, 10)).toBe(0n);
    expect(cashbackAccrual(-100n, 400, 10)).toBe(0n);
    expect(cashbackAccrual(100n, 0, 10)).toBe(0n);
    expect(() => cashbackAccrual(100n, 2.5, 10)).toThrow(RangeError);
    expect(() => cashbackAccrual(100n, 10_001, 10)).toThrow(RangeError);
  });
});

describe('cashbackPayable', () => {
  it('pays whole minor units, rounded down, and returns the remainder to carry', () => {
    let accrued = 0n;
    for (let bet = 0; bet < 49; bet += 1) accrued += cashbackAccrual(10n, 200, 1);
    expect(cashbackPayable(accrued)).toEqual({ minor: 0n, remainderSubunits: accrued });
    accrued += cashbackAccrual(10n, 200, 1);
    expect(cashbackPayable(accrued)).toEqual({ minor: 1n, remainderSubunits: 0n });
    expect(cashbackPayable(cashbackAccrual(100_000n, 400, 60))).toEqual({
      minor: 2_400n,
      remainderSubunits: 0n,
    });
    expect(cashbackPayable(cashbackAccrual(1_234n, 300, 21))).toEqual({
      minor: 11n,
      remainderSubunits: 10_600_000n,
    });
    expect(() => cashbackPayable(-1n)).toThrow(RangeError);
  });
});
