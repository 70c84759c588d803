import type { FairReader } from './fair-reader';
import { byCount, type Machine } from './machine';
import { spin, type SpinResult } from './spin';

/**
 * A whole round: the base spin (or, on a bonus buy, none), the jackpot draw, then the free spins the
 * scatters award, retriggers included, never more than the cap. Pure: the same fair numbers give the
 * same round, on the server, in the bench and in the browser's verifier.
 */
export interface SlotRound {
  base: SpinResult | null;
  jackpotHit: boolean;
  freeSpins: SpinResult[];
  freeSpinsAwarded: number;
  /** Base win plus every free-spin win times the multiplier. */
  totalCoins: number;
}

export function playSlotRound(machine: Machine, reader: FairReader, isBonusBuy: boolean): SlotRound {
  const { freeSpins: rule, jackpot, bonusBuy } = machine.config;
  let base: SpinResult | null = null;
  let jackpotHit = false;
  let awarded = 0;
  if (isBonusBuy) {
    if (!bonusBuy || !rule) throw new Error('this title has no bonus buy');
    awarded = Math.min(rule.cap, bonusBuy.spins);
  } else {
    base = spin(machine, machine.base, reader);
    // Drawn after the base spin at a fixed place, whatever the spin showed: the odds stay the stated ones.
    if (jackpot) jackpotHit = reader.next() < jackpot.oddsNumerator;
    if (rule) awarded = Math.min(rule.cap, byCount(rule.awards, base.scatters));
  }
  const freeSpins: SpinResult[] = [];
  let totalCoins = base?.coins ?? 0;
  while (rule && freeSpins.length < awarded) {
    const result = spin(machine, machine.free, reader);
    freeSpins.push(result);
    totalCoins += result.coins * rule.multiplier;
    awarded = Math.min(rule.cap, awarded + byCount(rule.awards, result.scatters));
  }
  return { base, jackpotHit, freeSpins, freeSpinsAwarded: awarded, totalCoins };
}

/** The most fair numbers a round can read: the base spin, the jackpot draw and a full cap of free spins. */
export function numbersBound(machine: Machine): number {
  const { freeSpins, jackpot } = machine.config;
  return machine.numbersPerSpin + (jackpot ? 1 : 0) + (freeSpins?.cap ?? 0) * machine.numbersPerSpin;
}

/** The most cells of `symbol` (or wild) any window of this strip shows, over every height. */
function mostMatches(machine: Machine, strip: number[], symbol: number): number {
  let most = 0;
  for (let stop = 0; stop < strip.length; stop += 1) {
    let matches = 0;
    for (let row = 0; row < machine.maxRows; row += 1) {
      const cell = strip[(stop + row) % strip.length];
      if (cell === symbol || cell === machine.wild) matches += 1;
    }
    most = Math.max(most, matches);
  }
  return most;
}

/**
 * An upper bound on one spin's coins: every line at the top pay on lines; on ways, each symbol at its
 * best count times the most matches its strips can show per reel; plus the top scatter pay.
 */
function maxSpinCoins(machine: Machine, strips: number[][]): number {
  const { layout, scatterPays, coinsPerBet } = machine.config;
  let lineOrWays = 0;
  if (layout.kind === 'lines') {
    lineOrWays = layout.paylines.length * Math.max(...machine.pays.map((pays) => Math.max(...pays)));
  } else {
    machine.pays.forEach((pays, symbol) => {
      let ways = 1;
      let best = 0;
      strips.forEach((strip, reel) => {
        ways *= mostMatches(machine, strip, symbol);
        best = Math.max(best, pays[reel + 1]! * ways);
      });
      lineOrWays += best;
    });
  }
  return lineOrWays + Math.max(0, ...(scatterPays ?? [])) * coinsPerBet;
}

/** An upper bound on a round's coins, so a bet whose possible win exceeds the limit is refused up front. */
export function maxRoundCoins(machine: Machine): number {
  const rule = machine.config.freeSpins;
  return (
    maxSpinCoins(machine, machine.base) +
    (rule ? rule.cap * rule.multiplier * maxSpinCoins(machine, machine.free) : 0)
  );
}
