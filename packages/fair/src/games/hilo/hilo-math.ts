import type { StepState } from '../../rounds/step-round-rules';

/**
 * Hi-lo: a card is shown; the player guesses whether the next is higher or lower (a card of the
 * same rank loses both ways), or skips it. Card i is drawn from the round's i-th fair number, as from
 * an endless shuffled deck: index floor(f · 52), rank index mod 13 (ace low, king high), suit index
 * div 13. A guess with c winning ranks out of 13 wins with probability c / 13, and the round pays
 * 0.99 / (the probability of all its guesses): stake · 99 · 13^n / (100 · Π c_i). The house edge is
 * taken once, so the return is 99 % however long the player goes on. Pure: the browser runs it too.
 */
export const hiloCardsPerRound = 52;
export const hiloMoves = ['higher', 'lower', 'skip'] as const;
export type HiloMove = (typeof hiloMoves)[number];

export interface HiloOutcome {
  /** Card indices 0..51 in the order shown: the first card, then one per move. */
  cards: number[];
  /** Ten-thousandths: what cashing out pays now (0 once lost). */
  multiplier: number;
}

export function hiloCard(u: number): number {
  return Math.floor((u * 52) / 4_294_967_296);
}

/** 1 (ace) .. 13 (king). */
export const rankOf = (card: number) => (card % 13) + 1;
/** 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export const suitOf = (card: number) => Math.floor(card / 13);

/** How many of the 13 ranks win the guess from this rank. */
export function winningRanks(rank: number, guess: 'higher' | 'lower'): number {
  return guess === 'higher' ? 13 - rank : rank - 1;
}

/** stake · 99 · 13^n / (100 · Π c_i), rounded down; before any won guess the stake itself. */
export function hiloPayout(stake: bigint, winningCounts: number[]): bigint {
  if (winningCounts.length === 0) return stake;
  const odds = winningCounts.reduce((product, count) => product * BigInt(count), 1n);
  return (stake * 99n * 13n ** BigInt(winningCounts.length)) / (100n * odds);
}

export function hiloMultiplier(winningCounts: number[]): number {
  return Number(hiloPayout(10_000n, winningCounts));
}

export function refuseHiloMove(
  uint32s: number[],
  _params: object,
  moves: unknown[],
  move: unknown,
): string | null {
  if (move === 'skip') return null;
  const rank = rankOf(hiloCard(uint32s[moves.length]!));
  return winningRanks(rank, move as 'higher' | 'lower') === 0 ? 'this guess cannot win' : null;
}

export function replayHilo(uint32s: number[], stake: bigint, moves: unknown[]): StepState {
  const cards = [hiloCard(uint32s[0]!)];
  const won: number[] = [];
  let isLost = false;
  for (const move of moves as HiloMove[]) {
    const rank = rankOf(cards[cards.length - 1]!);
    const next = hiloCard(uint32s[cards.length]!);
    cards.push(next);
    if (move === 'skip') continue;
    const isWin = move === 'higher' ? rankOf(next) > rank : rankOf(next) < rank;
    if (!isWin) {
      isLost = true;
      break;
    }
    won.push(winningRanks(rank, move));
  }
  const outcome: HiloOutcome = { cards, multiplier: isLost ? 0 : hiloMultiplier(won) };
  return {
    status: isLost ? 'lost' : cards.length === hiloCardsPerRound ? 'complete' : 'open',
    outcome,
    // Nothing is hidden beyond the cards not drawn yet, and those are never needed.
    revealed: outcome,
    payout: isLost ? 0n : hiloPayout(stake, won),
    canCashOut: !isLost && won.length > 0,
  };
}
