import { describe, expect, it } from 'vitest';
import { combinedOdds, linesOf, possibleReturn, settledReturn, systemsFor } from './slip-maths';

// Expected figures are worked out by hand from the engine's rules (apps/sportsbook/README.md): a leg
// returns void_factor + (1 - void_factor) x result x dead_heat x odds per unit, an accumulator multiplies
// its legs (void = odds 1), every line is rounded down to the minor unit once, a system sums its lines.
describe('the slip shows what the settlement pays', () => {
  it('multiplies the accumulator exactly and shows it rounded down to two decimals', () => {
    expect(combinedOdds([2, 1.5, 3])).toBe(9);
    // 1.33^3 = 2.352637: shown as 2.35, never rounded up.
    expect(combinedOdds([1.33, 1.33, 1.33])).toBe(2.35);
    expect(combinedOdds([1.01, 1.01])).toBe(1.02);
  });

  it('rounds an accumulator return down once, on the exact product', () => {
    // 1.00 x 2.352637 = 2.352637 -> 2.35 (235 minor units); 10.00 -> 23.52 (2352).
    expect(possibleReturn({ kind: 'accumulator' }, 100n, [1.33, 1.33, 1.33])).toEqual({
      totalStake: 100n,
      totalReturn: 235n,
    });
    expect(possibleReturn({ kind: 'accumulator' }, 1000n, [1.33, 1.33, 1.33]).totalReturn).toBe(2352n);
  });

  it('adds up singles, one ticket per selection', () => {
    // 5.00 at 1.85 = 9.25 and 5.00 at 2.10 = 10.50.
    expect(possibleReturn({ kind: 'singles' }, 500n, [1.85, 2.1])).toEqual({
      totalStake: 1000n,
      totalReturn: 1975n,
    });
  });

  it('counts the lines of the systems the selections allow', () => {
    expect(systemsFor(2)).toEqual([]);
    expect(systemsFor(3).map((s) => [s.id, s.lines])).toEqual([
      ['trixie', 4],
      ['patent', 7],
      ['2/3', 3],
    ]);
    expect(systemsFor(4).map((s) => [s.id, s.lines])).toEqual([
      ['yankee', 11],
      ['lucky_15', 15],
      ['2/4', 6],
      ['3/4', 4],
    ]);
    expect(linesOf({ kind: 'system', system: 'goliath' }, 8)).toBe(247);
    expect(linesOf({ kind: 'system', system: 'trixie' }, 4)).toBe(0);
    expect(linesOf({ kind: 'accumulator' }, 1)).toBe(0);
  });

  it("prices a Trixie's four lines, each rounded down", () => {
    // Odds 2, 3, 1.5 at 1.00 a line: doubles 6 + 3 + 4.5 and the treble 9 = 22.50 for 4.00.
    expect(possibleReturn({ kind: 'system', system: 'trixie' }, 100n, [2, 3, 1.5])).toEqual({
      totalStake: 400n,
      totalReturn: 2250n,
    });
  });

  it('counts a void leg as odds 1 in an accumulator', () => {
    const legs = [
      { odds: 2, result: 'won' as const },
      { odds: 1.5, result: 'void' as const },
      { odds: 3, result: 'won' as const },
    ];
    expect(settledReturn({ kind: 'accumulator' }, 1000n, legs)).toBe(6000n);
  });

  it('pays half won and half lost legs as the Asian quarter lines settle', () => {
    // half won at 1.90: 0.5 + 0.5 x 1.90 = 1.45; half lost: 0.5. 10.00 x 1.45 x 0.5 = 7.25.
    expect(
      settledReturn({ kind: 'accumulator' }, 1000n, [
        { odds: 1.9, result: 'half_won' },
        { odds: 2.2, result: 'half_lost' },
      ]),
    ).toBe(725n);
  });

  it('pays a dead heat on its share of the stake', () => {
    // Two share the place: 1/2 of the stake at 5.00 = 2.5 per unit; 10.00 -> 25.00.
    expect(
      settledReturn({ kind: 'accumulator' }, 1000n, [
        { odds: 5, result: 'dead_heat', deadHeatFactor: { num: 1n, den: 2n } },
      ]),
    ).toBe(2500n);
  });

  it('keeps the lines of a system without the lost leg', () => {
    // Trixie on 2, 3, 1.5 with the 3.00 leg lost: only the 2 x 1.5 double pays, 3.00.
    expect(
      settledReturn({ kind: 'system', system: 'trixie' }, 100n, [
        { odds: 2, result: 'won' },
        { odds: 3, result: 'lost' },
        { odds: 1.5, result: 'won' },
      ]),
    ).toBe(300n);
  });
});
