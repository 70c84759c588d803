import { binomial } from '@casino/fair/engine/combinatorics';
import { playHand as playBaccarat } from '@casino/fair/tables/baccarat-math';
import { cardPoints } from '@casino/fair/tables/blackjack-math';

/**
 * Exact outcome distributions the statistics compare against. Where a game reads floor(u · n / 2^32)
 * the probabilities count the 2^32 values of u exactly; elsewhere they are the ideal ones, which the
 * 2^−32 grain of a number moves by less than 10^−8: invisible at 10^8 rounds.
 */

const twoTo32 = 4_294_967_296;

/** P(floor(u · n / 2^32) = k) for u uniform on [0, 2^32): the values k·2^32/n ≤ u < (k+1)·2^32/n. */
export function scaledProbabilities(n: number): number[] {
  const from = (k: number) => Math.ceil((k * twoTo32) / n);
  return Array.from({ length: n }, (_, k) => (from(k + 1) - from(k)) / twoTo32);
}

/** Bins between thresholds: bin c holds P(T[c−1] ≤ x < T[c]), from P(x ≥ t) (`tail`). */
export function binsFromTail(thresholds: readonly number[], tail: (t: number) => number): number[] {
  const atLeast = [1, ...thresholds.map(tail), 0];
  return atLeast.slice(0, -1).map((p, c) => p - atLeast[c + 1]!);
}

export const binOf = (thresholds: readonly number[], x: number) => {
  let bin = 0;
  while (bin < thresholds.length && x >= thresholds[bin]!) bin += 1;
  return bin;
};

/** P(floor(99 · 2^bits / (2^bits − r)) ≥ t) for r uniform on [0, 2^bits) and t > 99 hundredths. */
export function multiplierTail(bits: number, t: number): number {
  const range = 2n ** BigInt(bits);
  return Number((99n * range) / BigInt(t)) / Number(range);
}

export function binomialProbabilities(n: number): number[] {
  return Array.from({ length: n + 1 }, (_, k) => Number(binomial(n, k)) / 2 ** n);
}

/** P(k of `picks` numbers among `drawn` of `board`). */
export function hypergeometric(board: number, drawn: number, picks: number): number[] {
  const all = Number(binomial(board, drawn));
  return Array.from(
    { length: picks + 1 },
    (_, k) => Number(binomial(picks, k) * binomial(board - picks, drawn - k)) / all,
  );
}

/**
 * Punto banco from a fresh 8-deck shoe: every sequence of six card values (ten and faces are 0), weighted
 * by drawing without replacement, played by the game's own tableau. Order: player, banker, tie.
 */
export function baccaratOdds(): number[] {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const odds = [0, 0, 0];
  const order = { player: 0, banker: 1, tie: 2 } as const;
  const values: number[] = [];
  const visit = (depth: number, weight: number, left: number) => {
    if (depth === 6) {
      let next = 0;
      odds[order[playBaccarat(() => values[next++]!).winner]]! += weight;
      return;
    }
    for (let value = 0; value < 10; value += 1) {
      if (counts[value] === 0) continue;
      const p = counts[value]! / left;
      counts[value]! -= 1;
      values.push(value);
      visit(depth + 1, weight * p, left - 1);
      values.pop();
      counts[value]! += 1;
    }
  };
  visit(0, 1, 416);
  return odds;
}

/** Blackjack's dealer, infinite shoe, stands on soft 17: bins 17, 18, 19, 20, 21, bust, blackjack. */
export const dealerClasses = ['17', '18', '19', '20', '21', 'bust', 'blackjack'] as const;

export function dealerClassOf(total: number, isBlackjack: boolean): number {
  if (isBlackjack) return 6;
  return total > 21 ? 5 : total - 17;
}

export function dealerOdds(rankProbabilities: readonly number[]): number[] {
  const memo = new Map<string, number[]>();
  const from = (hard: number, hasAce: boolean): number[] => {
    const total = hasAce && hard + 10 <= 21 ? hard + 10 : hard;
    if (total >= 17) return dealerClasses.map((_, bin) => (bin === dealerClassOf(total, false) ? 1 : 0));
    const key = `${hard}:${hasAce}`;
    const known = memo.get(key);
    if (known) return known;
    const odds = new Array<number>(dealerClasses.length).fill(0);
    rankProbabilities.forEach((p, rank) => {
      from(hard + cardPoints(rank), hasAce || rank === 0).forEach((q, bin) => (odds[bin]! += p * q));
    });
    memo.set(key, odds);
    return odds;
  };
  const odds = new Array<number>(dealerClasses.length).fill(0);
  rankProbabilities.forEach((p, up) =>
    rankProbabilities.forEach((q, second) => {
      const hard = cardPoints(up) + cardPoints(second);
      const hasAce = up === 0 || second === 0;
      if (hasAce && hard === 11) odds[6]! += p * q;
      else from(hard, hasAce).forEach((r, bin) => (odds[bin]! += p * q * r));
    }),
  );
  return odds;
}

/**
 * The return of a hand that stands on its first two cards, in halves as the table pays: 5 a blackjack
 * (2 against the dealer's), 0 against a dealer blackjack, else 4 a win, 2 a push.
 */
export function standingReturn(rankProbabilities: readonly number[], dealer: readonly number[]): number {
  let halves = 0;
  rankProbabilities.forEach((p, first) =>
    rankProbabilities.forEach((q, second) => {
      const hard = cardPoints(first) + cardPoints(second);
      const hasAce = first === 0 || second === 0;
      const total = hasAce && hard + 10 <= 21 ? hard + 10 : hard;
      if (total === 21) {
        halves += p * q * (dealer[6]! * 2 + (1 - dealer[6]!) * 5);
        return;
      }
      dealer.forEach((r, bin) => {
        if (bin === 6) return;
        const dealerTotal = bin === 5 ? 22 : bin + 17;
        const result = dealerTotal > 21 || total > dealerTotal ? 4 : total === dealerTotal ? 2 : 0;
        halves += p * q * r * result;
      });
    }),
  );
  return halves / 2;
}
