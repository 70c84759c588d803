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
const sameFraction = (a: Fraction, b: Fraction) => a.numerator * b.denominator === b.numerator * a.denominator;

/** All (height, stop) draws of every reel, as the fair numbers that produce them. */
function allDraws(config: SlotConfig, strips: readonly (readonly string[])[]): number[][] {
  const heights = config.layout.kind === 'megaways' ? config.layout.maxRows - config.layout.minRows + 1 : 1;
  let draws: { heights: number[]; stops: number[] }[] = [{ heights: [], stops: [] }];
  for (const strip of strips) {
    const next: typeof draws = [];
    for (const draw of draws)
      for (let h = 0; h < heights; h += 1)
        for (let stop = 0; stop < strip.length; stop += 1)
          next.push({ heights: [...draw.heights, numberFor(h, heights)], stops: [...draw.stops, numberFor(stop, strip.length)] });
    draws = next;
  }
  return draws.map((draw) => (config.layout.kind === 'megaways' ? [...draw.heights, ...draw.stops] : draw.stops));
}

const tinyMegaways: SlotConfig = {
  layout: { kind: 'megaways', minRows: 1, maxRows: 3 },
  symbols: ['wild', 'scatter', 'gem', 'ace'],
  wild: 'wild',
  scatter: 'scatter',
  pays: { gem: [0, 0, 2, 5], ace: [0, 1, 2, 3] },
  scatterPays: [0, 0, 1, 4],
  coinsPerBet: 4,
  reels: [['gem', 'ace', 'scatter', 'ace', 'gem'], ['wild', 'ace', 'gem', 'scatter'], ['ace', 'gem', 'wild', 'ace', 'scatter', 'gem']],
};

const tinyLines: SlotConfig = {
  layout: { kind: 'lines', rows: 1, paylines: [[0, 0, 0]] },
  symbols: ['wild', 'scatter', 'gem'],
  wild: 'wild',
  scatter: 'scatter',
  pays: { wild: [0, 0, 3, 10], gem: [0, 0, 2, 4] },
  scatterPays: [0, 0, 0, 5],
  coinsPerBet: 1,
  reels: [['gem', 'scatter', 'wild'], ['gem', 'scatter', 'scatter'], ['scatter', 'gem', 'wild']],
  // Two scatters give one spin, three give two: retriggers are frequent and the cap of 3 bites.
  freeSpins: { awards: [0, 0, 1, 2], cap: 3, multiplier: 2 },
  bonusBuy: { price: 3, spins: 2 },
};

describe('exact slot RTP', () => {
  it('gives a spin the mean of every window, on megaways heights and ways', () => {
    const machine = compileMachine(tinyMegaways);
    let coins = 0n;
    const draws = allDraws(tinyMegaways, tinyMegaways.reels);
    for (const numbers of draws) coins += BigInt(spin(machine, machine.base, scriptedReader(numbers)).coins);
    expect(draws).toHaveLength(15 * 12 * 18);
    expect(sameFraction(spinStats(machine, machine.base).ev, { numerator: coins, denominator: BigInt(draws.length) })).toBe(true);
  });

  it('gives a whole round (retriggers, cap, multiplier) and a bonus buy the mean of every spin sequence', () => {
    const machine = compileMachine(tinyLines);
    const spinDraws = allDraws(tinyLines, tinyLines.reels);
    const cap = tinyLines.freeSpins!.cap;
    // Each complete sequence of j spins has probability 27^-j; scaled to the common 27^(cap+1).
    const total = (isBonusBuy: boolean) => {
      let sum = 0n;
      const explore = (prefix: number[], spins: number) => {
        try {
          const round = playSlotRound(machine, scriptedReader(prefix), isBonusBuy);
          sum += BigInt(round.totalCoins) * BigInt(spinDraws.length) ** BigInt(cap + 1 - spins);
        } catch (error) {
          if (!(error instanceof ExhaustedError)) throw error;
          for (const draw of spinDraws) explore([...prefix, ...draw], spins + 1);
        }
      };
      explore([], 0);
      return { numerator: sum, denominator: BigInt(spinDraws.length) ** BigInt(cap + 1) };
    };
    const rtp = slotRtp(tinyLines);
    expect(sameFraction(rtp.game, total(false))).toBe(true);
    const buy = total(true);
    expect(sameFraction(rtp.bonusBuy!, { numerator: buy.numerator, denominator: buy.denominator * 3n })).toBe(true);
  });

  it('adds the jackpot contribution to the stated RTP only', () => {
    const rtp = slotRtp({ ...tinyMegaways, jackpot: { contributionBp: 100, oddsNumerator: 1000, seedAmount: 100 } });
    const plain = slotRtp(tinyMegaways);
    expect(sameFraction(rtp.game, plain.game)).toBe(true);
    const difference = {
      numerator: rtp.stated.numerator * plain.game.denominator - plain.game.numerator * rtp.stated.denominator,
      denominator: rtp.stated.denominator * plain.game.denominator,
    };
    expect(sameFraction(difference, { numerator: 1n, denominator: 100n })).toBe(true);
  });
});
