import type { StudioContext } from '../context';
import { rounds, type Round } from '../db/schema';
import { debitFun } from '../sessions/debit-fun';
import { fairUint32s } from '../engine/fair-random';
import { takeNonce } from '../engine/seeds';
import { StudioError } from '../lib/studio-error';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import { playBodySchema } from '../contract/player-schemas';
import { checkBet, placeRealBet, type Draft } from './play-round';
import { findOpenRound, stepGameOf, stepRoundView } from './step-round-load';

/**
 * Opens a multi-step round: the bet is placed once, through the same wallet path as a single-shot
 * bet, and nothing of the round is shown before the wallet accepted it. The round's numbers (mine
 * positions, cards) are fixed now by its nonce; the moves only decide how much of them is seen.
 */

const stillOpen = (roundId: string) =>
  new StudioError('validation_error', 'a round of this game is still open: finish it first', { roundId });

/** Postgres' unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Fun mode: the stake leaves the demo balance and the round opens, in one transaction. */
async function openFun(ctx: StudioContext, resolved: ResolvedSession & { mode: 'fun' }, draft: Draft) {
  return ctx.db.transaction(async (tx) => {
    const balanceAfter = await debitFun(tx, resolved.session.id, draft.stake);
    const [round] = await tx
      .insert(rounds)
      .values({ ...draft, status: 'open', balanceAfter, nextAttemptAt: resolved.session.expiresAt })
      .returning();
    return round!;
  });
}

export async function startStepRound(ctx: StudioContext, resolved: ResolvedSession, body: unknown) {
  requireAuthenticated(resolved);
  const input = playBodySchema.safeParse(body);
  if (!input.success) throw new StudioError('validation_error', input.error.issues[0]?.message);
  const game = stepGameOf(resolved);
  const { stake, params } = checkBet(game, input.data);
  const open = await findOpenRound(ctx, resolved.playerKey, game.meta.slug);
  if (open) throw stillOpen(open.round.id);

  const now = ctx.now();
  const { seed, nonce } = await takeNonce(ctx.db, resolved.playerKey, now);
  const uint32s = fairUint32s(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
    game.numbersPerRound,
  );
  const state = game.steps.replay(uint32s, params, stake, []);
  const draft: Draft = {
    id: crypto.randomUUID(),
    game: game.meta.slug,
    playerKey: resolved.playerKey,
    mode: resolved.mode,
    currency: resolved.session.currency,
    stake,
    // While open, the payout is what cashing out would pay now.
    payout: state.payout,
    params,
    outcome: state.outcome,
    moves: [],
    seedId: seed.id,
    nonce,
    createdAt: now,
  };
  let round: Round;
  try {
    round =
      resolved.mode === 'fun'
        ? await openFun(ctx, resolved, draft)
        : await placeRealBet(ctx, resolved, draft, {
            status: 'open',
            nextAttemptAt: resolved.session.expiresAt,
          });
  } catch (error) {
    // Another request opened a round in the meantime: the unique index refused ours before any bet.
    if (isUniqueViolation(error))
      throw stillOpen((await findOpenRound(ctx, resolved.playerKey, game.meta.slug))?.round.id ?? '');
    throw error;
  }
  return { round: stepRoundView(round, seed, state.canCashOut) };
}
