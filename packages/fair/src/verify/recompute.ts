import { findGame, studioGames, type StudioGame } from '../games/registry';
import type { StepRules, StepState } from '../rounds/step-round-rules';
import { jackpotHitOf } from './jackpot';
import { findTable, placedStake, replayTableBet } from './replay-table';
import { readStoredParams } from './stored-params';
import { fairUint32s, type SeedTriple } from './web-crypto';

/**
 * Recomputes any round of any seeded game in the registry from its revealed seeds, with nothing but
 * the registry's own entry: the numbers come from the seeds (`numbersPerRound` of them), the outcome
 * from the game's `play`, or for a multi-step game from its `steps.replay` over the round's moves. A
 * game added to the registry is verifiable here the day it is added. Crash is the exception: its
 * rounds come from a hash chain, not from seeds, and `checkCrashRound` checks them.
 */

export type VerifyField = 'game' | 'seed' | 'params' | 'moves' | 'stake';

export type Recomputed =
  | {
      resultCode: 'ok';
      game: string;
      /** The numbers the round read, in order (each / 2^32 is the float the game used). */
      uint32s: number[];
      params: object;
      outcome: object;
      payout: bigint;
      /** Multi-step games only: how the moves left the round. */
      stepStatus: StepState['status'] | null;
      /**
       * Progressive jackpot games only: whether the seeds drew the jackpot. What it paid is the pool at
       * that moment, which no seed gives: `payout` never includes it (see checkPlayedRound).
       */
      isJackpotHit: boolean | null;
    }
  | { resultCode: 'game_not_found' }
  | { resultCode: 'validation_error'; field: VerifyField; message: string };

export interface VerifiableGame {
  slug: string;
  title: string;
  category: string;
  isMultiStep: boolean;
  /** A shared table: the client seed is the table round's id and the nonce 0. */
  isSharedTable: boolean;
  /** The round's moves are part of what replays it: a multi-step game, or a table hand (blackjack). */
  hasMoves: boolean;
  /** A progressive jackpot: a round's payout may hold a jackpot the seeds drew but do not size. */
  hasJackpot: boolean;
}

const isSeeded = (game: StudioGame) => game.fairness !== 'hash-chain';

/** The games this verifier recomputes: every entry of the registry drawn from seeds. */
export function verifiableGames(): VerifiableGame[] {
  return studioGames.filter(isSeeded).map((game) => {
    const table = findTable(game.meta.slug);
    return {
      slug: game.meta.slug,
      title: game.meta.title,
      category: game.meta.category,
      isMultiStep: game.steps !== undefined,
      isSharedTable: table !== undefined,
      hasMoves: game.steps !== undefined || table?.decisions !== undefined,
      hasJackpot: game.meta.isJackpot,
    };
  });
}

export function findVerifiableGame(slug: string): VerifiableGame | undefined {
  return verifiableGames().find((game) => game.slug === slug);
}

const refuse = (field: VerifyField, message: string): Recomputed => ({
  resultCode: 'validation_error',
  field,
  message,
});

function checkSeed(seed: SeedTriple): string | null {
  if (typeof seed.serverSeed !== 'string' || seed.serverSeed === '') return 'the server seed is empty';
  if (typeof seed.clientSeed !== 'string') return 'the client seed must be text';
  if (!Number.isSafeInteger(seed.nonce) || seed.nonce < 0) return 'the nonce is a whole number from 0';
  return null;
}

/** A bet the game would have refused never made a round; its maths may also throw on nonsense. */
function checkBet(game: StudioGame, params: object, stake: bigint): string | null {
  if (stake <= 0n) return 'the stake must be above 0';
  try {
    if (game.maxPayout(stake, params) < 0n) return 'these choices make no bet';
  } catch {
    return 'these choices make no bet';
  }
  if (findTable(game.meta.slug) && placedStake(params) !== stake)
    return 'the stake is the sum of the bets placed';
  return game.checkStake?.(stake, params) ?? null;
}

/** Replays the moves one by one, refusing any the server would have refused. */
function replaySteps(
  game: StudioGame,
  steps: StepRules,
  uint32s: number[],
  params: object,
  stake: bigint,
  moves: unknown,
) {
  if (!Array.isArray(moves)) return refuse('moves', 'the moves must be a JSON list');
  const played: unknown[] = [];
  let state = steps.replay(uint32s, params, stake, played);
  for (const [index, raw] of moves.entries()) {
    // A win that reaches the maximum win ends the round on the server, as a loss or the last tile does.
    if (state.status !== 'open' || state.payout >= game.limits.maxWin)
      return refuse('moves', `move ${index + 1} comes after the round ended`);
    const move = steps.move.safeParse(raw);
    if (!move.success)
      return refuse('moves', `move ${index + 1}: ${move.error.issues[0]?.message ?? 'invalid'}`);
    const refusal = steps.refuseMove(uint32s, params, played, move.data);
    if (refusal) return refuse('moves', `move ${index + 1}: ${refusal}`);
    played.push(move.data);
    state = steps.replay(uint32s, params, stake, played);
  }
  // The server caps what a step round pays at the game's maximum win (a single shot is refused up front).
  const payout = state.payout > game.limits.maxWin ? game.limits.maxWin : state.payout;
  return { outcome: state.revealed, payout, stepStatus: state.status };
}

export async function recompute(
  gameSlug: string,
  seed: SeedTriple,
  params: unknown,
  stake: bigint,
  moves: unknown = [],
): Promise<Recomputed> {
  const game = findGame(gameSlug);
  if (!game) return { resultCode: 'game_not_found' };
  if (!isSeeded(game))
    return refuse('game', 'a crash round is checked by its round hash and the public salt, not by seeds');
  const seedProblem =
    checkSeed(seed) ??
    (findTable(game.meta.slug) && seed.nonce !== 0 ? 'a shared table round is drawn with nonce 0' : null);
  if (seedProblem) return refuse('seed', seedProblem);
  const choices = readStoredParams(game, params);
  if (!choices.isValid) return refuse('params', choices.message);
  const betProblem = checkBet(game, choices.params, stake);
  if (betProblem) return refuse('stake', betProblem);

  const uint32s = await fairUint32s(seed, game.numbersPerRound);
  const base = { resultCode: 'ok' as const, game: game.meta.slug, uint32s, params: choices.params };
  const isJackpotHit = (outcome: object) => (game.meta.isJackpot ? jackpotHitOf(outcome) === true : null);
  try {
    const table = findTable(game.meta.slug);
    if (table) {
      const replayed = replayTableBet(table, uint32s, choices.params, stake, moves);
      if ('refusal' in replayed) return refuse('moves', replayed.refusal);
      return { ...base, ...replayed, stepStatus: null, isJackpotHit: null };
    }
    if (game.steps) {
      const replayed = replaySteps(game, game.steps, uint32s, choices.params, stake, moves);
      return 'resultCode' in replayed
        ? replayed
        : { ...base, ...replayed, isJackpotHit: isJackpotHit(replayed.outcome) };
    }
    const { outcome, payout } = game.play(uint32s, choices.params, stake);
    return { ...base, outcome, payout, stepStatus: null, isJackpotHit: isJackpotHit(outcome) };
  } catch (error) {
    return refuse('params', error instanceof Error ? error.message : 'these choices cannot be played');
  }
}
