// Returns of singles, accumulators and system bets, in minor units. Rounding rule: every line's
// return is computed exactly (fractions) and rounded down to the minor unit once; a system bet's
// return is the sum of its lines' rounded returns.
import { legReturnFactor, type OutcomeSettlement } from './leg.js';
import { applyRatio, mul, ONE, type Ratio } from './ratio.js';

export interface SettledLeg {
  odds: number;
  settlement: OutcomeSettlement;
}

export function singleReturn(stake: bigint, leg: SettledLeg): bigint {
  return applyRatio(stake, legReturnFactor(leg.settlement, leg.odds));
}

/** An accumulator multiplies its legs' unit returns (a void leg returns 1: it counts as odds 1). */
export function accumulatorFactor(legs: readonly SettledLeg[]): Ratio {
  return legs.reduce<Ratio>((acc, leg) => mul(acc, legReturnFactor(leg.settlement, leg.odds)), ONE);
}

export function accumulatorReturn(stake: bigint, legs: readonly SettledLeg[]): bigint {
  return applyRatio(stake, accumulatorFactor(legs));
}

/** The standard full-cover system bets: how many selections, and the sizes of the lines they hold. */
export const SYSTEM_BETS = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky_15: { selections: 4, sizes: [1, 2, 3, 4] },
  super_yankee: { selections: 5, sizes: [2, 3, 4, 5] },
  lucky_31: { selections: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  lucky_63: { selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
  super_heinz: { selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { selections: number; sizes: readonly number[] }>;
export type NamedSystem = keyof typeof SYSTEM_BETS;

/** A system: a named one, or "k from n" (every combination of k of the selections). */
export type SystemSpec = NamedSystem | { from: number; size: number };

/** Every k-element combination of the indices 0..n-1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= n - (k - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  if (k >= 1 && k <= n) walk(0);
  return out;
}

/** The lines (as lists of selection indices) a system bet on n selections holds. */
export function systemLines(system: SystemSpec): { selections: number; lines: number[][] } {
  if (typeof system === 'string') {
    const { selections, sizes } = SYSTEM_BETS[system];
    return { selections, lines: sizes.flatMap((size) => combinations(selections, size)) };
  }
  if (system.size < 1 || system.size > system.from) throw new RangeError('system: size must be 1..from');
  return { selections: system.from, lines: combinations(system.from, system.size) };
}

/** A system bet of `stakePerLine` on each line: the total stake and the sum of the lines' returns. */
export function systemReturn(
  stakePerLine: bigint,
  legs: readonly SettledLeg[],
  system: SystemSpec,
): { lines: number; totalStake: bigint; totalReturn: bigint } {
  const { selections, lines } = systemLines(system);
  if (legs.length !== selections) throw new RangeError(`system: needs ${selections} selections`);
  const totalReturn = lines.reduce(
    (sum, line) =>
      sum +
      accumulatorReturn(
        stakePerLine,
        line.map((i) => legs[i]!),
      ),
    0n,
  );
  return { lines: lines.length, totalStake: stakePerLine * BigInt(lines.length), totalReturn };
}
