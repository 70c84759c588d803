import { findTable, type TableGame } from '../tables/table-games';

/**
 * The shared tables (roulette, money wheel, baccarat) draw one round for everybody at the table: the
 * round's own server seed, its id as the client seed and nonce 0. Their registry entries cannot play a
 * single shot, so the verifier replays them through the table registry: the draw, then what each of
 * the player's bets returned (stake included, 0 when it lost).
 */

export { findTable };

interface Placement {
  bets: { spot: string; amount: string }[];
}

export const placedStake = (params: object) =>
  (params as Placement).bets.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);

export function replayTableBets(table: TableGame, uint32s: number[], params: object) {
  const outcome = table.draw(uint32s);
  const payout = (params as Placement).bets.reduce(
    (sum, bet) => sum + table.returnOf(bet.spot, BigInt(bet.amount), outcome),
    0n,
  );
  return { outcome, payout };
}
