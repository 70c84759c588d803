import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../../../engine/fair-random';
import { findGame } from '@casino/fair/games/registry';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';
import { starJackpot } from '@casino/fair/games/slots/titles/star-jackpot';
import { sunTemple } from '@casino/fair/games/slots/titles/sun-temple';
import type { FairReader } from '@casino/fair/games/slots/engine/fair-reader';
import { fairStream } from './fair-stream';
import { compileMachine } from '@casino/fair/games/slots/engine/machine';
import { maxRoundCoins, numbersBound, playSlotRound } from '@casino/fair/games/slots/engine/play-slot';
import { numberFor, scriptedReader } from '@casino/fair/games/slots/engine/slot-test-kit';

const counting = (reader: FairReader) => {
  let read = 0;
  return {
    next: () => ((read += 1), reader.next()),
    get read() {
      return read;
    },
  };
};

describe('slot rounds', () => {
  it.each(slotTitles.map((title) => [title.slug]))(
    '%s replays from its seeds, within its bound of fair numbers',
    (slug) => {
      const game = findGame(slug)!;
      const machine = compileMachine(slotTitles.find((title) => title.slug === slug)!.config);
      const stake = BigInt(machine.config.coinsPerBet * 3);
      let mostRead = 0;
      for (let nonce = 0; nonce < 400; nonce += 1) {
        const seed = { serverSeed: 'replay', clientSeed: slug, nonce };
        const stored = game.play(fairUint32s(seed, game.numbersPerRound), {}, stake);
        // The lazy stream the bench uses reads the very same numbers.
        const reader = counting(fairStream(seed));
        const streamed = playSlotRound(machine, reader, false);
        expect(stored.payout).toBe(BigInt(streamed.totalCoins) * 3n);
        expect(game.play(fairUint32s(seed, game.numbersPerRound), {}, stake)).toEqual(stored);
        expect(stored.payout).toBeLessThanOrEqual(game.maxPayout(stake, {}));
        mostRead = Math.max(mostRead, reader.read);
      }
      expect(mostRead).toBeLessThanOrEqual(numbersBound(machine));
    },
  );

  it('stops retriggers at the cap and multiplies free-spin wins', () => {
    const machine = compileMachine(sunTemple.config);
    // Every reel stopped on a scatter: each spin shows 5 or more and awards 20 more spins.
    const scatterStops = machine.base.map((strip) => numberFor(strip.indexOf(machine.scatter), strip.length));
    const freeStops = machine.free.map((strip) => numberFor(strip.indexOf(machine.scatter), strip.length));
    const numbers = [...scatterStops, ...Array.from({ length: 60 }, () => freeStops).flat()];
    const round = playSlotRound(machine, scriptedReader(numbers), false);
    expect(round.base!.scatters).toBeGreaterThanOrEqual(5);
    expect(round.freeSpins).toHaveLength(sunTemple.config.freeSpins!.cap);
    expect(round.freeSpinsAwarded).toBe(sunTemple.config.freeSpins!.cap);
    const freeCoins = round.freeSpins.reduce((sum, spin) => sum + spin.coins, 0);
    expect(round.totalCoins).toBe(round.base!.coins + freeCoins * sunTemple.config.freeSpins!.multiplier);
    expect(round.totalCoins).toBeLessThanOrEqual(maxRoundCoins(machine));
  });

  it('starts a bonus buy straight in its free spins and prices its stake in bets', () => {
    const game = findGame('sun-temple')!;
    const { price, spins } = sunTemple.config.bonusBuy!;
    const params = game.params.parse({ bonusBuy: true });
    const round = playSlotRound(
      compileMachine(sunTemple.config),
      fairStream({ serverSeed: 'buy', clientSeed: 'c', nonce: 1 }),
      true,
    );
    expect(round.base).toBeNull();
    expect(round.freeSpins.length).toBeGreaterThanOrEqual(spins);
    expect(game.checkStake!(20n * BigInt(price), params)).toBeNull();
    expect(game.checkStake!(20n, params)).toMatch(/bonus buy/);
    expect(game.checkStake!(20n, game.params.parse({}))).toBeNull();
    expect(game.checkStake!(30n, game.params.parse({}))).toMatch(/multiple of 20/);
    // A bought round's coin is the stake over price × coins per bet.
    const stake = 20n * BigInt(price) * 5n;
    const played = game.play(
      fairUint32s({ serverSeed: 'buy', clientSeed: 'c', nonce: 1 }, game.numbersPerRound),
      params,
      stake,
    );
    expect(played.payout).toBe(BigInt(round.totalCoins) * 5n);
  });

  it('draws the jackpot from the number after the base spin, at the stated odds', () => {
    const machine = compileMachine(starJackpot.config);
    const spinNumbers = machine.base.map(() => 0);
    const odds = starJackpot.config.jackpot!.oddsNumerator;
    const hit = playSlotRound(
      machine,
      scriptedReader([...spinNumbers, odds - 1, ...new Array<number>(400).fill(0)]),
      false,
    );
    const miss = playSlotRound(
      machine,
      scriptedReader([...spinNumbers, odds, ...new Array<number>(400).fill(0)]),
      false,
    );
    expect(hit.jackpotHit).toBe(true);
    expect(miss.jackpotHit).toBe(false);
    expect(findGame('star-jackpot')!.meta.isJackpot).toBe(true);
  });
});
