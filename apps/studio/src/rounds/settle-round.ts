import { providerRoutes } from '@casino/contract/routes/provider';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { rounds, type Round } from '../db/schema';
import { recordPromotionRound } from '../network-promotions/record-round';

/**
 * What the studio owes the wallet after a bet: a win (possibly 0, it closes the round) once the bet was
 * accepted, or a rollback when the bet's answer was lost. Each is sent under one transaction id for
 * its whole life, so sending it again is always safe: the platform answers a replay with the first
 * answer. A transient failure leaves the round owed with a later next_attempt_at; retryOwedRounds
 * picks it up again until the platform confirms.
 */

const maxBackoffMs = 5 * 60_000;

export function backoffMs(ctx: StudioContext, attempts: number) {
  return Math.min(ctx.retryBaseMs * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
}

function roundRef(round: Round) {
  const [, playerId = ''] = round.playerKey.split(/:(.*)/s);
  return { playerId, roundId: round.id, externalGameId: round.game, currency: round.currency };
}

/**
 * The part of a payout drawn from a progressive jackpot pool (jackpot-pool.ts), sent marked: it is the
 * only part of a win the platform pays above the game's maximum win.
 */
function jackpotAmountOf(round: Round): string | null {
  const jackpot = (round.outcome as { jackpot?: { isHit?: boolean; amount?: string } } | null)?.jackpot;
  return jackpot?.isHit && jackpot.amount && jackpot.amount !== '0' ? jackpot.amount : null;
}

/** One attempt; returns the round as it stands afterwards. */
export async function sendOwed(ctx: StudioContext, round: Round): Promise<Round> {
  const ref = roundRef(round);
  const isWin = round.status === 'win_pending';
  const jackpotAmount = jackpotAmountOf(round);
  const answer = isWin
    ? await ctx.wallet.call(providerRoutes.settleWin, {
        playerId: ref.playerId,
        transactionId: round.winTransactionId,
        roundId: ref.roundId,
        externalGameId: ref.externalGameId,
        amount: round.payout.toString(),
        currency: ref.currency,
        roundClosed: true,
        ...(jackpotAmount ? { jackpotAmount } : {}),
        // A free spin's win carries its grant, so the casino can mark the winnings.
        ...(round.freeRoundGrantId ? { freeRoundGrantId: round.freeRoundGrantId } : {}),
      })
    : await ctx.wallet.call(providerRoutes.rollbackBet, {
        playerId: ref.playerId,
        transactionId: round.rollbackTransactionId,
        originalTransactionId: round.betTransactionId,
        roundId: ref.roundId,
        externalGameId: ref.externalGameId,
      });
  const now = ctx.now();
  let change: Partial<Round>;
  if (answer.kind === 'ok') {
    change = {
      status: isWin ? 'settled' : 'rolled_back',
      balanceAfter: BigInt(answer.data.balance),
      settledAt: now,
      nextAttemptAt: null,
    };
  } else if (answer.kind === 'refused' && !isWin && answer.code === 'bet_not_found') {
    // Rolling back a bet the platform never saw: nothing to undo, the player's money never moved.
    change = { status: 'rolled_back', nextAttemptAt: null, settledAt: now };
  } else if (answer.kind === 'refused') {
    // A considered "no" will not change by asking again: keep the round for staff, loudly.
    ctx.log.error({ roundId: round.id, code: answer.code }, 'wallet refused what the studio owes');
    change = { status: 'needs_attention', nextAttemptAt: null };
  } else {
    ctx.log.warn({ roundId: round.id, reason: answer.reason }, 'wallet call lost; will retry');
    const attempts = round.attempts + 1;
    change = { attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(ctx, attempts)) };
  }
  const [updated] = await ctx.db
    .update(rounds)
    .set(change)
    .where(and(eq(rounds.id, round.id), eq(rounds.status, round.status)))
    .returning();
  if (updated?.status === 'settled') await recordForPromotions(ctx, updated);
  // Another sender (the retrier) settled it meanwhile: read what it wrote.
  if (updated) return updated;
  const [current] = await ctx.db.select().from(rounds).where(eq(rounds.id, round.id));
  return current!;
}

/**
 * The network promotions' part of a settled round (drops, race scores), done by the one sender whose
 * update settled it. A failure there is logged and never undoes the round: the player's win stands.
 */
async function recordForPromotions(ctx: StudioContext, settled: Round): Promise<void> {
  try {
    await recordPromotionRound(ctx, settled);
  } catch (error) {
    ctx.log.error({ err: error, roundId: settled.id }, 'network promotions could not record a round');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A few quick attempts while the player waits; after that the retrier owns the round. */
export async function settleNow(ctx: StudioContext, round: Round, attempts = 3): Promise<Round> {
  let current = round;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(Math.min(ctx.retryBaseMs, 200) * attempt);
    current = await sendOwed(ctx, current);
    if (current.status !== 'win_pending' && current.status !== 'rollback_pending') break;
  }
  return current;
}

/** Every owed round whose time has come, oldest first; run on a timer by the plugin. */
export async function retryOwedRounds(ctx: StudioContext, limit = 50): Promise<number> {
  const due = await ctx.db
    .select()
    .from(rounds)
    .where(
      and(inArray(rounds.status, ['win_pending', 'rollback_pending']), lte(rounds.nextAttemptAt, ctx.now())),
    )
    .orderBy(rounds.nextAttemptAt)
    .limit(limit);
  for (const round of due) await sendOwed(ctx, round);
  return due.length;
}
