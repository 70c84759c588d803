import {
  blackjackMoves,
  blackjackReturn,
  handValue,
  playHand,
  returnHalves,
  type BlackjackMove,
  type BlackjackOutcome,
} from './blackjack-math';
import type { TableDecisions } from './table-decisions';

/** Blackjack's part of the table loop: the moves a player makes on their hand once betting closed. */
export const blackjackSpot = 'hand';

const isMove = (move: string): move is BlackjackMove => (blackjackMoves as readonly string[]).includes(move);

function handOf(outcome: object, moves: string[]) {
  if (!moves.every(isMove)) return null;
  return playHand(outcome as BlackjackOutcome, moves);
}

export const blackjackDecisions: TableDecisions = {
  isMove,
  addsStake: (move) => move === 'double',
  dealView: (outcome) => {
    const { playerStart, dealer } = outcome as BlackjackOutcome;
    return { playerStart, dealerUp: dealer[0]! };
  },
  handAfter(outcome, moves) {
    const hand = handOf(outcome, moves);
    if (!hand) return null;
    const { total, isSoft } = handValue(hand.cards);
    return {
      isDone: hand.isDone,
      view: { cards: hand.cards, total, isSoft, isDoubled: hand.isDoubled, isDone: hand.isDone },
    };
  },
  returnOf(amount, outcome, moves) {
    // Moves were checked when they were made; a stored list that no longer plays is a bug, not a loss.
    const hand = handOf(outcome, moves);
    if (!hand) throw new Error(`moves that do not play: ${moves.join(',')}`);
    return blackjackReturn(amount, returnHalves(outcome as BlackjackOutcome, hand));
  },
};
