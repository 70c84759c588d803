import { providerRoutes } from '@casino/contract/routes/provider';
import { and, eq, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { crashBets, funSessions, rounds, type CrashRound, type Round } from '../db/schema';
import { debitFun } from '../sessions/debit-fun';
import type { StudioGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { settleNow } from '../rounds/settle-round';
import type { ResolvedSession } from '../sessions/resolve-session';
import { crashPayout } from '@casino/fair/crash/crash-curve';
import { crashBetBodySchema } from './crash-messages';

/**
 * A player's money in a crash round. The bet is a `rounds` row like any game's: written, sent to the
 * wallet, in the round only once the debit is accepted. While the round runs the row waits as
 * win_pending with no next_attempt_at (the retrier leaves it alone: its payout is not known yet);
 * cash-out or crash fixes the payout and hands it to the usual settle-and-retry path.
 */

export interface LiveBet {
  id: string;
  playerKey: string;
  displayName: string;
  mode: 'real' | 'fun';
  funSessionId: string | null;
  stake: bigint;
  /** Hundredths; includes the cap that keeps the win under the game's maximum win. */
  autoCashOut: number | null;
  /**
   * The automatic cash-out the player asked for (hundredths), or null: with one, the server alone
   * cashes the bet out, socket open or not; without, a lost connection cashes it out (connectionLost).
   */
  target: number | null;
  cashedOutAt: number | null;
  payout: bigint | null;
}

/** 'lucky' -> 'lu***': enough to spot yourself, not enough to name another player. */
export function maskName(name: string | null | undefined): string {
  const clean = (name ?? '').trim();
  return clean ? `${[...clean].slice(0, 2).join('')}***` : '***';
}

/** Validates a bet; the auto cash-out is lowered so that no win can pass the maximum win. */
export function checkCrashBet(game: StudioGame, body: unknown) {
  const parsed = crashBetBodySchema.safeParse(body);
  if (!parsed.success) throw new StudioError('validation_error', parsed.error.issues[0]?.message);
  const stake = BigInt(parsed.data.stake);
  const { minBet, maxBet } = game.limits;
  if (stake < minBet || stake > maxBet)
    throw new StudioError('amount_out_of_range', undefined, {
      minBet: minBet.toString(),
      maxBet: maxBet.toString(),
    });
  const asked = parsed.data.autoCashOut;
  return { stake, askedAutoCashOut: asked, autoCashOut: cappedAutoCashOut(game, stake, asked) };
}

/** The multiplier a bet is cashed out at by the server: the player's target, lowered to the max-win cap. */
export function cappedAutoCashOut(game: StudioGame, stake: bigint, asked: number | null): number {
  const cap = Number((game.limits.maxWin * 100n) / stake);
  return Math.min(asked ?? cap, cap);
}

type Draft = Omit<typeof rounds.$inferInsert, 'status'>;

function draftFor(
  ctx: StudioContext,
  round: CrashRound,
  resolved: ResolvedSession,
  stake: bigint,
  asked: number | null,
): Draft {
  const id = crypto.randomUUID();
  return {
    id,
    game: 'crash',
    playerKey: resolved.playerKey,
    mode: resolved.mode,
    currency: resolved.session.currency,
    stake,
    payout: 0n,
    params: { autoCashOut: asked },
    outcome: { crashRoundId: round.id, roundNumber: round.roundNumber, cashedOutAt: null },
    seedId: round.seedId,
    nonce: 0,
    createdAt: ctx.now(),
  };
}

/** Places one bet; resolves once the money is taken, throws (nothing taken) otherwise. */
export async function placeCrashBet(
  ctx: StudioContext,
  round: CrashRound,
  resolved: ResolvedSession,
  bet: { stake: bigint; askedAutoCashOut: number | null; autoCashOut: number },
): Promise<LiveBet & { balance: bigint | null }> {
  const draft = draftFor(ctx, round, resolved, bet.stake, bet.askedAutoCashOut);
  const displayName = maskName(resolved.mode === 'real' ? resolved.session.nickname : 'guest');
  const live: LiveBet = {
    id: draft.id!,
    playerKey: resolved.playerKey,
    displayName,
    mode: resolved.mode,
    funSessionId: resolved.mode === 'fun' ? resolved.session.id : null,
    stake: bet.stake,
    autoCashOut: bet.autoCashOut,
    target: bet.askedAutoCashOut,
    cashedOutAt: null,
    payout: null,
  };
  const betRow = {
    id: live.id,
    crashRoundId: round.id,
    playerKey: live.playerKey,
    displayName,
    stake: bet.stake,
    autoCashOut: bet.askedAutoCashOut,
    createdAt: draft.createdAt!,
  };

  if (resolved.mode === 'fun') {
    const balance = await ctx.db.transaction(async (tx) => {
      const balanceAfter = await debitFun(tx, resolved.session.id, bet.stake);
      await tx.insert(rounds).values({ ...draft, status: 'win_pending', balanceAfter });
      await tx.insert(crashBets).values(betRow);
      return balanceAfter;
    });
    return { ...live, balance };
  }

  const session = resolved.session;
  const [row] = await ctx.db
    .insert(rounds)
    .values({
      ...draft,
      status: 'betting',
      betTransactionId: `${draft.id}:bet`,
      winTransactionId: `${draft.id}:win`,
      rollbackTransactionId: `${draft.id}:rollback`,
    })
    .returning();
  const answer = await ctx.wallet.call(providerRoutes.placeBet, {
    sessionToken: session.platformSessionToken,
    playerId: session.playerId,
    transactionId: row!.betTransactionId,
    roundId: row!.id,
    externalGameId: 'crash',
    amount: bet.stake.toString(),
    currency: row!.currency,
  });
  const setStatus = async (change: Partial<Round>) =>
    (await ctx.db.update(rounds).set(change).where(eq(rounds.id, row!.id)).returning())[0]!;
  if (answer.kind === 'refused') {
    await setStatus({ status: 'rejected', settledAt: ctx.now() });
    throw new StudioError(answer.code, answer.message, answer.data);
  }
  if (answer.kind === 'lost') {
    ctx.log.warn({ roundId: row!.id, reason: answer.reason }, 'crash bet answer lost; rolling back');
    const owed = await setStatus({ status: 'rollback_pending', nextAttemptAt: ctx.now() });
    void settleNow(ctx, owed).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'crash rollback failed'),
    );
    throw new StudioError('provider_unavailable');
  }
  const balance = BigInt(answer.data.balance);
  await setStatus({ status: 'win_pending', balanceAfter: balance });
  await ctx.db.insert(crashBets).values(betRow);
  return { ...live, balance };
}

/** What fixing a bet's payout needs: a live bet, or one read back from its row after a stop. */
export type SettlingBet = Pick<LiveBet, 'id' | 'mode' | 'funSessionId' | 'stake' | 'cashedOutAt'>;

/**
 * Fixes a bet's payout (0 when it rode the crash): fun money is paid at once (the row comes back
 * settled); real money is left owed with a next_attempt_at, for settleNow or the studio's retrier.
 */
export async function fixCrashPayout(
  ctx: StudioContext,
  bet: SettlingBet,
  round: CrashRound,
): Promise<Round> {
  const payout = bet.cashedOutAt === null ? 0n : crashPayout(bet.stake, bet.cashedOutAt);
  const outcome = { crashRoundId: round.id, roundNumber: round.roundNumber, cashedOutAt: bet.cashedOutAt };
  const now = ctx.now();
  if (bet.cashedOutAt !== null)
    await ctx.db.update(crashBets).set({ cashedOutAt: bet.cashedOutAt }).where(eq(crashBets.id, bet.id));
  if (bet.mode === 'fun') {
    return ctx.db.transaction(async (tx) => {
      const [after] = await tx
        .update(funSessions)
        .set({ balance: sql`${funSessions.balance} + ${payout}` })
        .where(eq(funSessions.id, bet.funSessionId!))
        .returning({ balance: funSessions.balance });
      const [settled] = await tx
        .update(rounds)
        .set({ status: 'settled', payout, outcome, balanceAfter: after!.balance, settledAt: now })
        .where(and(eq(rounds.id, bet.id), eq(rounds.status, 'win_pending')))
        .returning();
      return settled!;
    });
  }
  const [owed] = await ctx.db
    .update(rounds)
    .set({ payout, outcome, nextAttemptAt: now })
    .where(and(eq(rounds.id, bet.id), eq(rounds.status, 'win_pending')))
    .returning();
  return owed!;
}

/**
 * Fixes a bet's payout and sends it: a failed win stays owed with a next_attempt_at, so the studio's
 * retrier sends it again until the wallet confirms.
 */
export async function settleCrashBet(ctx: StudioContext, bet: LiveBet, round: CrashRound): Promise<Round> {
  const fixed = await fixCrashPayout(ctx, bet, round);
  return bet.mode === 'fun' ? fixed : settleNow(ctx, fixed);
}
