import type { z } from 'zod';

/**
 * What a multi-step game (mines, hi-lo) adds to its registry entry. The bet opens a round; each move
 * (a tile, a guess) is played against numbers drawn once from the round's (server seed, client seed,
 * nonce), so the whole round is a pure function of its seeds, its params and its moves: the server
 * replays it at every step, and a player replays it once the seed is revealed.
 */
export interface StepRules {
  /** One move as the page sends it. */
  move: z.ZodType<unknown>;
  /** Why this move cannot be played now (a tile already turned, a guess that cannot lose), or null. */
  refuseMove(uint32s: number[], params: object, moves: unknown[], move: unknown): string | null;
  /** The round after `moves`. */
  replay(uint32s: number[], params: object, stake: bigint, moves: unknown[]): StepState;
}

export interface StepState {
  /**
   * 'open': the player may move again or cash out; 'lost': the last move lost the bet; 'complete':
   * nothing is left to play (every safe tile found, no card left), so the round cashes out.
   */
  status: 'open' | 'lost' | 'complete';
  /** What the player may see: while open never the hidden draw (mine positions, cards to come). */
  outcome: object;
  /** The outcome with the hidden draw shown, stored once the round has ended. */
  revealed: object;
  /** What cashing out now pays: 0 when lost, the stake itself before the first move. */
  payout: bigint;
  /** Cashing out needs one won move at least: before that, there is nothing to take. */
  canCashOut: boolean;
}

/**
 * A round never pays more than the game's maximum win: the game's replay caps itself, so a replay from
 * the seeds gives the amount actually paid, and a step reaching the cap ends the round (it cashes out).
 */
export function capAtMaxWin(state: StepState, maxWin: bigint): StepState {
  return state.payout > maxWin ? { ...state, payout: maxWin } : state;
}

/** The single-shot entry point of a step game: its rounds go through /api/rounds instead. */
export function playedInSteps(slug: string) {
  return (): never => {
    throw new Error(`${slug} is played step by step, not in one shot`);
  };
}
