import { and, eq, lte, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { rounds, seeds } from '../db/schema';
import { findGame, type StudioGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import { finishRound } from './step-round-finish';
import { findOpenRound, movesOf, replayRound, stepGameOf, stepRoundView } from './step-round-load';
import type { StepRules } from '@casino/fair/rounds/step-round-rules';

/**
 * Rounds the player walked away from. An open round's next_attempt_at is the expiry of the last
 * session that touched it; once it passes, the server cashes the round out at its current value
 * (before any move that is the stake itself: nothing was risked, so it is returned whole).
 *
 * Why at expiry and not at the next session open: the player may never open the game again, and the
 * money in an open round is theirs; waiting would leave it locked indefinitely. A player who does come
 * back while the session still lives simply resumes the round (GET /api/rounds/open) and keeps every
 * choice: continue, or cash out. Either way no open round outlives its player's last session.
 */
export async function cashOutExpiredRounds(ctx: StudioContext, limit = 50): Promise<number> {
  const due = await ctx.db
    .select({ round: rounds, seed: seeds })
    .from(rounds)
    .innerJoin(seeds, eq(seeds.id, rounds.seedId))
    .where(and(eq(rounds.status, 'open'), lte(rounds.nextAttemptAt, ctx.now())))
    .orderBy(rounds.nextAttemptAt)
    .limit(limit);
  for (const { round, seed } of due) {
    const game = findGame(round.game);
    if (!game?.steps) continue;
    const state = replayRound(game as StudioGame & { steps: StepRules }, seed, round);
    try {
      await finishRound(ctx, round, { moves: movesOf(round), outcome: state.revealed, payout: state.payout });
      ctx.log.info(
        { roundId: round.id, payout: state.payout.toString() },
        'open round cashed out at session expiry',
      );
    } catch (error) {
      // The player moved or cashed out at the same moment: their request won.
      if (!(error instanceof StudioError && error.code === 'round_closed')) throw error;
    }
  }
  return due.length;
}

/** The player's open round of this game, to pick up where they left it; it now lives as long as this session. */
export async function resumeOpenRound(ctx: StudioContext, resolved: ResolvedSession) {
  requireAuthenticated(resolved);
  const game = stepGameOf(resolved);
  const open = await findOpenRound(ctx, resolved.playerKey, game.meta.slug);
  if (!open || open.round.status !== 'open') return { round: null };
  const [round] = await ctx.db
    .update(rounds)
    .set({
      nextAttemptAt: sql`greatest(${rounds.nextAttemptAt}, ${resolved.session.expiresAt.toISOString()}::timestamptz)`,
    })
    .where(and(eq(rounds.id, open.round.id), eq(rounds.status, 'open')))
    .returning();
  if (!round) return { round: null };
  return { round: stepRoundView(round, open.seed, replayRound(game, open.seed, round).canCashOut) };
}
