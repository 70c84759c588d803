import { and, eq, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { funSessions, rounds, type Round } from '../db/schema';
import { debitFun } from '../sessions/debit-fun';
import { StudioError } from '../lib/studio-error';
import { checkBet, placeRealBet, type Draft } from '../rounds/play-round';
import { settleNow } from '../rounds/settle-round';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import type { OpenTableRound, TableLoop } from './table-loop';
import { placementBodySchema } from '../contract/table-schemas';

/**
 * One placement (one or more spots) on the round taking bets. Real money: the whole placement is one
 * wallet bet, and it counts only if the wallet accepted it before the window closed; a later answer
 * is rolled back and the player is told round_closed. Fun money moves the demo balance only.
 */
async function placeFun(ctx: StudioContext, resolved: ResolvedSession & { mode: 'fun' }, draft: Draft) {
  return ctx.db.transaction(async (tx) => {
    const balanceAfter = await debitFun(tx, resolved.session.id, draft.stake);
    const [bet] = await tx
      .insert(rounds)
      .values({ ...draft, status: 'open', balanceAfter })
      .returning();
    return bet!;
  });
}

/** Too late for the draw: the money goes back, the same way whatever the mode. */
async function undo(ctx: StudioContext, bet: Round) {
  if (bet.mode === 'real') {
    const [owed] = await ctx.db
      .update(rounds)
      .set({ status: 'rollback_pending' })
      .where(and(eq(rounds.id, bet.id), eq(rounds.status, 'open')))
      .returning();
    if (owed) await settleNow(ctx, owed);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const [undone] = await tx
      .update(rounds)
      .set({ status: 'rolled_back', settledAt: ctx.now() })
      .where(and(eq(rounds.id, bet.id), eq(rounds.status, 'open')))
      .returning();
    if (undone)
      await tx
        .update(funSessions)
        .set({ balance: sql`${funSessions.balance} + ${bet.stake}` })
        .where(eq(funSessions.id, bet.playerKey.slice(2)));
  });
}

/**
 * Puts one bet row through the wallet (or the demo balance). `isTooLate` is asked once the money has
 * moved: a bet accepted after its window closed is returned and the player told round_closed.
 */
export async function placeOnTable(
  ctx: StudioContext,
  resolved: ResolvedSession,
  draft: Draft,
  isTooLate: () => boolean,
) {
  const bet =
    resolved.mode === 'fun'
      ? await placeFun(ctx, resolved, draft)
      : await placeRealBet(ctx, resolved, draft, { status: 'open', nextAttemptAt: null });
  if (isTooLate()) {
    await undo(ctx, bet);
    throw new StudioError('round_closed', 'the bet arrived after its window closed and was returned');
  }
  return bet;
}

/** A bet row on the table round's seed; the player's choices and the round it belongs to go in params. */
export function tableDraft(
  ctx: StudioContext,
  resolved: ResolvedSession,
  open: OpenTableRound,
  stake: bigint,
  params: object,
): Draft {
  return {
    id: crypto.randomUUID(),
    game: open.round.table,
    playerKey: resolved.playerKey,
    mode: resolved.mode,
    currency: resolved.session.currency,
    stake,
    payout: 0n,
    params: { tableRoundId: open.round.id, ...params },
    outcome: {},
    seedId: open.seed.id,
    nonce: 0,
    createdAt: ctx.now(),
  };
}

export async function placeTableBet(
  ctx: StudioContext,
  loop: TableLoop,
  resolved: ResolvedSession,
  body: unknown,
) {
  requireAuthenticated(resolved);
  const table = loop.table;
  if (resolved.session.game !== table.slug)
    throw new StudioError('validation_error', 'this session is for another game');
  const input = placementBodySchema.safeParse(body);
  if (!input.success) throw new StudioError('validation_error', input.error.issues[0]?.message);
  const total = input.data.bets.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);
  const { stake, params } = checkBet(table.entry, { stake: total.toString(), params: input.data });
  const open = loop.roundTakingBets();
  // One player's stakes in one round add up to at most maxBet; held now, so two placements at once cannot both pass.
  const held = open.stakes.get(resolved.playerKey) ?? 0n;
  if (table.decisions && open.stakes.has(resolved.playerKey))
    throw new StudioError('validation_error', 'one hand per player and round');
  if (held + stake > table.entry.limits.maxBet)
    throw new StudioError('amount_out_of_range', 'your bets in this round would pass the maximum bet', {
      maxBet: table.entry.limits.maxBet.toString(),
      placed: held.toString(),
    });
  open.stakes.set(resolved.playerKey, held + stake);
  // A hand's moves are kept on its bet row, in order: with the seed they replay the hand.
  const draft = { ...tableDraft(ctx, resolved, open, stake, params), moves: table.decisions ? [] : null };
  // The draw waits for this whole placement, undo included, so a bet is either in the round or returned.
  const placement = placeOnTable(ctx, resolved, draft, () => open.isClosed);
  loop.track(open, placement);
  const bet = await placement.catch((error: unknown) => {
    const left = (open.stakes.get(resolved.playerKey) ?? stake) - stake;
    if (left > 0n) open.stakes.set(resolved.playerKey, left);
    else open.stakes.delete(resolved.playerKey);
    throw error;
  });
  if (table.decisions) open.hands.set(resolved.playerKey, { betId: bet.id, stake, moves: [], isBusy: false });
  loop.addBets(open, resolved.playerKey, input.data.bets);
  return {
    betId: bet.id,
    tableRoundId: open.round.id,
    stake: stake.toString(),
    bets: input.data.bets,
    balance: bet.balanceAfter?.toString() ?? null,
  };
}
