import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../../engine/fair-random';
import { chiSquareUniform, meanAndDeviation, z99 } from '../../test/statistics';
import {
  hiloCard,
  hiloCardsPerRound,
  hiloMultiplier,
  hiloPayout,
  rankOf,
  refuseHiloMove,
  replayHilo,
  suitOf,
  winningRanks,
} from '@casino/fair/games/hilo/hilo-math';

const numbers = (nonce: number, clientSeed = 'hilo-client') =>
  fairUint32s({ serverSeed: 'hilo-server-seed', clientSeed, nonce }, hiloCardsPerRound);
/** A number that draws the card of this index (the middle of its 2^32/52 slice). */
const numberFor = (card: number) => Math.floor(((card + 0.5) * 2 ** 32) / 52);
/** The 99th percentile of chi-square with 51 degrees of freedom (52 cards). */
const chiSquare99With51Df = 77.386;

describe('hi-lo', () => {
  it('draws card i from the i-th fair number: ace low, king high, four suits', () => {
    expect(hiloCard(0)).toBe(0);
    expect(hiloCard(2 ** 32 - 1)).toBe(51);
    expect([rankOf(0), suitOf(0)]).toEqual([1, 0]); // ace of spades
    expect([rankOf(25), suitOf(25)]).toEqual([13, 1]); // king of hearts
    for (let card = 0; card < 52; card += 1) expect(hiloCard(numberFor(card))).toBe(card);
  });

  it('pays 0.99 / the probability of every call: the published multipliers', () => {
    expect(winningRanks(7, 'higher')).toBe(6);
    expect(winningRanks(7, 'lower')).toBe(6);
    expect(winningRanks(1, 'higher')).toBe(12);
    expect(hiloMultiplier([6])).toBe(21_450); // 0.99 · 13/6 = 2.145x
    expect(hiloMultiplier([12])).toBe(10_725); // from an ace, higher: 1.0725x
    expect(hiloMultiplier([1])).toBe(128_700); // from a queen, higher: 12.87x
    expect(hiloMultiplier([6, 12])).toBe(23_237); // 0.99 · 13²/72 = 2.32375x
    expect(hiloPayout(1000n, [])).toBe(1000n);
    expect(hiloPayout(1000n, [6, 6, 6])).toBe((1000n * 99n * 2197n) / (100n * 216n));
  });

  it('wins strictly higher or lower, loses on the same rank, skips without a call', () => {
    // 7♠, then 9♠, then 9♥ (same rank), then 2♠
    const uint32s = [numberFor(6), numberFor(8), numberFor(21), numberFor(1), ...new Array(48).fill(0)];
    expect(replayHilo(uint32s, 1000n, ['higher'])).toMatchObject({
      status: 'open',
      payout: 2145n,
      canCashOut: true,
      outcome: { cards: [6, 8] },
    });
    expect(replayHilo(uint32s, 1000n, ['lower'])).toMatchObject({
      status: 'lost',
      payout: 0n,
      outcome: { multiplier: 0 },
    });
    expect(replayHilo(uint32s, 1000n, ['higher', 'higher'])).toMatchObject({
      status: 'lost',
      outcome: { cards: [6, 8, 21] },
    });
    expect(replayHilo(uint32s, 1000n, ['higher', 'lower']).status).toBe('lost');
    expect(replayHilo(uint32s, 1000n, ['skip', 'skip', 'lower'])).toMatchObject({
      status: 'open',
      payout: hiloPayout(1000n, [8]),
    });
    expect(replayHilo(uint32s, 1000n, ['skip'])).toMatchObject({
      status: 'open',
      payout: 1000n,
      canCashOut: false,
    });
    // A call that cannot win is refused: lower from an ace, higher from a king.
    expect(refuseHiloMove([numberFor(0)], {}, [], 'lower')).toBe('this guess cannot win');
    expect(refuseHiloMove([numberFor(12)], {}, [], 'higher')).toBe('this guess cannot win');
    expect(refuseHiloMove([numberFor(12)], {}, [], 'lower')).toBeNull();
  });

  it('completes when the last card of the round is shown', () => {
    const state = replayHilo(numbers(3), 1000n, new Array(hiloCardsPerRound - 1).fill('skip'));
    expect(state.status).toBe('complete');
    expect((state.outcome as { cards: number[] }).cards).toHaveLength(hiloCardsPerRound);
  });

  it('draws every card equally often, at every position (chi-square, 99 %)', () => {
    const first = new Array<number>(52).fill(0);
    const fifth = new Array<number>(52).fill(0);
    for (let nonce = 0; nonce < 30_000; nonce += 1) {
      const uint32s = numbers(nonce);
      first[hiloCard(uint32s[0]!)]! += 1;
      fifth[hiloCard(uint32s[4]!)]! += 1;
    }
    expect(chiSquareUniform(first)).toBeLessThan(chiSquare99With51Df);
    expect(chiSquareUniform(fifth)).toBeLessThan(chiSquare99With51Df);
  });

  it('returns 99 % to a fixed strategy within the 99 % bound of a seeded simulation', () => {
    // Strategy: call the likelier side (skip a 7), cash out after two won calls.
    const n = 50_000;
    const stake = 1_000_000n;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const uint32s = numbers(nonce, 'strategy');
      const moves: string[] = [];
      let state = replayHilo(uint32s, stake, moves);
      while (state.status === 'open') {
        const cards = (state.outcome as { cards: number[] }).cards;
        const rank = rankOf(cards[cards.length - 1]!);
        const won = moves.filter((move) => move !== 'skip').length;
        if (won === 2) break;
        moves.push(rank === 7 ? 'skip' : rank < 7 ? 'higher' : 'lower');
        state = replayHilo(uint32s, stake, moves);
      }
      const ratio = Number(state.payout) / Number(stake);
      sum += ratio;
      squares += ratio * ratio;
    }
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    expect(Math.abs(mean - 0.99)).toBeLessThan((z99 * deviation) / Math.sqrt(n));
  });
});
