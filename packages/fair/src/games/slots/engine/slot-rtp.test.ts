import { describe, expect, it } from 'vitest';
import { compileMachine } from './machine';
import { playSlotRound } from './play-slot';
import type { SlotConfig } from './slot-config';
import { slotRtp, spinStats, type Fraction } from './slot-rtp';
import { ExhaustedError, numberFor, scriptedReader } from './slot-test-kit';
import { spin } from './spin';

/**
 * The RTP formulas checked against brute force: every equally likely window (and, for a whole round,
 * every sequence of spins) played through the engine itself, summed exactly.
 */
const sameFraction = (a: Fraction, b: Fraction) =>
  a.numerator * b.denominator === b.numerator * a.denominator;

/** All (height, stop) draws of every reel, as the fair numbers that produce them. */
function allDraws(config: SlotConfig, strips: readonly (readonly unknown[])[]): number[][] {
  const heights = config.layout.kind === 'megaways' ? config.layout.maxRows - config.layout.minRows + 1 : 1;
  let draws: { heights: number[]; stops: number[] }[] = [{ heights: [], stops: [] }];
  for (const strip of strips) {
    const next: typeof draws = [];
    for (const draw of draws)
      for (let h = 0; h < heights; h += 1)
        for (let stop = 0; stop < strip.length; stop += 1)
          next.push({
            heights: [...draw.heights, numberFor(h, heights)],
            stops: [...draw.stops, numberFor(stop, strip.length)],
          });
    draws = next;
  }
  return draws.map((draw) =>
    config.layout.kind === 'megaways' ? [...draw.heights, ...draw.stops] : draw.stops,
  );
}

const tinyMegaways: SlotConfig = {
  layout: { kind: 'megaways', minRows: 1, maxRows: 3 },
  symbols: ['wild', 'scatter', 'gem', 'ace'],
  wild: 'wild',
  scatter: 'scatter',
  pays: { gem: [0, 0, 2, 5], ace: [0, 1, 2, 3] },
  scatterPays: [0, 0, 1, 4],
  coinsPerBet: 4,
  reels: [
    ['gem', 'ace', 'scatter', 'ace', 'gem'],
    ['wild', 'ace', 'gem', 'scatter'],
    ['ace', 'gem', 'wild', 'ace', 'scatter', 'gem'],
  ],
};

const tinyLines: SlotConfig = {
  layout: { kind: 'lines', rows: 1, paylines: [[0, 0, 0]] },
  symbols: ['wild', 'scatter', 'gem'],
  wild: 'wild',
  scatter: 'scatter',
  pays: { wild: [0, 0, 3, 10], gem: [0, 0, 2, 4] },
  scatterPays: [0, 0, 0, 5],
  coinsPerBet: 1,
  reels: [
    ['gem', 'scatter', 'wild'],
    ['gem', 'scatter', 'scatter'],
    ['scatter', 'gem', 'wild'],
  ],
  // Two scatters give one spin, three give two: retriggers are frequent and the cap of 3 bites.
  freeSpins: { awards: [0, 0, 1, 2], cap: 3, multiplier: 2 },
  bonusBuy: { price: 3, spins: 2 },
};

/**
 * Lucky Clover's mix in miniature: three rows read by crossing lines, a wild with pays of its own from
 * two, a symbol paying two of a kind, scatter pays, and free spins on strips of their own.
 */
const cloverLines: SlotConfig = {
  layout: {
    kind: 'lines',
    rows: 3,
    paylines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 1],
    ],
  },
  symbols: ['wild', 'pot', 'clover', 'coin', 'q'],
  wild: 'wild',
  scatter: 'pot',
  pays: { wild: [0, 0, 5, 40], clover: [0, 0, 2, 30], coin: [0, 0, 0, 12], q: [0, 0, 0, 6] },
  scatterPays: [0, 0, 0, 2],
  coinsPerBet: 6,
  reels: [
    ['clover', 'wild', 'q', 'pot'],
    ['q', 'clover', 'pot', 'coin'],
    ['pot', 'coin', 'clover', 'q'],
  ],
  freeReels: [
    ['wild', 'clover', 'pot', 'q', 'coin'],
    ['wild', 'q', 'clover', 'pot'],
    ['clover', 'wild', 'pot', 'q'],
  ],
  freeSpins: { awards: [0, 0, 0, 1], cap: 2, multiplier: 1 },
};

/**
 * The exact mean of a whole round: every sequence of spins played through the engine. The base spin has
 * B equally likely draws and a free spin F (its strips may differ), so a complete round of j free spins
 * has probability 1/(B·F^j) (no B on a bonus buy); all are scaled to the common B·F^cap.
 */
function enumerateRounds(config: SlotConfig, isBonusBuy: boolean): Fraction {
  const machine = compileMachine(config);
  const baseDraws = allDraws(config, config.reels);
  const freeDraws = allDraws(config, config.freeReels ?? config.reels);
  const base = isBonusBuy ? 1n : BigInt(baseDraws.length);
  const free = BigInt(freeDraws.length);
  const cap = config.freeSpins!.cap;
  let sum = 0n;
  const explore = (prefix: number[], spins: number) => {
    try {
      const round = playSlotRound(machine, scriptedReader(prefix), isBonusBuy);
      sum += BigInt(round.totalCoins) * free ** BigInt(cap - round.freeSpins.length);
    } catch (error) {
      if (!(error instanceof ExhaustedError)) throw error;
      const next = spins === 0 && !isBonusBuy ? baseDraws : freeDraws;
      for (const draw of next) explore([...prefix, ...draw], spins + 1);
    }
  };
  explore([], 0);
  return { numerator: sum, denominator: base * free ** BigInt(cap) };
}

/** The mean coins of one spin over every equally likely window of the base (or free-spin) strips. */
function enumerateSpins(config: SlotConfig, isFreeSpin: boolean): Fraction {
  const machine = compileMachine(config);
  const strips = isFreeSpin ? machine.free : machine.base;
  const draws = allDraws(config, strips);
  let coins = 0n;
  for (const numbers of draws) coins += BigInt(spin(machine, strips, scriptedReader(numbers)).coins);
  return { numerator: coins, denominator: BigInt(draws.length) };
}

describe('exact slot RTP', () => {
  it('gives a spin the mean of every window, on megaways heights and ways', () => {
    const machine = compileMachine(tinyMegaways);
    expect(allDraws(tinyMegaways, tinyMegaways.reels)).toHaveLength(15 * 12 * 18);
    expect(sameFraction(spinStats(machine, machine.base).ev, enumerateSpins(tinyMegaways, false))).toBe(true);
  });

  it('gives a whole round (retriggers, cap, multiplier) and a bonus buy the mean of every spin sequence', () => {
    const rtp = slotRtp(tinyLines);
    expect(sameFraction(rtp.game, enumerateRounds(tinyLines, false))).toBe(true);
    const buy = enumerateRounds(tinyLines, true);
    expect(sameFraction(rtp.bonusBuy!, { numerator: buy.numerator, denominator: buy.denominator * 3n })).toBe(
      true,
    );
  });

  it('gives rows read by crossing lines, wild pays from two and free-spin strips the mean of every window and round', () => {
    const machine = compileMachine(cloverLines);
    expect(sameFraction(spinStats(machine, machine.base).ev, enumerateSpins(cloverLines, false))).toBe(true);
    expect(sameFraction(spinStats(machine, machine.free).ev, enumerateSpins(cloverLines, true))).toBe(true);
    const round = enumerateRounds(cloverLines, false);
    expect(
      sameFraction(slotRtp(cloverLines).game, {
        numerator: round.numerator,
        denominator: round.denominator * 6n,
      }),
    ).toBe(true);
  });

  it('adds the jackpot contribution to the stated RTP only', () => {
    const rtp = slotRtp({
      ...tinyMegaways,
      jackpot: { contributionBp: 100, oddsNumerator: 1000, seedAmount: 100 },
    });
    const plain = slotRtp(tinyMegaways);
    expect(sameFraction(rtp.game, plain.game)).toBe(true);
    const difference = {
      numerator:
        rtp.stated.numerator * plain.game.denominator - plain.game.numerator * rtp.stated.denominator,
      denominator: rtp.stated.denominator * plain.game.denominator,
    };
    expect(sameFraction(difference, { numerator: 1n, denominator: 100n })).toBe(true);
  });
});
