import { providerRoutes } from '@casino/contract/routes/provider';
import { eq } from 'drizzle-orm';
import { playBodySchema, type PlayBody } from '../contract/player-schemas';
import type { StudioContext } from '../context';
import { rounds, type Round } from '../db/schema';
import { debitFun } from '../sessions/debit-fun';
import { fairUint32s } from '../engine/fair-random';
import { takeNonce } from '../engine/seeds';
import { findGame, type StudioGame } from '@casino/fair/games/registry';
import { settleJackpot } from '../games/slots/jackpot/jackpot-pool';
import { StudioError } from '../lib/studio-error';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import { grantForSpin } from '../free-rounds/free-rounds';
import { settleNow } from './settle-round';
import { roundView } from './round-view';

export function checkBet(game: StudioGame, body: PlayBody) {
  const parsed = game.params.safeParse(body.params ?? {});
  if (!parsed.success)
    throw new StudioError('validation_error', parsed.error.issues[0]?.message ?? 'invalid choice', {
      issues: parsed.error.issues.map((issue) => ({
        field: `params.${issue.path.join('.')}`,
        message: issue.message,
      })),
    });
  const stake = BigInt(body.stake);
  const { minBet, maxBet, maxWin } = game.limits;
  if (stake < minBet || stake > maxBet)
    throw new StudioError('amount_out_of_range', undefined, {
      minBet: minBet.toString(),
      maxBet: maxBet.toString(),
    });
  const stakeProblem = game.checkStake?.(stake, parsed.data);
  if (stakeProblem) throw new StudioError('amount_out_of_range', stakeProblem);
  if (game.maxPayout(stake, parsed.data) > maxWin)
    throw new StudioError('amount_out_of_range', 'the possible win is above the maximum win', {
      maxWin: maxWin.toString(),
    });
  return { stake, params: parsed.data };
}

/** Fun mode: the demo balance moves in one guarded statement; nothing reaches the platform. */
async function playFun(ctx: StudioContext, resolved: ResolvedSession & { mode: 'fun' }, draft: Draft) {
  return ctx.db.transaction(async (tx) => {
    const balanceAfter = await debitFun(tx, resolved.session.id, draft.stake, draft.payout);
    const [round] = await tx
      .insert(rounds)
      .values({ ...draft, status: 'settled', balanceAfter, settledAt: draft.createdAt })
      .returning();
    return round!;
  });
}

export type Draft = Omit<typeof rounds.$inferInsert, 'status'>;

/**
 * Real money: the round is written first, then the bet is sent; its outcome counts only once the wallet
 * accepted the debit. A refused bet ends the round with no money moved; a bet whose answer was lost is
 * rolled back under the same original transaction id. An accepted bet takes the `accepted` change: a
 * single-shot round's win is then owed, a multi-step round opens.
 */
export async function placeRealBet(
  ctx: StudioContext,
  resolved: ResolvedSession & { mode: 'real' },
  draft: Draft,
  accepted: Partial<Round>,
) {
  const session = resolved.session;
  const [round] = await ctx.db
    .insert(rounds)
    .values({
      ...draft,
      status: 'betting',
      betTransactionId: `${draft.id}:bet`,
      winTransactionId: `${draft.id}:win`,
      rollbackTransactionId: `${draft.id}:rollback`,
      // The retrier leaves a fresh round to the request that is still settling it.
      nextAttemptAt: new Date(draft.createdAt!.getTime() + ctx.retryBaseMs * 4),
    })
    .returning();
  const grantId = round!.freeRoundGrantId;
  const answer = await ctx.wallet.call(providerRoutes.placeBet, {
    sessionToken: session.platformSessionToken,
    playerId: session.playerId,
    transactionId: round!.betTransactionId,
    roundId: round!.id,
    externalGameId: round!.game,
    // A free round costs the player nothing: the bet is 0 and names the grant that pays the stake.
    amount: grantId ? '0' : round!.stake.toString(),
    currency: round!.currency,
    ...(grantId ? { freeRoundGrantId: grantId } : {}),
  });
  const setStatus = async (change: Partial<Round>) =>
    (await ctx.db.update(rounds).set(change).where(eq(rounds.id, round!.id)).returning())[0]!;
  if (answer.kind === 'refused') {
    await setStatus({ status: 'rejected', settledAt: ctx.now(), nextAttemptAt: null });
    throw new StudioError(answer.code, answer.message, answer.data);
  }
  if (answer.kind === 'lost') {
    ctx.log.warn({ roundId: round!.id, reason: answer.reason }, 'bet answer lost; rolling back');
    await settleNow(ctx, await setStatus({ status: 'rollback_pending' }));
    throw new StudioError('provider_unavailable');
  }
  return setStatus({ ...accepted, balanceAfter: BigInt(answer.data.balance) });
}

/** An accepted single-shot bet is always followed by its win. */
async function playReal(ctx: StudioContext, resolved: ResolvedSession & { mode: 'real' }, draft: Draft) {
  const accepted = await placeRealBet(ctx, resolved, draft, { status: 'win_pending' });
  // A jackpot slot's pool takes its share (and pays a hit) before the win is sent; a free spin paid no
  // stake, so it neither feeds the pool nor draws from it.
  if (accepted.freeRoundGrantId) return settleNow(ctx, accepted);
  return settleNow(ctx, await settleJackpot(ctx, accepted));
}

/** Free spins are real-money play only: a fun session has no grants. */
async function freeSpinGrant(ctx: StudioContext, resolved: ResolvedSession, grantId: string) {
  if (resolved.mode !== 'real') throw new StudioError('free_round_not_granted');
  return grantForSpin(ctx, grantId, resolved.session);
}

export async function playRound(ctx: StudioContext, resolved: ResolvedSession, body: unknown) {
  requireAuthenticated(resolved);
  const input = playBodySchema.safeParse(body);
  if (!input.success) throw new StudioError('validation_error', input.error.issues[0]?.message);
  const game = findGame(resolved.session.game)!;
  if (game.sharedRounds) throw new StudioError('validation_error', game.sharedRounds);
  if (game.steps)
    throw new StudioError('validation_error', 'this game is played step by step: POST /api/rounds');
  const grant = input.data.freeRoundGrantId
    ? await freeSpinGrant(ctx, resolved, input.data.freeRoundGrantId)
    : null;
  // A free spin is played at the grant's bet value, whatever stake the page sent, and never as a bonus
  // buy (that would be a spin worth many times the grant).
  if (grant && (input.data.params as { bonusBuy?: unknown } | null)?.bonusBuy === true)
    throw new StudioError('validation_error', 'a free spin cannot be a bonus buy');
  const { stake, params } = checkBet(
    game,
    grant ? { ...input.data, stake: grant.betAmount.toString() } : input.data,
  );
  const now = ctx.now();
  const { seed, nonce } = await takeNonce(ctx.db, resolved.playerKey, now);
  const uint32s = fairUint32s(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
    game.numbersPerRound,
  );
  const { outcome, payout } = game.play(uint32s, params, stake);
  const draft: Draft = {
    id: crypto.randomUUID(),
    game: game.meta.slug,
    playerKey: resolved.playerKey,
    mode: resolved.mode,
    currency: resolved.session.currency,
    stake,
    payout,
    params,
    outcome,
    seedId: seed.id,
    nonce,
    createdAt: now,
    freeRoundGrantId: grant?.grantId ?? null,
  };
  const round =
    resolved.mode === 'fun' ? await playFun(ctx, resolved, draft) : await playReal(ctx, resolved, draft);
  return {
    round: roundView(round, {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      serverSeed: null,
    }),
  };
}
