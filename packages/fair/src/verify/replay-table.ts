import { findTable, tableBetReturn, type TableGame } from '../tables/table-games';

/**
 * The shared tables (roulette, money wheel, baccarat, blackjack) draw one round for everybody at the
 * table: the round's own server seed, its id as the client seed and nonce 0. Their registry entries
 * cannot play a single shot, so the verifier replays a bet row through the table registry: the draw,
 * then what the bet returned (stake included, 0 when it lost), exactly as the server settles it.
 *
 * At blackjack each player then plays their own hand: the row keeps the hand's moves in order (a
 * double's own row keeps the same moves), and the hand is replayed from them, each move checked as
 * the table checked it when it was made.
 */

export { findTable };

interface Placement {
  bets: { spot: string; amount: string }[];
}

export const placedStake = (params: object) =>
  (params as Placement).bets.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);

/** Null when the table would have taken these moves, in this order, on this draw. */
function refuseHandMoves(table: TableGame, outcome: object, moves: unknown): string | null {
  if (!Array.isArray(moves)) return 'the moves must be a JSON list';
  const { decisions } = table;
  if (!decisions) return moves.length === 0 ? null : 'this table takes no moves';
  for (const [index, move] of moves.entries()) {
    if (typeof move !== 'string' || !decisions.isMove(move))
      return `move ${index + 1}: not a move of this game`;
    if (!decisions.handAfter(outcome, moves.slice(0, index + 1) as string[]))
      return `move ${index + 1}: not possible after the moves before it`;
  }
  return null;
}

export type ReplayedTableBet = { outcome: object; payout: bigint } | { refusal: string };

export function replayTableBet(
  table: TableGame,
  uint32s: number[],
  params: object,
  stake: bigint,
  moves: unknown,
): ReplayedTableBet {
  const outcome = table.draw(uint32s);
  const refusal = refuseHandMoves(table, outcome, moves);
  if (refusal) return { refusal };
  const handMoves = table.decisions ? (moves as string[]) : null;
  return { outcome, payout: tableBetReturn(table, stake, params, handMoves, outcome) };
}
