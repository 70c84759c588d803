import { describe, expect, it } from 'vitest';
import {
  accumulatorReturn,
  combinations,
  singleReturn,
  systemLines,
  systemReturn,
  SYSTEM_BETS,
} from './bets.js';
import {
  LEG_RESULTS,
  resultKindOf,
  settlementOf,
  WON,
  LOST,
  VOID,
  HALF_WON,
  HALF_LOST,
  deadHeat,
} from './leg.js';
import { ratio } from './ratio.js';

describe('a single leg returns void + (1 - void) x result x dead heat x odds per unit', () => {
  // stake 10.00 (1000 minor units) at odds 1.95
  const cases = [
    ['won', WON, 1950n],
    ['lost', LOST, 0n],
    ['void', VOID, 1000n],
    ['half won', HALF_WON, 500n + 975n],
    ['half lost', HALF_LOST, 500n],
    ['dead heat of two', deadHeat(ratio(1, 2)), 975n],
    // 1000 x 1/3 x 1.95 = 650 exactly
    ['dead heat of three', deadHeat(ratio(1, 3)), 650n],
  ] as const;
  it.each(cases)('%s', (_name, settlement, expected) => {
    expect(singleReturn(1000n, { odds: 1.95, settlement })).toBe(expected);
  });

  it('rounds a return down to the minor unit', () => {
    // 333 x 1/3 x 2.51 = 278.61 -> 278
    expect(singleReturn(333n, { odds: 2.51, settlement: deadHeat(ratio(1, 3)) })).toBe(278n);
    // 7 x 1.99 = 13.93 -> 13
    expect(singleReturn(7n, { odds: 1.99, settlement: WON })).toBe(13n);
  });

  it('names every settlement by its kind and back', () => {
    for (const kind of LEG_RESULTS) {
      const factor = kind === 'dead_heat' ? ratio(1, 4) : undefined;
      expect(resultKindOf(settlementOf(kind, factor))).toBe(kind);
    }
  });
});

describe('accumulators', () => {
  it('multiply their legs; a void leg counts as odds 1', () => {
    const legs = [
      { odds: 2.0, settlement: WON },
      { odds: 3.5, settlement: VOID },
      { odds: 1.5, settlement: WON },
    ];
    expect(accumulatorReturn(1000n, legs)).toBe(3000n);
  });
  it('lose with any lost leg, and carry half results and dead heats through', () => {
    expect(
      accumulatorReturn(1000n, [
        { odds: 2, settlement: WON },
        { odds: 2, settlement: LOST },
      ]),
    ).toBe(0n);
    // 2.0 x (0.5 + 0.5 x 1.9) x (1/2 x 3.0) = 2 x 1.45 x 1.5 = 4.35
    const legs = [
      { odds: 2.0, settlement: WON },
      { odds: 1.9, settlement: HALF_WON },
      { odds: 3.0, settlement: deadHeat(ratio(1, 2)) },
    ];
    expect(accumulatorReturn(1000n, legs)).toBe(4350n);
    // a half-lost leg keeps half: 2.0 x 0.5 = 1.0
    expect(
      accumulatorReturn(1000n, [
        { odds: 2, settlement: WON },
        { odds: 1.8, settlement: HALF_LOST },
      ]),
    ).toBe(1000n);
  });
});

describe('system bets', () => {
  it('hold the standard numbers of lines', () => {
    const counts = Object.fromEntries(
      Object.keys(SYSTEM_BETS).map((name) => [
        name,
        systemLines(name as keyof typeof SYSTEM_BETS).lines.length,
      ]),
    );
    expect(counts).toEqual({
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky_15: 15,
      super_yankee: 26,
      lucky_31: 31,
      heinz: 57,
      lucky_63: 63,
      super_heinz: 120,
      goliath: 247,
    });
    expect(combinations(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(systemLines({ from: 5, size: 3 }).lines).toHaveLength(10);
  });

  it('sum their lines: a Trixie with one lost leg keeps the one double that avoids it', () => {
    const legs = [
      { odds: 2.0, settlement: WON },
      { odds: 3.0, settlement: WON },
      { odds: 4.0, settlement: LOST },
    ];
    const trixie = systemReturn(100n, legs, 'trixie');
    expect(trixie).toEqual({ lines: 4, totalStake: 400n, totalReturn: 600n });
    // Patent adds the singles: 200 + 300 + 0 on top
    expect(systemReturn(100n, legs, 'patent').totalReturn).toBe(1100n);
    // 2 from 3 is the three doubles alone
    expect(systemReturn(100n, legs, { from: 3, size: 2 })).toEqual({
      lines: 3,
      totalStake: 300n,
      totalReturn: 600n,
    });
  });

  it('a Yankee with a void leg', () => {
    const legs = [
      { odds: 2.0, settlement: WON },
      { odds: 2.0, settlement: WON },
      { odds: 2.0, settlement: WON },
      { odds: 5.0, settlement: VOID },
    ];
    // doubles: 3 of 4 (x4) + 3 with the void (x2) = 12 + 6 = 18; trebles: 1 (x8) + 3 (x4) = 20; fourfold x8
    expect(systemReturn(100n, legs, 'yankee').totalReturn).toBe(100n * (18n + 20n + 8n));
  });
});
