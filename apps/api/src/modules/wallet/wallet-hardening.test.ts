import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerEntries, outboxEvents } from '../../db/schema';
import { insertTestGame } from '../../test/games';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';
import { useWalletPlay } from '../../test/wallet-play';
import { reconcile } from '../ledger/reconcile';
import { defaultMaxWinMultiplier } from './max-win';
import {
  betBody,
  rollbackBody,
  walletCall,
  winBody,
  type GameSessionInfo,
  describeBothWalletPaths,
} from './wallet-test-kit';

const play = useWalletPlay({ game: false });
const { ctx } = play;

interface Answer {
  info: { success: boolean; resultCode: string };
  data: { balance: string; platformTransactionId: string | null; maxWin?: string } | null;
}

/** Games of the test provider: one declaring 100x, a jackpot game declaring 100x, one declaring none. */
const games = { capped: '', jackpot: '', undeclared: '' };
beforeAll(async () => {
  games.capped = (await insertTestGame(ctx.db, { game: { maxWinMultiplier: 100 } })).id;
  games.jackpot = (await insertTestGame(ctx.db, { game: { maxWinMultiplier: 100, isJackpot: true } })).id;
  games.undeclared = (await insertTestGame(ctx.db)).id;
});

function playerAt(gameId: string, cash = 10_000n) {
  return play.playerAtGame(cash, gameId);
}

async function call(path: string, body: unknown) {
  const response = await walletCall(ctx.app, path, body);
  return { status: response.statusCode, answer: response.json<Answer>() };
}

async function bet(session: GameSessionInfo, amount: string, overrides: Record<string, unknown> = {}) {
  const body = betBody(session, amount, overrides);
  return { body, ...(await call('bet', body)) };
}

async function balanceOf(session: GameSessionInfo) {
  const { answer } = await call('balance', { playerId: session.playerId, currency: session.currency });
  return answer.data?.balance;
}

async function roundOf(externalRoundId: string) {
  const [round] = await ctx.db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.externalRoundId, externalRoundId));
  return round;
}

describeBothWalletPaths('a rollback cannot keep a win', () => {
  it('refuses to roll back the bet of a round that already has a win, and the round still closes', async () => {
    const { session } = await playerAt(games.capped, 1_000n);
    const placed = await bet(session, '100');
    const win = await call('win', winBody(session, placed.body.roundId, '500', { roundClosed: false }));
    expect(win.answer.data?.balance).toBe('1400');

    const rollback = await call(
      'rollback',
      rollbackBody(session, placed.body.transactionId, placed.body.roundId),
    );
    expect(rollback.status).toBe(409);
    expect(rollback.answer.info.resultCode).toBe('round_has_win');
    expect(await balanceOf(session)).toBe('1400');
    expect(await roundOf(placed.body.roundId)).toMatchObject({ status: 'open', stake: 100n, win: 500n });

    const closing = await call('win', winBody(session, placed.body.roundId, '0'));
    expect(closing.status).toBe(200);
    expect((await roundOf(placed.body.roundId))?.status).toBe('closed');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuses it for any bet of the round, and still undoes a bet of a round without a win', async () => {
    const { session } = await playerAt(games.capped, 1_000n);
    const first = await bet(session, '100');
    const second = await bet(session, '200', { roundId: first.body.roundId });
    await call('win', winBody(session, first.body.roundId, '50', { roundClosed: false }));
    const refused = await call(
      'rollback',
      rollbackBody(session, second.body.transactionId, first.body.roundId),
    );
    expect(refused.answer.info.resultCode).toBe('round_has_win');

    const unpaid = await bet(session, '300');
    const undone = await call(
      'rollback',
      rollbackBody(session, unpaid.body.transactionId, unpaid.body.roundId),
    );
    expect(undone.status).toBe(200);
    expect(undone.answer.data?.balance).toBe('750');
  });
});

describeBothWalletPaths('a win is bounded by the game maximum', () => {
  it("refuses a win above the round's stakes times the declared multiplier, moving nothing", async () => {
    const { session } = await playerAt(games.capped, 1_000n);
    const placed = await bet(session, '100');
    const entriesBefore = (await ctx.db.select().from(ledgerEntries)).length;
    const over = await call('win', winBody(session, placed.body.roundId, '10001'));
    expect(over.status).toBe(409);
    expect(over.answer.info.resultCode).toBe('win_exceeds_maximum');
    expect(over.answer.data).toEqual({ maxWin: '10000' });
    expect((await ctx.db.select().from(ledgerEntries)).length).toBe(entriesBefore);
    expect(await balanceOf(session)).toBe('900');

    const atCap = await call('win', winBody(session, placed.body.roundId, '10000'));
    expect(atCap.status).toBe(200);
    expect(atCap.answer.data?.balance).toBe('10900');
  });

  it('counts every win of the round together, over all of its bets', async () => {
    const { session } = await playerAt(games.capped, 1_000n);
    const first = await bet(session, '100');
    await bet(session, '50', { roundId: first.body.roundId });
    const step = await call('win', winBody(session, first.body.roundId, '10000', { roundClosed: false }));
    expect(step.status).toBe(200);
    const over = await call('win', winBody(session, first.body.roundId, '5001'));
    expect(over.answer.info.resultCode).toBe('win_exceeds_maximum');
    const rest = await call('win', winBody(session, first.body.roundId, '5000'));
    expect(rest.status).toBe(200);
    expect(await roundOf(first.body.roundId)).toMatchObject({ stake: 150n, win: 15_000n, status: 'closed' });
  });

  it('applies the default multiplier to a game whose provider declared none', async () => {
    const { session } = await playerAt(games.undeclared, 1_000n);
    const placed = await bet(session, '10');
    const cap = 10 * defaultMaxWinMultiplier;
    const over = await call('win', winBody(session, placed.body.roundId, String(cap + 1)));
    expect(over.answer.info.resultCode).toBe('win_exceeds_maximum');
    const atCap = await call('win', winBody(session, placed.body.roundId, String(cap)));
    expect(atCap.status).toBe(200);
  });

  it('pays a marked jackpot above the cap on a jackpot game, once per round, and marks it in the books', async () => {
    const { session } = await playerAt(games.jackpot, 1_000n);
    const placed = await bet(session, '100');
    const body = winBody(session, placed.body.roundId, '510000', {
      jackpotAmount: '500000',
      roundClosed: false,
    });
    const paid = await call('win', body);
    expect(paid.status).toBe(200);
    expect(paid.answer.data?.balance).toBe('510900');
    const again = await call(
      'win',
      winBody(session, placed.body.roundId, '500000', { jackpotAmount: '500000' }),
    );
    expect(again.answer.info.resultCode).toBe('win_exceeds_maximum');
    expect(await roundOf(placed.body.roundId)).toMatchObject({ win: 510_000n, jackpotWin: 500_000n });
    const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.topic, 'game.win'));
    expect(events.find((event) => event.payload.transactionId === body.transactionId)?.payload).toMatchObject(
      {
        win: '510000',
        jackpot: '500000',
      },
    );
    // The jackpot part does not lift the cap of the rest: 10,000 of 10,000 is already paid.
    const over = await call('win', winBody(session, placed.body.roundId, '1'));
    expect(over.answer.info.resultCode).toBe('win_exceeds_maximum');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuses a jackpot on a game not listed as a jackpot game, and one larger than the win', async () => {
    const { session } = await playerAt(games.capped, 1_000n);
    const placed = await bet(session, '100');
    const marked = await call(
      'win',
      winBody(session, placed.body.roundId, '500000', { jackpotAmount: '490000' }),
    );
    expect(marked.answer.info.resultCode).toBe('win_exceeds_maximum');
    const jackpotGame = await playerAt(games.jackpot, 1_000n);
    const other = await bet(jackpotGame.session, '100');
    const larger = await call(
      'win',
      winBody(jackpotGame.session, other.body.roundId, '100', { jackpotAmount: '101' }),
    );
    expect(larger.answer.info.resultCode).toBe('validation_error');
  });
});

describe('a bet of 0', () => {
  it('is refused while no free round was granted, so no zero-stake round can take a win', async () => {
    const { session } = await playerAt(games.undeclared, 1_000n);
    const free = await bet(session, '0');
    expect(free.status).toBe(409);
    expect(free.answer.info.resultCode).toBe('free_round_not_granted');
    expect(await roundOf(free.body.roundId)).toBeUndefined();
    const win = await call('win', winBody(session, free.body.roundId, '1000000'));
    expect(win.answer.info.resultCode).toBe('bet_not_found');
    expect(await balanceOf(session)).toBe('1000');
  });
});

describeBothWalletPaths('the protocol after logout', () => {
  it('answers the balance, settles a win and records an early rollback, but refuses a new bet', async () => {
    const { player, session } = await playerAt(games.capped, 1_000n);
    const placed = await bet(session, '100');
    const logout = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/logout',
      headers: playerHeaders(player),
    });
    expect(logout.statusCode).toBe(200);

    const balance = await call('balance', { playerId: session.playerId, currency: 'EUR' });
    expect(balance.status).toBe(200);
    expect(balance.answer.data?.balance).toBe('900');
    const win = await call('win', winBody(session, placed.body.roundId, '300'));
    expect(win.status).toBe(200);
    expect(win.answer.data?.balance).toBe('1200');
    const early = betBody(session, '100');
    const rollback = await call('rollback', rollbackBody(session, early.transactionId, early.roundId));
    expect(rollback.status).toBe(200);
    expect(rollback.answer.data).toMatchObject({ balance: '1200', platformTransactionId: null });

    const late = await bet(session, '100');
    expect(late.status).toBe(401);
    expect(late.answer.info.resultCode).toBe('game_session_invalid');
    expect(await balanceOf(session)).toBe('1200');
  });

  it('still answers player_not_found for a player the provider never opened a session for', async () => {
    const stranger = await loginAsNewPlayer(ctx.app);
    const balance = await call('balance', { playerId: stranger.playerId, currency: 'EUR' });
    expect(balance.status).toBe(404);
    expect(balance.answer.info.resultCode).toBe('player_not_found');
  });
});
