import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../engine/fair-random';
import { chiSquare99, chiSquareExpected } from '../test/chi-square-expected';
import { meanAndDeviation, z99 } from '../test/statistics';
import {
  baccaratReturn,
  bankerDraws,
  dealBaccarat,
  drawCards,
  playHand,
  type BaccaratOutcome,
} from '@casino/fair/tables/baccarat-math';

const seedFor = (nonce: number) => ({
  serverSeed: 'baccarat-test-server-seed',
  clientSeed: 'a-round-id',
  nonce,
});

/**
 * The exact chances of a fresh eight-deck shoe: every sequence of six card values (32 of each of 1–9,
 * 128 tens) weighted by its probability without replacement, each played by the game's own rules.
 * Hands that use fewer than six cards are counted once per unused tail, whose weights add up to 1.
 */
function exactChances() {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const chances = { player: 0, banker: 0, tie: 0 };
  const sequence: number[] = [];
  function deal(depth: number, probability: number, left: number) {
    if (depth === 6) {
      let cursor = 0;
      chances[playHand(() => sequence[cursor++]!).winner] += probability;
      return;
    }
    for (let value = 0; value < 10; value += 1) {
      if (counts[value] === 0) continue;
      const p = probability * (counts[value]! / left);
      counts[value]! -= 1;
      sequence.push(value);
      deal(depth + 1, p, left - 1);
      sequence.pop();
      counts[value]! += 1;
    }
  }
  deal(0, 1, 416);
  return chances;
}

const exact = exactChances();

describe('baccarat', () => {
  it('follows the third-card tableau', () => {
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 8)).toBe(false);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('deals P, B, P, B then the third cards from the shuffled shoe', () => {
    // Zeros keep the shoe in order: AS 2S 3S 4S 5S ... Player A+3 = 4 draws the 5 (9); banker 2+4 = 6 stands on a 5.
    expect(dealBaccarat([0, 0, 0, 0, 0, 0])).toEqual({
      player: ['AS', '3S', '5S'],
      banker: ['2S', '4S'],
      playerTotal: 9,
      bankerTotal: 6,
      winner: 'player',
    });
    const cards = drawCards(fairUint32s(seedFor(1), 6));
    expect(new Set(cards).size).toBe(6);
  });

  it('has the exact house edges of an eight-deck shoe: banker 1.06 %, player 1.24 %, tie 14.36 %', () => {
    expect(exact.player + exact.banker + exact.tie).toBeCloseTo(1, 10);
    const bankerEdge = exact.player - 0.95 * exact.banker;
    const playerEdge = exact.banker - exact.player;
    const tieEdge = 1 - 9 * exact.tie;
    expect([bankerEdge, playerEdge, tieEdge].map((edge) => (edge * 100).toFixed(2))).toEqual([
      '1.06',
      '1.24',
      '14.36',
    ]);
  });

  it('pays player 1:1, banker 0.95:1 and tie 8:1, returning player and banker bets on a tie', () => {
    const hand = (winner: BaccaratOutcome['winner']) => ({
      player: [],
      banker: [],
      playerTotal: 0,
      bankerTotal: 0,
      winner,
    });
    expect(baccaratReturn('player', 1000n, hand('player'))).toBe(2000n);
    expect(baccaratReturn('banker', 1000n, hand('banker'))).toBe(1950n);
    // Commission rounds down to the minor unit: 0.95 · 15 = 14.25.
    expect(baccaratReturn('banker', 15n, hand('banker'))).toBe(29n);
    expect(baccaratReturn('banker', 1000n, hand('player'))).toBe(0n);
    expect(baccaratReturn('tie', 1000n, hand('tie'))).toBe(9000n);
    expect(baccaratReturn('player', 1000n, hand('tie'))).toBe(1000n);
    expect(baccaratReturn('tie', 1000n, hand('banker'))).toBe(0n);
  });

  it('deals winners with the exact chances over many seeded rounds (chi-square, 99 %)', () => {
    const counts = { player: 0, banker: 0, tie: 0 };
    for (let nonce = 0; nonce < 60_000; nonce += 1)
      counts[dealBaccarat(fairUint32s(seedFor(nonce), 6)).winner] += 1;
    const { statistic, degreesOfFreedom } = chiSquareExpected(
      [counts.player, counts.banker, counts.tie],
      [exact.player, exact.banker, exact.tie],
    );
    expect(statistic).toBeLessThan(chiSquare99(degreesOfFreedom));
  });

  it('returns 98.94 % on banker within the 99 % bound of a seeded simulation', () => {
    const n = 60_000;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const ratio =
        Number(baccaratReturn('banker', 100n, dealBaccarat(fairUint32s(seedFor(nonce), 6)))) / 100;
      sum += ratio;
      squares += ratio * ratio;
    }
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    const rtp = exact.tie + 1.95 * exact.banker;
    expect(Math.abs(mean - rtp)).toBeLessThan((z99 * deviation) / Math.sqrt(n));
  });
});
