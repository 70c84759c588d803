import { and, eq, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { funSessions, rounds, type Round } from '../db/schema';
import { StudioError } from '../lib/studio-error';
import { settleNow } from './settle-round';

/**
 * Ending a multi-step round (lost, cashed out, complete, or cashed out by the server): its final
 * payout goes out through the same path as a single-shot round's win. Real money: the round becomes
 * win_pending and settleNow sends the win (0 for a loss, it closes the round), retried until the
 * wallet confirms. Fun: the demo balance takes the payout in the same transaction.
 *
 * Every change is guarded on the round being open with the moves the caller read, so two requests
 * at once (a double click, the expiry sweep) can never both end or move it: the second is refused.
 */
export interface RoundChange {
  moves: unknown[];
  outcome: object;
  payout: bigint;
}

function isStill(round: Round) {
  return and(
    eq(rounds.id, round.id),
    eq(rounds.status, 'open'),
    sql`${rounds.moves} = ${JSON.stringify(round.moves ?? [])}::jsonb`,
  );
}

const movedOn = () => new StudioError('round_closed', 'the round has already moved on');

/** A move that leaves the round open: the player's new view, and a later expiry if they came back. */
export async function advanceRound(ctx: StudioContext, round: Round, change: RoundChange, expiresAt: Date) {
  const [updated] = await ctx.db
    .update(rounds)
    .set({ ...change, nextAttemptAt: expiresAt })
    .where(isStill(round))
    .returning();
  if (!updated) throw movedOn();
  return updated;
}

export async function finishRound(ctx: StudioContext, round: Round, change: RoundChange): Promise<Round> {
  const now = ctx.now();
  if (round.mode === 'fun') {
    const funSessionId = round.playerKey.replace(/^f:/, '');
    return ctx.db.transaction(async (tx) => {
      const [after] = await tx
        .update(funSessions)
        .set({ balance: sql`${funSessions.balance} + ${change.payout}` })
        .where(eq(funSessions.id, funSessionId))
        .returning({ balance: funSessions.balance });
      // Throwing rolls the credit back with it: a round that moved on is never paid twice.
      const [ended] = await tx
        .update(rounds)
        .set({
          ...change,
          status: 'settled',
          settledAt: now,
          nextAttemptAt: null,
          balanceAfter: after?.balance ?? null,
        })
        .where(isStill(round))
        .returning();
      if (!ended) throw movedOn();
      return ended;
    });
  }
  const [owed] = await ctx.db
    .update(rounds)
    // As for a fresh single-shot round, the retrier leaves it to this request for a moment.
    .set({ ...change, status: 'win_pending', nextAttemptAt: new Date(now.getTime() + ctx.retryBaseMs * 4) })
    .where(isStill(round))
    .returning();
  if (!owed) throw movedOn();
  return settleNow(ctx, owed);
}
