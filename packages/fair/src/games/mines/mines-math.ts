import { binomial } from '../../engine/combinatorics';
import { fairShuffle } from '../../engine/fair-shuffle';
import type { StepState } from '../../rounds/step-round-rules';

/**
 * Mines: m mines hide among 25 tiles; the player turns tiles one by one and may cash out after any
 * safe one. The mines are the first m tiles of a fair Fisher–Yates shuffle of all 25, drawn from the
 * round's seeds when the bet is placed, so they never move whatever the player does. k safe tiles in a
 * row happen with probability C(25−m, k) / C(25, k), and pay (1 − 1 %) · C(25, k) / C(25−m, k): the
 * return is 99 % whenever the player stops. Pure: the browser's verifier runs this code too.
 */
export const minesTiles = 25;
export const minesMinMines = 1;
export const minesMaxMines = 24;
/** A Fisher–Yates shuffle of 25 tiles reads 24 numbers. */
export const minesNumbersPerRound = minesTiles - 1;

export interface MinesParams {
  mines: number;
}

export interface MinesOutcome {
  /** Safe tiles turned, in order (0 is top left, row by row). */
  revealed: number[];
  /** The tile that held a mine, when the last move lost. */
  hitMine: number | null;
  /** Ten-thousandths: the multiplier cashing out pays now. */
  multiplier: number;
  /** Ten-thousandths: what one more safe tile would make it (null when none is left). */
  nextMultiplier: number | null;
  /** Only once the round has ended. */
  mines?: number[];
}

const tiles = Array.from({ length: minesTiles }, (_, tile) => tile);

export function minePositions(uint32s: readonly number[], mines: number): number[] {
  return fairShuffle(tiles, uint32s, minesNumbersPerRound)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

/** stake · 99 · C(25, k) / (100 · C(25−m, k)), rounded down; before the first tile the stake itself. */
export function minesPayout(stake: bigint, mines: number, safeTiles: number): bigint {
  if (safeTiles === 0) return stake;
  return (stake * 99n * binomial(minesTiles, safeTiles)) / (100n * binomial(minesTiles - mines, safeTiles));
}

export function minesMultiplier(mines: number, safeTiles: number): number {
  return Number(minesPayout(10_000n, mines, safeTiles));
}

export function refuseMinesMove(
  _uint32s: number[],
  _params: object,
  moves: unknown[],
  move: unknown,
): string | null {
  return moves.includes(move) ? 'this tile is already turned' : null;
}

export function replayMines(
  uint32s: number[],
  params: MinesParams,
  stake: bigint,
  moves: unknown[],
): StepState {
  const mines = minePositions(uint32s, params.mines);
  const revealed: number[] = [];
  let hitMine: number | null = null;
  for (const tile of moves as number[]) {
    if (mines.includes(tile)) {
      hitMine = tile;
      break;
    }
    revealed.push(tile);
  }
  const safeLeft = minesTiles - params.mines - revealed.length;
  const outcome: MinesOutcome = {
    revealed,
    hitMine,
    multiplier: hitMine === null ? minesMultiplier(params.mines, revealed.length) : 0,
    nextMultiplier:
      hitMine === null && safeLeft > 0 ? minesMultiplier(params.mines, revealed.length + 1) : null,
  };
  return {
    status: hitMine !== null ? 'lost' : safeLeft === 0 ? 'complete' : 'open',
    outcome,
    revealed: { ...outcome, mines },
    payout: hitMine === null ? minesPayout(stake, params.mines, revealed.length) : 0n,
    canCashOut: hitMine === null && revealed.length > 0,
  };
}
