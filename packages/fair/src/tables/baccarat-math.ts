/**
 * Punto banco from a fresh eight-deck shoe every round (RNG baccarat reshuffles each hand), pure so
 * the browser's verifier and view share it.
 *
 * Six cards are drawn without replacement (a partial Fisher–Yates over the 416 cards, one fair uint32
 * per card); the hand uses four to six of them in the dealing order P, B, P, B, then the player's and
 * the banker's third cards under the standard tableau. Returns (stake included): player 2x, banker
 * 1.95x (5 % commission, rounded down to the minor unit), tie 9x (8:1); player and banker bets are
 * returned on a tie. House edges, exact for this shoe: banker 1.06 %, player 1.24 %, tie 14.36 %
 * (enumerated in the tests).
 */

export const shoeSize = 8 * 52;
export const baccaratNumbersPerRound = 6;
export const baccaratSpots = ['player', 'banker', 'tie'] as const;
export type BaccaratSpot = (typeof baccaratSpots)[number];

const ranks = 'A23456789TJQK';
const suits = 'SHDC';

/** 'AS', 'TD', 'KC': rank then suit, the same text the view draws. */
export function cardText(card: number): string {
  const inDeck = card % 52;
  return `${ranks[inDeck % 13]}${suits[Math.floor(inDeck / 13)]}`;
}

/** Ace 1, 2–9 their pips, ten and faces 0. */
export function cardValue(card: number): number {
  const rank = (card % 52) % 13;
  return rank >= 9 ? 0 : rank + 1;
}

/** The first `uint32s.length` cards of the shuffled shoe. */
export function drawCards(uint32s: number[]): number[] {
  // Only the swapped places are stored: place k holds card k until a swap moves it.
  const moved = new Map<number, number>();
  const at = (place: number) => moved.get(place) ?? place;
  return uint32s.map((uint32, i) => {
    const j = i + Math.floor((uint32 * (shoeSize - i)) / 2 ** 32);
    const card = at(j);
    moved.set(j, at(i));
    moved.set(i, card);
    return card;
  });
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0) % 10;

/** The banker's tableau once the player has drawn a third card worth `third`. */
export function bankerDraws(bankerTotal: number, third: number | null): boolean {
  if (third === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return third !== 8;
  if (bankerTotal === 4) return third >= 2 && third <= 7;
  if (bankerTotal === 5) return third >= 4 && third <= 7;
  if (bankerTotal === 6) return third === 6 || third === 7;
  return false;
}

/**
 * Plays a hand from card values in dealing order (the shoe's next values). Shared by the game (with
 * real cards) and the tests' exact enumeration (with values only).
 */
export function playHand(next: () => number) {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const isNatural = total(player) >= 8 || total(banker) >= 8;
  if (!isNatural) {
    let third: number | null = null;
    if (total(player) <= 5) {
      third = next();
      player.push(third);
    }
    if (bankerDraws(total(banker), third)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: BaccaratSpot =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { playerCount: player.length, bankerCount: banker.length, playerTotal, bankerTotal, winner };
}

export interface BaccaratOutcome {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSpot;
}

export function dealBaccarat(uint32s: number[]): BaccaratOutcome {
  const cards = drawCards(uint32s);
  const dealt: number[] = [];
  const hand = playHand(() => {
    const card = cards[dealt.length]!;
    dealt.push(card);
    return cardValue(card);
  });
  // Dealing order P1 B1 P2 B2 (P3) (B3): put each card back in its hand.
  const player = [dealt[0]!, dealt[2]!];
  const banker = [dealt[1]!, dealt[3]!];
  if (hand.playerCount === 3) player.push(dealt[4]!);
  if (hand.bankerCount === 3) banker.push(dealt[hand.playerCount === 3 ? 5 : 4]!);
  return {
    player: player.map(cardText),
    banker: banker.map(cardText),
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    winner: hand.winner,
  };
}

export const isBaccaratSpot = (spot: string): spot is BaccaratSpot =>
  (baccaratSpots as readonly string[]).includes(spot);

export function baccaratReturn(spot: string, amount: bigint, outcome: BaccaratOutcome): bigint {
  if (!isBaccaratSpot(spot)) throw new Error(`not a baccarat spot: ${spot}`);
  if (outcome.winner === 'tie') return spot === 'tie' ? amount * 9n : amount;
  if (spot !== outcome.winner) return 0n;
  return spot === 'player' ? amount * 2n : amount + (amount * 95n) / 100n;
}

export function baccaratMaxReturn(spot: string, amount: bigint): bigint {
  if (!isBaccaratSpot(spot)) return 0n;
  return spot === 'tie' ? amount * 9n : amount * 2n;
}
