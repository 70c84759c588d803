/**
 * Shared-table blackjack ("common draw", as infinite-deck live tables play it), pure so the browser's
 * verifier and view share it.
 *
 * Every card is drawn independently from a full deck (ranks equally likely: an infinite shoe). All
 * players at the table get the same first two cards; each then decides on their own, and the k-th
 * card any player draws is the same k-th card of the players' stream; the dealer has a stream of its
 * own, so no player's choice changes the dealer's hand. European no-hole-card rules: the dealer's
 * second card counts only after the players have acted, and a dealer blackjack takes every bet
 * (doubles included) except a player blackjack, which pushes.
 *
 * Rules: blackjack pays 3:2 (rounded down to the minor unit), other wins 1:1, ties push; the dealer
 * stands on soft 17; double on the first two cards only (one card, then the hand stands); no split,
 * no insurance. A player who does not act before the decision window ends stands.
 *
 * The round reads 24 numbers: 0–1 the players' first cards, 2 the dealer's up card, 3 the dealer's
 * second card, 4–13 the players' draws, 14–23 the dealer's draws. Ten draws each are more than a
 * hand can use: eleven cards at most stay at 21 or under, and the dealer stands from 17.
 */

export const blackjackNumbersPerRound = 24;
const drawsPerStream = 10;

/** 0 ace, 1–8 the pips 2–9, 9–12 ten, jack, queen, king. */
export const rankFrom = (uint32: number) => Math.floor((uint32 * 13) / 2 ** 32);
export const cardPoints = (rank: number) => (rank === 0 ? 1 : Math.min(rank + 1, 10));
export const rankText = (rank: number) => 'A23456789TJQK'[rank]!;

export function handValue(ranks: number[]) {
  const hard = ranks.reduce((sum, rank) => sum + cardPoints(rank), 0);
  const isSoft = ranks.includes(0) && hard + 10 <= 21;
  return { total: isSoft ? hard + 10 : hard, isSoft };
}

export const isBlackjack = (ranks: number[]) => ranks.length === 2 && handValue(ranks).total === 21;

export interface BlackjackOutcome {
  /** The players' first two cards (everybody's) and their stream of draws, in order. */
  playerStart: number[];
  playerDraws: number[];
  /** The dealer's whole hand: up card, second card, then its draws until it stands. */
  dealer: number[];
}

/** The dealer draws to 17 and stands on soft 17. */
export function dealerHand(up: number, second: number, draws: number[]): number[] {
  const hand = [up, second];
  for (const card of draws) {
    if (handValue(hand).total >= 17) return hand;
    hand.push(card);
  }
  if (handValue(hand).total >= 17) return hand;
  throw new Error('the dealer stream ran out');
}

export function dealBlackjack(uint32s: number[]): BlackjackOutcome {
  const ranks = uint32s.map(rankFrom);
  return {
    playerStart: ranks.slice(0, 2),
    playerDraws: ranks.slice(4, 4 + drawsPerStream),
    dealer: dealerHand(ranks[2]!, ranks[3]!, ranks.slice(14, 14 + drawsPerStream)),
  };
}

export const blackjackMoves = ['hit', 'stand', 'double'] as const;
export type BlackjackMove = (typeof blackjackMoves)[number];

export interface PlayerHand {
  cards: number[];
  isDoubled: boolean;
  /** No more moves: stood, doubled, bust, 21 or a blackjack. */
  isDone: boolean;
}

/** The player's hand after their moves; null when a move was not allowed where it was made. */
export function playHand(
  outcome: Pick<BlackjackOutcome, 'playerStart' | 'playerDraws'>,
  moves: BlackjackMove[],
): PlayerHand | null {
  const cards = [...outcome.playerStart];
  let isDoubled = false;
  let hasStood = false;
  const isOver = () => hasStood || isDoubled || handValue(cards).total >= 21;
  for (const move of moves) {
    if (isOver()) return null;
    if (move === 'stand') hasStood = true;
    else if (move === 'double' && cards.length !== 2) return null;
    else {
      const card = outcome.playerDraws[cards.length - 2];
      if (card === undefined) return null;
      cards.push(card);
      isDoubled = move === 'double';
    }
  }
  return { cards, isDoubled, isDone: isOver() };
}

/**
 * What the hand returns per unit staked, in halves: 0 lost, 2 push, 4 won, 5 blackjack (3:2). The
 * doubled stake takes the same as the first (it can only win, push or lose).
 */
export function returnHalves(outcome: BlackjackOutcome, hand: PlayerHand): 0 | 2 | 4 | 5 {
  const player = handValue(hand.cards).total;
  const dealer = handValue(outcome.dealer).total;
  const hasPlayerBlackjack = isBlackjack(hand.cards);
  const hasDealerBlackjack = isBlackjack(outcome.dealer);
  if (hasPlayerBlackjack) return hasDealerBlackjack ? 2 : 5;
  if (hasDealerBlackjack || player > 21) return 0;
  if (dealer > 21 || player > dealer) return 4;
  return player === dealer ? 2 : 0;
}

export const blackjackReturn = (amount: bigint, halves: number) => (amount * BigInt(halves)) / 2n;
