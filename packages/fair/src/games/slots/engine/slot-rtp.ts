import { byCount, compileMachine, type Machine } from './machine';
import type { SlotConfig } from './slot-config';
import { evaluateLine } from './spin';

/**
 * The exact RTP of a title, in integer arithmetic (fractions of bigints, never floats).
 *
 * - A spin: every reel's stop (and height) is uniform and the reels are independent, so per reel we
 *   enumerate all its (height, stop) windows. Lines: each line sees, per reel, a symbol distributed as
 *   the strip's counts, so the line EV is a sum over all symbol combinations. Ways: a symbol pays
 *   pay(n)·Π_{i<n} m_i for n reels, m_i the matches on reel i, so its EV is
 *   Σ_n pay(n)·Π_{i<n} E[m_i]·P(m_n = 0). Scatters: their count is the convolution of the reels'.
 * - Free spins: whether a free spin is played depends only on the spins before it, so by Wald's
 *   identity the total is E[spins played]·E[one free spin]; E[spins played] comes from an exact
 *   recursion over (played, awarded) with retriggers and the cap.
 * - The jackpot returns its contribution (the pool pays out everything put in), so it adds exactly its
 *   share of the stake.
 *
 * Rounding: a stop is floor(u·L/2^32), uniform up to L/2^32 (under 10^-8); the RTP ignores that.
 */

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const fraction = (numerator: bigint, denominator: bigint): Fraction => ({ numerator, denominator });
const add = (a: Fraction, b: Fraction) =>
  a.denominator === b.denominator
    ? fraction(a.numerator + b.numerator, a.denominator)
    : fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const times = (a: Fraction, b: Fraction) =>
  fraction(a.numerator * b.numerator, a.denominator * b.denominator);

export function toNumber(value: Fraction): number {
  return Number((value.numerator * 10n ** 15n) / value.denominator) / 1e15;
}

/** Percent with two decimals, rounded half up: '96.12'. */
export function rtpPercent(rtp: Fraction): string {
  const basisPoints = (rtp.numerator * 20_000n + rtp.denominator) / (2n * rtp.denominator);
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

/** Every window a reel can show, each equally likely: heights × stops. */
function reelWindows(machine: Machine, strip: number[]): number[][] {
  const windows: number[][] = [];
  for (const rows of machine.heights)
    for (let stop = 0; stop < strip.length; stop += 1)
      windows.push(Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!));
  return windows;
}

function linesEv(machine: Machine, strips: number[][]): Fraction {
  const layout = machine.config.layout;
  if (layout.kind !== 'lines') throw new Error('lines only');
  const counts = strips.map((strip) => {
    const count = new Map<number, number>();
    for (const symbol of strip) count.set(symbol, (count.get(symbol) ?? 0) + 1);
    return [...count.entries()];
  });
  let numerator = 0n;
  const line: number[] = [];
  const visit = (reel: number, weight: bigint) => {
    if (reel === strips.length) {
      numerator += weight * BigInt(evaluateLine(machine, line).coins);
      return;
    }
    for (const [symbol, count] of counts[reel]!) {
      line[reel] = symbol;
      visit(reel + 1, weight * BigInt(count));
    }
  };
  visit(0, 1n);
  const denominator = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return fraction(numerator * BigInt(layout.paylines.length), denominator);
}

function waysEv(machine: Machine, windows: number[][][]): Fraction {
  const totals = windows.map((reel) => BigInt(reel.length));
  const denominator = totals.reduce((product, total) => product * total, 1n);
  let numerator = 0n;
  for (let symbol = 0; symbol < machine.symbolCount; symbol += 1) {
    if (symbol === machine.wild || symbol === machine.scatter) continue;
    const matches = windows.map((reel) =>
      reel.map((column) => column.filter((cell) => cell === symbol || cell === machine.wild).length),
    );
    const sums = matches.map((reel) => BigInt(reel.reduce((sum, m) => sum + m, 0)));
    const zeros = matches.map((reel) => BigInt(reel.filter((m) => m === 0).length));
    for (let count = 1; count <= machine.reelCount; count += 1) {
      const pay = machine.pays[symbol]![count]!;
      if (pay === 0) continue;
      let weight = BigInt(pay);
      for (let reel = 0; reel < machine.reelCount; reel += 1)
        weight *= reel < count ? sums[reel]! : reel === count ? zeros[reel]! : totals[reel]!;
      numerator += weight;
    }
  }
  return fraction(numerator, denominator);
}

/** P(k scatters in the window) as counts over the number of equally likely windows. */
function scatterDistribution(machine: Machine, windows: number[][][]) {
  let counts = [1n];
  for (const reel of windows) {
    const perReel: bigint[] = [];
    for (const column of reel) {
      const k = column.filter((cell) => cell === machine.scatter).length;
      perReel[k] = (perReel[k] ?? 0n) + 1n;
    }
    const next: bigint[] = Array.from({ length: counts.length + perReel.length - 1 }, () => 0n);
    counts.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * (b ?? 0n))));
    counts = next;
  }
  const total = windows.reduce((product, reel) => product * BigInt(reel.length), 1n);
  return { counts, total };
}

/** One spin on these strips: its expected coins (no multiplier) and its scatter-count distribution. */
export function spinStats(machine: Machine, strips: number[][]) {
  const windows = strips.map((strip) => reelWindows(machine, strip));
  const scatters = scatterDistribution(machine, windows);
  const lineOrWays =
    machine.config.layout.kind === 'lines' ? linesEv(machine, strips) : waysEv(machine, windows);
  let scatterCoins = 0n;
  scatters.counts.forEach((count, k) => {
    scatterCoins += count * BigInt(byCount(machine.config.scatterPays, k) * machine.config.coinsPerBet);
  });
  return { ev: add(lineOrWays, fraction(scatterCoins, scatters.total)), scatters };
}

/** E[free spins played | `start` awarded], retriggers and cap included. */
function expectedSpinsFactory(machine: Machine, freeScatters: { counts: bigint[]; total: bigint }) {
  const rule = machine.config.freeSpins!;
  const transitions = freeScatters.counts.map((count, k) => ({ count, award: byCount(rule.awards, k) }));
  const powers = [1n];
  for (let i = 1; i <= rule.cap; i += 1) powers.push(powers[i - 1]! * freeScatters.total);
  // W(p, a) = V(p, a)·T^(cap−p) is an integer: V = 1 + Σ_k (c_k/T)·V(p+1, min(cap, a+award_k)).
  const memo = new Map<number, bigint>();
  const scaled = (played: number, awarded: number): bigint => {
    if (played === awarded) return 0n;
    const key = played * (rule.cap + 1) + awarded;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = powers[rule.cap - played]!;
    for (const { count, award } of transitions)
      if (count > 0n) value += count * scaled(played + 1, Math.min(rule.cap, awarded + award));
    memo.set(key, value);
    return value;
  };
  return (start: number): Fraction => fraction(scaled(0, Math.min(rule.cap, start)), powers[rule.cap]!);
}

export interface SlotRtp {
  /** The game's own return (base spin and free spins), per bet. */
  game: Fraction;
  /** What the catalogue states: the game's return plus the jackpot contribution, if any. */
  stated: Fraction;
  bonusBuy: Fraction | null;
  /** P(a base spin awards free spins). */
  freeSpinsChance: Fraction;
}

export function slotRtp(config: SlotConfig): SlotRtp {
  const machine = compileMachine(config);
  const bet = BigInt(config.coinsPerBet);
  const base = spinStats(machine, machine.base);
  let round = base.ev;
  let bonusBuy: Fraction | null = null;
  let freeSpinsChance = fraction(0n, 1n);
  const rule = config.freeSpins;
  if (rule) {
    const free = spinStats(machine, machine.free);
    const spinsFrom = expectedSpinsFactory(machine, free.scatters);
    const perFreeSpin = times(free.ev, fraction(BigInt(rule.multiplier), 1n));
    let expectedSpins = fraction(0n, 1n);
    base.scatters.counts.forEach((count, k) => {
      const award = byCount(rule.awards, k);
      if (award === 0 || count === 0n) return;
      expectedSpins = add(expectedSpins, times(fraction(count, base.scatters.total), spinsFrom(award)));
      freeSpinsChance = add(freeSpinsChance, fraction(count, base.scatters.total));
    });
    round = add(round, times(expectedSpins, perFreeSpin));
    if (config.bonusBuy)
      bonusBuy = times(
        times(spinsFrom(config.bonusBuy.spins), perFreeSpin),
        fraction(1n, bet * BigInt(config.bonusBuy.price)),
      );
  }
  const game = times(round, fraction(1n, bet));
  const stated = config.jackpot ? add(game, fraction(BigInt(config.jackpot.contributionBp), 10_000n)) : game;
  return { game, stated, bonusBuy, freeSpinsChance };
}
