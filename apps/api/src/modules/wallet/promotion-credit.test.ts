import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gameRounds,
  ledgerEntries,
  networkPromotionCredits,
  outboxEvents,
  playerMessages,
} from '../../db/schema';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';
import { useWalletPlay } from '../../test/wallet-play';
import { reconcile } from '../ledger/reconcile';
import { promotionCreditKey } from './promotion-credit';
import { nextId, walletCall, type GameSessionInfo } from './wallet-test-kit';

const play = useWalletPlay();
const { ctx, clock, balanceOf } = play;

interface Answer {
  info: { success: boolean; resultCode: string };
  data: {
    balance: string;
    currency: string;
    transactionId: string;
    platformTransactionId: string | null;
  } | null;
}

const playerWithSession = (cash = 1_000n) => play.playerAtGame(cash);

function dropBody(session: GameSessionInfo, amount: string, overrides: Record<string, unknown> = {}) {
  return {
    playerId: session.playerId,
    transactionId: nextId('promo'),
    promotionCode: 'daily-drops',
    kind: 'drop',
    place: null,
    amount,
    currency: session.currency,
    roundId: nextId('round'),
    ...overrides,
  };
}

async function credit(body: unknown) {
  const response = await walletCall(ctx.app, 'promotion', body);
  return { status: response.statusCode, answer: response.json<Answer>() };
}

describe('POST /provider/v1/promotion', () => {
  it('credits a prize once under three deliveries, each answered the same', async () => {
    const { session } = await playerWithSession(1_000n);
    const body = dropBody(session, '2500');
    // Two deliveries at once (a retry overtaking a slow first answer), then a late third one.
    const answers = await Promise.all([credit(body), credit(body)]);
    answers.push(await credit(body));
    for (const { status, answer } of answers) {
      expect(status).toBe(200);
      expect(answer.data).toEqual(answers[0]!.answer.data);
    }
    expect(answers[0]!.answer.data?.balance).toBe('3500');
    expect(await balanceOf(session)).toBe('3500');

    const entries = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, promotionCreditKey('nova-studio', body.transactionId)));
    expect(entries).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(networkPromotionCredits)
      .where(eq(networkPromotionCredits.transactionId, body.transactionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ promotionCode: 'daily-drops', kind: 'drop', place: null, amount: 2500n });
    const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.topic, 'game.promotion'));
    expect(events.filter((event) => event.payload.transactionId === body.transactionId)).toHaveLength(1);
    const messages = await ctx.db
      .select()
      .from(playerMessages)
      .where(and(eq(playerMessages.playerId, session.playerId), eq(playerMessages.type, 'competition')));
    expect(messages).toHaveLength(1);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('credits without any open round and after the game session expired and the player logged out', async () => {
    const { player, session } = await playerWithSession(0n);
    clock.advance(ctx.app.config.games.gameSessionMs + 60_000);
    const logout = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/logout',
      headers: playerHeaders(player),
    });
    expect(logout.statusCode).toBeLessThan(500);
    const rounds = await ctx.db.select().from(gameRounds).where(eq(gameRounds.playerId, session.playerId));
    expect(rounds).toHaveLength(0);

    const race = await credit(
      dropBody(session, '10000', {
        kind: 'race',
        place: 2,
        promotionCode: 'network-race',
        roundId: undefined,
      }),
    );
    expect(race.status).toBe(200);
    expect(race.answer.data?.balance).toBe('10000');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuses the same transaction id with another amount, and moves nothing', async () => {
    const { session } = await playerWithSession(0n);
    const body = dropBody(session, '500');
    expect((await credit(body)).status).toBe(200);
    const conflicting = await credit({ ...body, amount: '50000' });
    expect(conflicting.answer.info.resultCode).toBe('idempotency_conflict');
    const otherPromotion = await credit({ ...body, promotionCode: 'network-race', kind: 'race', place: 1 });
    expect(otherPromotion.answer.info.resultCode).toBe('idempotency_conflict');
    expect(await balanceOf(session)).toBe('500');
  });

  it('refuses a player the provider never saw, a wrong currency and a race prize without its place', async () => {
    const { session } = await playerWithSession(0n);
    const stranger = await loginAsNewPlayer(ctx.app);
    const unknown = await credit(dropBody(session, '100', { playerId: stranger.playerId }));
    expect(unknown.answer.info.resultCode).toBe('player_not_found');
    const notUuid = await credit(dropBody(session, '100', { playerId: 'nobody' }));
    expect(notUuid.answer.info.resultCode).toBe('player_not_found');
    const wrongCurrency = await credit(dropBody(session, '100', { currency: 'NOK' }));
    expect(wrongCurrency.answer.info.resultCode).toBe('currency_mismatch');
    const noPlace = await credit(dropBody(session, '100', { kind: 'race', place: null }));
    expect(noPlace.answer.info.resultCode).toBe('validation_error');
    const zero = await credit(dropBody(session, '0'));
    expect(zero.answer.info.resultCode).toBe('validation_error');
    expect(await balanceOf(session)).toBe('0');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuses an unsigned call', async () => {
    const { session } = await playerWithSession(0n);
    const response = await walletCall(ctx.app, 'promotion', dropBody(session, '100'), { signature: 'bad' });
    expect(response.json<Answer>().info.resultCode).toBe('invalid_signature');
    expect(await balanceOf(session)).toBe('0');
  });
});
