import { stepBodySchema } from '../contract/player-schemas';
import type { StudioContext } from '../context';
import { StudioError } from '../lib/studio-error';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import { advanceRound, finishRound } from './step-round-finish';
import { findStepRound, movesOf, roundNumbers, stepGameOf, stepRoundView } from './step-round-load';
import type { StepRules, StepState } from '@casino/fair/rounds/step-round-rules';

/** The player's moves on an open round: one more tile or card, or taking the money. */

async function openRoundOf(ctx: StudioContext, resolved: ResolvedSession, roundId: string) {
  requireAuthenticated(resolved);
  const game = stepGameOf(resolved);
  const { round, seed } = await findStepRound(ctx, resolved, roundId);
  if (round.status !== 'open')
    throw new StudioError('round_closed', 'this round has ended', {
      round: stepRoundView(round, seed, false),
    });
  return { game, round, seed };
}

/** What the round pays once it ends; the game's replay already caps it at the maximum win. */
const endingChange = (moves: unknown[], state: StepState) => ({
  moves,
  outcome: state.revealed,
  payout: state.payout,
});

export async function playStep(
  ctx: StudioContext,
  resolved: ResolvedSession,
  roundId: string,
  body: unknown,
) {
  const { game, round, seed } = await openRoundOf(ctx, resolved, roundId);
  const rules: StepRules = game.steps;
  const parsedBody = stepBodySchema.safeParse(body);
  const move = rules.move.safeParse(parsedBody.success ? parsedBody.data.move : undefined);
  if (!move.success)
    throw new StudioError('validation_error', move.error.issues[0]?.message ?? 'invalid move');
  const uint32s = roundNumbers(game, seed, round);
  const refusal = rules.refuseMove(uint32s, round.params as object, movesOf(round), move.data);
  if (refusal) throw new StudioError('validation_error', refusal);

  const moves = [...movesOf(round), move.data];
  const state = rules.replay(uint32s, round.params as object, round.stake, moves);
  // A win that reaches the maximum win ends the round there: it cashes out by itself.
  if (state.status === 'open' && state.payout < game.limits.maxWin) {
    const change = { moves, outcome: state.outcome, payout: state.payout };
    const advanced = await advanceRound(ctx, round, change, resolved.session.expiresAt);
    return { round: stepRoundView(advanced, seed, state.canCashOut) };
  }
  return { round: stepRoundView(await finishRound(ctx, round, endingChange(moves, state)), seed, false) };
}

export async function cashOut(ctx: StudioContext, resolved: ResolvedSession, roundId: string) {
  const { game, round, seed } = await openRoundOf(ctx, resolved, roundId);
  const state = game.steps.replay(
    roundNumbers(game, seed, round),
    round.params as object,
    round.stake,
    movesOf(round),
  );
  if (!state.canCashOut)
    throw new StudioError('validation_error', 'win a step first: there is nothing to cash out yet');
  const ended = await finishRound(ctx, round, endingChange(movesOf(round), state));
  return { round: stepRoundView(ended, seed, false) };
}
