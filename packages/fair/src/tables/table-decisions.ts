/** A table whose players act after the draw (blackjack): what the table loop asks of its rules. */
export interface TableDecisions {
  isMove(move: string): boolean;
  /** Moves that put the same stake again on the hand (double): a second bet through the wallet. */
  addsStake(move: string): boolean;
  /** What everybody sees once betting closes (the common first cards, the dealer's up card). */
  dealView(outcome: object): object;
  /** The player's hand after these moves, as they may see it; null when the last move is not allowed. */
  handAfter(outcome: object, moves: string[]): { isDone: boolean; view: object } | null;
  /** What a stake on the hand returns after the player's moves (a double's stake returns the same way). */
  returnOf(amount: bigint, outcome: object, moves: string[]): bigint;
}
