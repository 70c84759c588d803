import { baccaratNumbersPerRound, dealBaccarat } from './baccarat-math';
import { blackjackNumbersPerRound, dealBlackjack } from './blackjack-math';
import { spinWheel, wheelNumbersPerRound } from './money-wheel-math';
import { pocketFrom } from './roulette-math';

/**
 * How each shared table draws its round from the fair numbers, and nothing else: pure and free of
 * the tables' schemas, so a page that only replays a draw (the table's own fairness panel) loads this
 * and the maths, not the whole table registry.
 */
export interface TableDraw {
  /** How many fair uint32s one round's draw reads (client seed = the round id, nonce 0). */
  numbersPerRound: number;
  draw(uint32s: number[]): object;
}

export const rouletteDraw: TableDraw = {
  numbersPerRound: 1,
  draw: (uint32s) => ({ pocket: pocketFrom(uint32s[0]!) }),
};
export const moneyWheelDraw: TableDraw = { numbersPerRound: wheelNumbersPerRound, draw: spinWheel };
export const baccaratDraw: TableDraw = { numbersPerRound: baccaratNumbersPerRound, draw: dealBaccarat };
export const blackjackDraw: TableDraw = { numbersPerRound: blackjackNumbersPerRound, draw: dealBlackjack };

const draws: Record<string, TableDraw> = {
  'nova-roulette': rouletteDraw,
  'nova-money-wheel': moneyWheelDraw,
  'nova-baccarat': baccaratDraw,
  'nova-blackjack': blackjackDraw,
};

export function findTableDraw(slug: string): TableDraw | undefined {
  return draws[slug];
}
