// The slip's arithmetic is the settlement's own (the engine's pure modules): what the slip shows as the
// possible return is what the settlement pays if every leg wins, rounded down per line the same way.
import {
  accumulatorFactor,
  accumulatorReturn,
  singleReturn,
  SYSTEM_BETS,
  systemLines,
  systemReturn,
  settlementOf,
  WON,
  type LegResult,
  type NamedSystem,
  type SettledLeg,
  type SystemSpec,
} from '@casino/sportsbook/settlement';

/** What the player bets: every selection as its own single, one accumulator, or a system. */
export type SlipBet = { kind: 'singles' } | { kind: 'accumulator' } | { kind: 'system'; system: SystemSpec };

const won = (odds: readonly number[]): SettledLeg[] => odds.map((o) => ({ odds: o, settlement: WON }));

/** The accumulator's odds, shown rounded down to two decimals (the ticket is priced exactly). */
export function combinedOdds(odds: readonly number[]): number {
  const factor = accumulatorFactor(won(odds));
  return Number((factor.num * 100n) / factor.den) / 100;
}

/** How many tickets or lines a bet makes, so the total stake is stake x lines. */
export function linesOf(bet: SlipBet, count: number): number {
  if (bet.kind === 'singles') return count;
  if (bet.kind === 'accumulator') return count >= 2 ? 1 : 0;
  const { selections, lines } = systemLines(bet.system);
  return selections === count ? lines.length : 0;
}

/** The whole stake and the possible return (every leg won) of a bet of `stake` per ticket or line. */
export function possibleReturn(bet: SlipBet, stake: bigint, odds: readonly number[]) {
  const lines = linesOf(bet, odds.length);
  if (lines === 0) return { totalStake: 0n, totalReturn: 0n };
  if (bet.kind === 'singles') {
    const totalReturn = odds.reduce((sum, o) => sum + singleReturn(stake, { odds: o, settlement: WON }), 0n);
    return { totalStake: stake * BigInt(lines), totalReturn };
  }
  if (bet.kind === 'accumulator')
    return { totalStake: stake, totalReturn: accumulatorReturn(stake, won(odds)) };
  const system = systemReturn(stake, won(odds), bet.system);
  return { totalStake: system.totalStake, totalReturn: system.totalReturn };
}

/** The return once the legs have results (a void leg counts as odds 1), as the settlement computes it. */
export function settledReturn(
  bet: Exclude<SlipBet, { kind: 'singles' }>,
  stake: bigint,
  legs: ReadonlyArray<{ odds: number; result: LegResult; deadHeatFactor?: { num: bigint; den: bigint } }>,
): bigint {
  const settled = legs.map((leg) => ({
    odds: leg.odds,
    settlement: settlementOf(leg.result, leg.deadHeatFactor),
  }));
  if (bet.kind === 'accumulator') return accumulatorReturn(stake, settled);
  return systemReturn(stake, settled, bet.system).totalReturn;
}

/** The systems a number of selections allows: the named full covers, then every "k from n". */
export function systemsFor(count: number): Array<{ id: string; system: SystemSpec; lines: number }> {
  if (count < 3) return [];
  const named = (Object.keys(SYSTEM_BETS) as NamedSystem[])
    .filter((name) => SYSTEM_BETS[name].selections === count)
    .map((name) => ({ id: name, system: name as SystemSpec, lines: systemLines(name).lines.length }));
  const kFromN = Array.from({ length: count - 2 }, (_, i) => i + 2).map((size) => {
    const system = { size, from: count };
    return { id: `${size}/${count}`, system, lines: systemLines(system).lines.length };
  });
  return [...named, ...kFromN];
}
