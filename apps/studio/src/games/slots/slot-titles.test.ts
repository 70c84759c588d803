import { gameTags } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { chiSquare99 } from '../../test/chi-square-expected';
import { chiSquareUniform, meanAndDeviation, z99 } from '../../test/statistics';
import { findGame } from '@casino/fair/games/registry';
import { fairStream } from './engine/fair-stream';
import { compileMachine } from '@casino/fair/games/slots/engine/machine';
import { playSlotRound } from '@casino/fair/games/slots/engine/play-slot';
import { rtpPercent, slotRtp, toNumber } from '@casino/fair/games/slots/engine/slot-rtp';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';

/**
 * Every title: its stated RTP is the exact one, a seeded simulation lands within the 99 % bound of it,
 * and its reel stops (and megaways heights) are uniform by chi-square at 99 %.
 */
const rounds = 60_000;

describe('slot titles', () => {
  it('offers eight titles in the catalogue, megaways and jackpot among them, with known tags only', () => {
    expect(slotTitles).toHaveLength(8);
    const metas = slotTitles.map((title) => findGame(title.slug)!.meta);
    expect(metas.every((meta) => meta.category === 'slots')).toBe(true);
    expect(metas.some((meta) => meta.tags.includes('megaways'))).toBe(true);
    expect(metas.filter((meta) => meta.isJackpot)).toHaveLength(1);
    for (const meta of metas) for (const tag of meta.tags) expect(gameTags).toContain(tag);
    expect(new Set(slotTitles.map((title) => title.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    for (const title of slotTitles)
      expect(Boolean(title.config.bonusBuy)).toBe(title.tags.includes('bonus-buy'));
  });

  describe.each(slotTitles.map((title) => [title.slug, title] as const))('%s', (slug, title) => {
    const rtp = slotRtp(title.config);

    it('states the RTP computed exactly from its reels and rules', () => {
      expect(findGame(slug)!.meta.rtp).toBe(rtpPercent(rtp.stated));
      expect(toNumber(rtp.stated)).toBeGreaterThan(0.94);
      expect(toNumber(rtp.stated)).toBeLessThan(0.97);
      if (rtp.bonusBuy) {
        expect(title.bonusBuyRtp).toBe(rtpPercent(rtp.bonusBuy));
        // The bonus buy is priced to return about what the base game does.
        expect(Math.abs(toNumber(rtp.bonusBuy) - toNumber(rtp.game))).toBeLessThan(0.015);
      }
    });

    it('lands within the 99 % bound in a seeded simulation, with uniform reel stops', () => {
      const machine = compileMachine(title.config);
      const heights = machine.heights.length;
      const stopCounts = machine.base.map((strip) => new Array<number>(strip.length).fill(0));
      const heightCounts = machine.base.map(() => new Array<number>(heights).fill(0));
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < rounds; nonce += 1) {
        const round = playSlotRound(
          machine,
          fairStream({ serverSeed: 'slot-simulation', clientSeed: slug, nonce }),
          false,
        );
        const ratio = round.totalCoins / title.config.coinsPerBet;
        sum += ratio;
        squares += ratio * ratio;
        round.base!.stops.forEach((stop, reel) => (stopCounts[reel]![stop]! += 1));
        round.base!.heights.forEach(
          (height, reel) => (heightCounts[reel]![height - machine.heights[0]!]! += 1),
        );
      }
      const { mean, deviation } = meanAndDeviation(sum, squares, rounds);
      expect(Math.abs(mean - toNumber(rtp.game))).toBeLessThan((z99 * deviation) / Math.sqrt(rounds));
      // Independent reels: their statistics add up, as do their degrees of freedom.
      const cells = heights > 1 ? [...stopCounts, ...heightCounts] : stopCounts;
      const statistic = cells.reduce((total, counts) => total + chiSquareUniform(counts), 0);
      const degrees = cells.reduce((total, counts) => total + counts.length - 1, 0);
      expect(statistic).toBeLessThan(chiSquare99(degrees));
    });

    it.runIf(title.config.bonusBuy)('returns the stated bonus-buy RTP in a seeded simulation', () => {
      const machine = compileMachine(title.config);
      const buys = 6_000;
      const price = title.config.coinsPerBet * title.config.bonusBuy!.price;
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < buys; nonce += 1) {
        const round = playSlotRound(
          machine,
          fairStream({ serverSeed: 'slot-bonus-buy', clientSeed: slug, nonce }),
          true,
        );
        expect(round.base).toBeNull();
        const ratio = round.totalCoins / price;
        sum += ratio;
        squares += ratio * ratio;
      }
      const { mean, deviation } = meanAndDeviation(sum, squares, buys);
      expect(Math.abs(mean - toNumber(rtp.bonusBuy!))).toBeLessThan((z99 * deviation) / Math.sqrt(buys));
    });
  });
});
