import type { Formats } from '../format';
import type { Translate } from '../i18n';
import type { Sound } from '../sound';

/** What each shared table's page part provides; the table page does the round, chips, bets and fairness. */
export interface TableView {
  stage: HTMLElement;
  /** The betting board: every spot calls `onSpot` when tapped. */
  board: HTMLElement;
  /** Chips on the board: the whole table's totals and the player's own (pending and placed). */
  paintTotals(totals: Record<string, string>, mine: Map<string, bigint>): void;
  /** A new round: the stage goes back to waiting. */
  reset(): void;
  animate(outcome: Record<string, unknown>): Promise<void>;
  /** The result in a few characters for the strip of last results, with a colour class. */
  describe(outcome: Record<string, unknown>): { text: string; className: string };
  help(): HTMLElement;
  /** Tables with decisions: the common deal once betting closed, and the player's own hand after each move. */
  showDeal?(deal: Record<string, unknown>, hasHand: boolean): void;
  showHand?(hand: Record<string, unknown>): void;
}

export interface TableViewDeps {
  t: Translate;
  sound: Sound;
  money: (minor: string | bigint) => string;
  /** Numbers on the table (odds such as '0,95:1') in the player's notation, as the money is. */
  formats: Formats;
  onSpot(spot: string): void;
  /** A move on the player's own hand (blackjack). */
  onMove(move: string): void;
}

/** A chip count drawn on a spot: the player's own amount, and the table's in brackets. */
export function spotBadge(
  own: bigint | undefined,
  total: string | undefined,
  money: (minor: bigint) => string,
) {
  const parts: string[] = [];
  if (own) parts.push(money(own));
  if (total && total !== '0') parts.push(`Σ ${money(BigInt(total))}`);
  return parts.join(' · ');
}
