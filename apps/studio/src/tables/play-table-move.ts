import { eq } from 'drizzle-orm';
import { moveBodySchema } from '../contract/table-schemas';
import type { StudioContext } from '../context';
import { rounds } from '../db/schema';
import { StudioError } from '../lib/studio-error';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import { placeOnTable, tableDraft } from './place-table-bet';
import type { TableLoop } from './table-loop';

/**
 * One move on the player's own hand while the decision window is open (blackjack: hit, stand,
 * double). A double is the same stake again, sent to the wallet as a bet of its own; it counts only
 * if accepted before the window ends. The move is stored on the hand's bet row before it is answered.
 */
export async function playTableMove(
  ctx: StudioContext,
  loop: TableLoop,
  resolved: ResolvedSession,
  body: unknown,
) {
  requireAuthenticated(resolved);
  const { decisions } = loop.table;
  if (!decisions || resolved.session.game !== loop.table.slug)
    throw new StudioError('validation_error', 'no moves at this table');
  const input = moveBodySchema.safeParse(body);
  if (!input.success || !decisions.isMove(input.data.move))
    throw new StudioError('validation_error', 'not a move of this game');
  const move = input.data.move;
  const open = loop.roundTakingMoves();
  const hand = open.hands.get(resolved.playerKey);
  if (!hand) throw new StudioError('validation_error', 'you have no hand in this round');
  if (hand.isBusy) throw new StudioError('validation_error', 'one move at a time');
  const after = decisions.handAfter(open.outcome!, [...hand.moves, move]);
  if (!after) throw new StudioError('validation_error', 'that move is not possible now');
  hand.isBusy = true;
  const moving = (async () => {
    let balance: string | null = null;
    if (decisions.addsStake(move)) {
      const draft = tableDraft(ctx, resolved, open, hand.stake, {
        bets: [{ spot: 'hand', amount: hand.stake.toString() }],
        doubleOf: hand.betId,
      });
      const extra = await placeOnTable(ctx, resolved, draft, () => open.isDecided);
      balance = extra.balanceAfter?.toString() ?? null;
    }
    hand.moves.push(move);
    await ctx.db.update(rounds).set({ moves: hand.moves }).where(eq(rounds.id, hand.betId));
    return balance;
  })();
  // The end of the window waits for this move (and its double's bet) to be kept or undone.
  loop.track(open, moving);
  try {
    const balance = await moving;
    return {
      tableRoundId: open.round.id,
      move,
      hand: after.view as Record<string, unknown>,
      isDone: after.isDone,
      balance,
    };
  } finally {
    hand.isBusy = false;
  }
}
