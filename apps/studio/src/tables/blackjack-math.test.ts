import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../engine/fair-random';
import { chiSquare99 } from '../test/chi-square-expected';
import { chiSquareUniform, meanAndDeviation, z99 } from '../test/statistics';
import {
  blackjackReturn,
  dealBlackjack,
  dealerHand,
  handValue,
  isBlackjack,
  playHand,
  returnHalves,
  type BlackjackMove,
} from '@casino/fair/tables/blackjack-math';

const seedFor = (nonce: number) => ({
  serverSeed: 'blackjack-test-server-seed',
  clientSeed: 'a-round-id',
  nonce,
});
const points = (rank: number) => (rank === 0 ? 1 : Math.min(rank + 1, 10));

/**
 * The game worked out independently, exactly (an infinite shoe: every rank 1/13): the dealer's final
 * totals by up card, and the best play's expected net result of every starting hand.
 */
type Hand = { hard: number; hasAce: boolean; count: number };
const valueOf = (hand: Hand) => (hand.hasAce && hand.hard + 10 <= 21 ? hand.hard + 10 : hand.hard);
const add = (hand: Hand, rank: number): Hand => ({
  hard: hand.hard + points(rank),
  hasAce: hand.hasAce || rank === 0,
  count: hand.count + 1,
});

const dealerCache = new Map<string, Map<string, number>>();
/** Final dealer results ('bust', 'bj' or 17–21) and their chances, from a hand the dealer still plays. */
function dealerFinal(hand: Hand): Map<string, number> {
  const key = `${hand.hard}:${hand.hasAce}:${Math.min(hand.count, 3)}`;
  const cached = dealerCache.get(key);
  if (cached) return cached;
  const result = new Map<string, number>();
  const value = valueOf(hand);
  if (hand.count >= 2 && value >= 17)
    result.set(value > 21 ? 'bust' : hand.count === 2 && value === 21 ? 'bj' : String(value), 1);
  else
    for (let rank = 0; rank < 13; rank += 1)
      for (const [end, chance] of dealerFinal(add(hand, rank)))
        result.set(end, (result.get(end) ?? 0) + chance / 13);
  dealerCache.set(key, result);
  return result;
}

const standCache = new Map<string, number>();
function standNet(total: number, up: number) {
  const key = `${total}:${up}`;
  if (standCache.has(key)) return standCache.get(key)!;
  let net = 0;
  for (const [end, chance] of dealerFinal({ hard: points(up), hasAce: up === 0, count: 1 })) {
    if (end === 'bj') net -= chance;
    else if (end === 'bust' || total > Number(end)) net += chance;
    else if (total < Number(end)) net -= chance;
  }
  standCache.set(key, net);
  return net;
}

/** Best net of a hand that may stand or hit (no double after a hit); 21 stands. */
const hitCache = new Map<string, number>();
function bestAfterHit(hand: Hand, up: number): number {
  const value = valueOf(hand);
  if (value > 21) return -1;
  if (value === 21) return standNet(21, up);
  const key = `${hand.hard}:${hand.hasAce}:${up}`;
  if (hitCache.has(key)) return hitCache.get(key)!;
  let hit = 0;
  for (let rank = 0; rank < 13; rank += 1) hit += bestAfterHit(add(hand, rank), up) / 13;
  const best = Math.max(standNet(value, up), hit);
  hitCache.set(key, best);
  return best;
}

function bestStart(first: number, second: number, up: number) {
  const hand = add(add({ hard: 0, hasAce: false, count: 0 }, first), second);
  const dealerBlackjack = dealerFinal({ hard: points(up), hasAce: up === 0, count: 1 }).get('bj') ?? 0;
  if (valueOf(hand) === 21) return { net: 1.5 * (1 - dealerBlackjack), move: 'stand' as const };
  let hit = 0;
  let double = 0;
  for (let rank = 0; rank < 13; rank += 1) {
    const next = add(hand, rank);
    hit += bestAfterHit(next, up) / 13;
    double += (valueOf(next) > 21 ? -2 : 2 * standNet(valueOf(next), up)) / 13;
  }
  const stand = standNet(valueOf(hand), up);
  const best = Math.max(stand, hit, double);
  return {
    net: best,
    move: best === double ? ('double' as const) : best === hit ? ('hit' as const) : ('stand' as const),
  };
}

function exactNet() {
  let net = 0;
  for (let first = 0; first < 13; first += 1)
    for (let second = 0; second < 13; second += 1)
      for (let up = 0; up < 13; up += 1) net += bestStart(first, second, up).net / 13 ** 3;
  return net;
}

/** The best play of the recursion, one decision at a time, for the simulation. */
function bestMoves(outcome: ReturnType<typeof dealBlackjack>): BlackjackMove[] {
  const up = outcome.dealer[0]!;
  const start = bestStart(outcome.playerStart[0]!, outcome.playerStart[1]!, up);
  if (isBlackjack(outcome.playerStart) || start.move !== 'hit')
    return isBlackjack(outcome.playerStart) ? [] : [start.move];
  const moves: BlackjackMove[] = ['hit'];
  for (;;) {
    const hand = playHand(outcome, moves)!;
    if (hand.isDone) return moves;
    const cards = hand.cards.reduce((state, rank) => add(state, rank), { hard: 0, hasAce: false, count: 0 });
    const value = valueOf(cards);
    let hit = 0;
    for (let rank = 0; rank < 13; rank += 1) hit += bestAfterHit(add(cards, rank), up) / 13;
    moves.push(hit > standNet(value, up) ? 'hit' : 'stand');
    if (moves.at(-1) === 'stand') return moves;
  }
}

describe('blackjack', () => {
  it('counts soft and hard hands and spots a blackjack', () => {
    expect(handValue([0, 5])).toEqual({ total: 17, isSoft: true });
    expect(handValue([0, 5, 9])).toEqual({ total: 17, isSoft: false });
    expect(handValue([0, 0, 8])).toEqual({ total: 21, isSoft: true });
    expect(isBlackjack([0, 12])).toBe(true);
    expect(isBlackjack([6, 6, 5])).toBe(false);
  });

  it('has the dealer stand on soft 17 and draw to 16', () => {
    expect(dealerHand(0, 5, [9, 9])).toEqual([0, 5]);
    expect(dealerHand(9, 5, [4, 9])).toEqual([9, 5, 4]);
    expect(dealerHand(9, 5, [9, 9])).toEqual([9, 5, 9]);
  });

  it('plays moves on the common stream and refuses moves that are not possible', () => {
    // 5 and 6 (11), then the stream 2, ten, ...
    const outcome = { playerStart: [4, 5], playerDraws: [1, 9, 3, 3, 3, 3, 3, 3, 3, 3] };
    expect(playHand(outcome, ['hit'])).toEqual({ cards: [4, 5, 1], isDoubled: false, isDone: false });
    expect(playHand(outcome, ['double'])).toEqual({ cards: [4, 5, 1], isDoubled: true, isDone: true });
    expect(playHand(outcome, ['hit', 'double'])).toBeNull();
    expect(playHand(outcome, ['stand', 'hit'])).toBeNull();
    expect(playHand(outcome, ['hit', 'hit'])).toEqual({
      cards: [4, 5, 1, 9],
      isDoubled: false,
      isDone: true,
    });
    expect(playHand(outcome, ['hit', 'hit', 'hit'])).toBeNull();
  });

  it('pays 3:2 for a blackjack, 1:1 for a win, pushes ties, and a dealer blackjack takes the rest', () => {
    const dealer = (cards: number[]) => ({ playerStart: [], playerDraws: [], dealer: cards });
    const hand = (cards: number[]) => ({ cards, isDoubled: false, isDone: true });
    expect(returnHalves(dealer([9, 7]), hand([0, 9]))).toBe(5);
    expect(returnHalves(dealer([0, 9]), hand([0, 9]))).toBe(2);
    expect(returnHalves(dealer([0, 9]), hand([9, 9, 0]))).toBe(0);
    expect(returnHalves(dealer([9, 7]), hand([9, 8]))).toBe(4);
    expect(returnHalves(dealer([9, 7]), hand([9, 7]))).toBe(2);
    expect(returnHalves(dealer([9, 5, 9]), hand([9, 5]))).toBe(4);
    expect(returnHalves(dealer([9, 5, 9]), hand([9, 5, 9]))).toBe(0);
    expect(blackjackReturn(1001n, 5)).toBe(2502n);
  });

  it('returns 98.83 % of the initial bet with the best play (exact, infinite shoe)', () => {
    expect((100 * (1 + exactNet())).toFixed(2)).toBe('98.83');
  });

  it('plays out as the exact analysis says over seeded rounds (99 % bound)', () => {
    const n = 60_000;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const outcome = dealBlackjack(fairUint32s(seedFor(nonce), 24));
      const hand = playHand(outcome, bestMoves(outcome))!;
      const staked = hand.isDoubled ? 2 : 1;
      const net = (returnHalves(outcome, hand) / 2) * staked - staked;
      sum += net;
      squares += net * net;
    }
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    expect(Math.abs(mean - exactNet())).toBeLessThan((z99 * deviation) / Math.sqrt(n));
  });

  it('deals every rank equally often to the players and as the first two dealer cards (chi-square, 99 %)', () => {
    const counts = new Array<number>(13).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      const outcome = dealBlackjack(fairUint32s(seedFor(nonce), 24));
      // Only cards dealt whatever happens: how many the dealer draws depends on their values.
      for (const rank of [...outcome.playerStart, ...outcome.playerDraws, ...outcome.dealer.slice(0, 2)])
        counts[rank]! += 1;
    }
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquare99(12));
  });
});
