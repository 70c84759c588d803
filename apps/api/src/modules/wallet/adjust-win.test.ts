import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameRounds, ledgerAccounts, ledgerEntries, outboxEvents } from '../../db/schema';
import { reconcile } from '../ledger/reconcile';
import { useWalletPlay } from '../../test/wallet-play';
import {
  betBody,
  describeBothWalletPaths,
  nextId,
  walletCall,
  winBody,
  type GameSessionInfo,
} from './wallet-test-kit';

/*
 * The adjustment call (docs/provider-protocol.md, section 10): a settlement corrected for less takes
 * back part of a round's wins, once per transaction id, cash first and the rest booked as uncollected.
 * The bets and wins before it go through each wallet path.
 */
const play = useWalletPlay({ game: { game: { category: 'slots' } } });
const { ctx } = play;

interface AdjustAnswer {
  info: { success: boolean; resultCode: string };
  data: { balance: string; taken: string; uncollected: string; platformTransactionId: string | null };
}

/** A player who staked 100 on an open round that has paid 300 so far (a sportsbook ticket settled won). */
async function wonOpenRound(cash: bigint) {
  const { session } = await play.playerAtGame(cash);
  const bet = betBody(session, '100');
  expect((await walletCall(ctx.app, 'bet', bet)).statusCode).toBe(200);
  const win = winBody(session, bet.roundId, '300', { roundClosed: false });
  expect((await walletCall(ctx.app, 'win', win)).statusCode).toBe(200);
  return { session, roundId: bet.roundId, winId: win.transactionId };
}

function adjustBody(
  session: GameSessionInfo,
  roundId: string,
  amount: string,
  originalTransactionId?: string,
) {
  return {
    playerId: session.playerId,
    transactionId: nextId('adjust'),
    roundId,
    externalGameId: session.externalGameId,
    amount,
    currency: session.currency,
    ...(originalTransactionId ? { originalTransactionId } : {}),
  };
}

async function cashOf(playerId: string) {
  const [row] = await ctx.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, playerId), eq(ledgerAccounts.kind, 'player_cash')));
  return row!.balance;
}

describeBothWalletPaths('a win taken back (adjust)', () => {
  it('takes back exactly the amount once, however often it is sent, and corrects the round', async () => {
    const { session, roundId, winId } = await wonOpenRound(1_000n);
    expect(await cashOf(session.playerId)).toBe(1_200n);
    const body = adjustBody(session, roundId, '200', winId);
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push((await walletCall(ctx.app, 'adjust', body)).json<AdjustAnswer>());
    expect(answers[0]!.data).toMatchObject({ balance: '1000', taken: '200', uncollected: '0' });
    expect(answers[1]!.data).toEqual(answers[0]!.data);
    expect(answers[2]!.data).toEqual(answers[0]!.data);
    expect(await cashOf(session.playerId)).toBe(1_000n);
    const [round] = await ctx.db.select().from(gameRounds).where(eq(gameRounds.externalRoundId, roundId));
    expect(round!.win).toBe(100n);
    const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.topic, 'game.adjust'));
    expect(
      events.filter((e) => (e.payload as { transactionId: string }).transactionId === body.transactionId),
    ).toHaveLength(1);
    // The same id with another amount is a mistake.
    const conflict = await walletCall(ctx.app, 'adjust', { ...body, amount: '150' });
    expect(conflict.json<AdjustAnswer>().info.resultCode).toBe('idempotency_conflict');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('books what the cash cannot cover as uncollected, in one balanced entry', async () => {
    const { session, roundId } = await wonOpenRound(100n);
    // The player staked most of the 300 won since: 50 is left in cash.
    const spend = betBody(session, '250');
    expect((await walletCall(ctx.app, 'bet', spend)).statusCode).toBe(200);
    const body = adjustBody(session, roundId, '300');
    const answer = (await walletCall(ctx.app, 'adjust', body)).json<AdjustAnswer>();
    expect(answer.data).toMatchObject({ balance: '0', taken: '50', uncollected: '250' });
    expect(await cashOf(session.playerId)).toBe(0n);
    const [entry] = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `game:nova-studio:${body.transactionId}`));
    expect(entry!.kind).toBe('game_adjust');
    expect(entry!.metadata).toMatchObject({ taken: '50', uncollected: '250' });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuses more than the round won, and rounds it does not know', async () => {
    const { session, roundId } = await wonOpenRound(1_000n);
    const tooMuch = await walletCall(ctx.app, 'adjust', adjustBody(session, roundId, '301'));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<AdjustAnswer>().info.resultCode).toBe('amount_out_of_range');
    const unknown = await walletCall(ctx.app, 'adjust', adjustBody(session, 'no-such-round', '1'));
    expect(unknown.json<AdjustAnswer>().info.resultCode).toBe('bet_not_found');
    // Two corrections together cannot take back more than was paid.
    expect((await walletCall(ctx.app, 'adjust', adjustBody(session, roundId, '250'))).statusCode).toBe(200);
    const second = await walletCall(ctx.app, 'adjust', adjustBody(session, roundId, '100'));
    expect(second.json<AdjustAnswer>().info.resultCode).toBe('amount_out_of_range');
    expect(await cashOf(session.playerId)).toBe(950n);
  });
});
