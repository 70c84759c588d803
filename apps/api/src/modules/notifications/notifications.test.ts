import { randomUUID } from 'node:crypto';
import type { OutboxTopic } from '@casino/contract';
import type { Locale } from '@casino/rules';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusCampaigns, cashbackDays, outboxEvents, playerMessages, type JsonObject } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { relaxedLimitsEnv } from '../../test/accounts';
import {
  cashierReadyPlayer,
  depositFunds,
  requestWithdrawalOf,
  staffCall,
  staffToken,
} from '../../test/cashier';
import { insertTestGame } from '../../test/games';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, takeTimeOut } from '../../test/players';
import { grantBonus } from '../bonuses/grants';
import { grantFreeRounds } from '../games/free-rounds/grant-free-rounds';
import { notifyCashbackAvailable } from './notify-cashback-available';
import { notifyFromOutbox } from './notify-from-outbox';

const clock = createClock(new Date('2026-06-01T10:00:00Z'));
const ctx = useTestApp({ env: relaxedLimitsEnv, now: clock.now });

/** The notices of a player (welcome and other messages left out): type and text as written. */
async function noticesOf(playerId: string) {
  return ctx.db
    .select({ type: playerMessages.type, message: playerMessages.message, texts: playerMessages.texts })
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), isNotNull(playerMessages.sourceKey)));
}

const drain = async () => {
  while ((await notifyFromOutbox(ctx.db, { now: clock.now() })) > 0);
};

/** An outbox event as the ledger writes it (payloads as packages/contract/src/events.ts says). */
const eventOf = (topic: OutboxTopic, payload: JsonObject) => ({ topic, payload });

/** A no-deposit bonus (waiting for its claim) and 20 free spins granted to the player, `times` times. */
async function grantOffers(playerId: string, times: number) {
  const [campaign] = await ctx.db
    .insert(bonusCampaigns)
    .values({
      slug: `notice-campaign-${randomUUID()}`,
      kind: 'no_deposit',
      activation: 'claim',
      names: { en: 'Notice campaign' },
      amountEurCents: 1000n,
      wageringMultiple: 30,
      contributions: { slots: 100 },
    })
    .returning();
  const game = await insertTestGame(ctx.db, { game: { minBet: '10' } });
  const sourceKey = `notice-test:${playerId}`;
  for (let time = 0; time < times; time += 1)
    await inTransaction(ctx.db, async (tx) => {
      await grantBonus(tx, { campaign: campaign!, playerId, now: clock.now(), sourceKey, activate: false });
      await grantFreeRounds(tx, {
        playerId,
        gameId: game.id,
        rounds: 20,
        currency: 'EUR',
        source: 'staff',
        sourceKey,
        now: clock.now(),
      });
    });
}

describe('notifications of money events: one per source, in the player language', () => {
  const grantId = randomUUID();
  const withdrawalId = randomUUID();
  const cases: { language: Locale; topic: OutboxTopic; payload: JsonObject; text: RegExp }[] = [
    {
      language: 'es',
      topic: 'withdrawal paid',
      payload: { withdrawalId, amountMinor: '2500', currency: 'EUR' },
      text: /^Tu retiro de 25\.00 EUR ha sido pagado\.$/,
    },
    {
      language: 'fr',
      topic: 'withdrawal rejected',
      payload: { withdrawalId, amountMinor: '2500', currency: 'EUR' },
      text: /^Votre retrait de 25\.00 EUR a été refusé/,
    },
    {
      language: 'pt',
      topic: 'bonus.activated',
      payload: { grantId, bonusMinor: '1000', currency: 'EUR' },
      text: /^O seu bónus de 10\.00 EUR está ativo/,
    },
    {
      language: 'no',
      topic: 'bonus.converted',
      payload: { grantId, toCashMinor: '700', forfeitedMinor: '0', currency: 'EUR' },
      text: /^Bonusomsetningen er fullført: 7\.00 EUR/,
    },
    {
      language: 'de',
      topic: 'bonus.forfeited',
      payload: { grantId, toCashMinor: '0', forfeitedMinor: '300', currency: 'EUR' },
      text: /^Dein Bonus ist verfallen: 3\.00 EUR/,
    },
    {
      language: 'en',
      topic: 'bonus.expired',
      payload: { grantId, toCashMinor: '0', forfeitedMinor: '300', currency: 'EUR' },
      text: /^Your bonus has expired: 3\.00 EUR/,
    },
    {
      language: 'es',
      topic: 'loyalty.level_reward',
      payload: { level: 3, amountMinor: '500', currency: 'EUR' },
      text: /^¡Has alcanzado el nivel 3! Tu recompensa de 5\.00 EUR/,
    },
    {
      language: 'de',
      topic: 'loyalty.cashback_claimed',
      payload: { day: '2026-05-31', amountMinor: '123', currency: 'EUR' },
      text: /^Dein Cashback von 1\.23 EUR wurde gutgeschrieben\.$/,
    },
  ];

  it.each(cases)('$topic makes one notice in $language, even delivered twice', async (each) => {
    const player = await loginAsNewPlayer(ctx.app, { language: each.language });
    const event = eventOf(each.topic, { playerId: player.playerId, ...each.payload });
    await ctx.db.insert(outboxEvents).values([event, event]);
    await drain();
    await ctx.db.insert(outboxEvents).values(event);
    await drain();
    const notices = await noticesOf(player.playerId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(each.text);
    // Written in every language, so the bell follows the language the player reads in.
    expect(Object.keys(notices[0]?.texts ?? {}).sort()).toEqual(['de', 'en', 'es', 'fr', 'no', 'pt']);
  });

  it('a credited deposit makes one notice; the webhook sent again makes none', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const paymentId = `pay-${randomUUID()}`;
    expect((await depositFunds(ctx.app, player, '50', paymentId)).statusCode).toBe(200);
    await drain();
    const notices = await noticesOf(player.playerId);
    expect(notices.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^Your deposit of \d+\.\d{2} EUR has been credited\.$/),
    ]);
    const [event] = await ctx.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.topic, 'deposit completed'),
          sql`${outboxEvents.payload}->>'playerId' = ${player.playerId}`,
        ),
      );
    await ctx.db.insert(outboxEvents).values({ topic: event!.topic, payload: event!.payload });
    await drain();
    expect(await noticesOf(player.playerId)).toHaveLength(1);
  });

  it('an approved withdrawal makes one notice in the player language', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    expect((await depositFunds(ctx.app, player, '50.00', `pay-${randomUUID()}`)).statusCode).toBe(200);
    const { id, response } = await requestWithdrawalOf(ctx.app, player, '30.00');
    expect(response.statusCode, response.body).toBe(200);
    const token = await staffToken(ctx.app, 'payments');
    expect((await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`)).statusCode).toBe(200);
    expect((await staffCall(ctx.app, token, 'POST', `/withdrawals/${id}/approve`)).statusCode).toBe(409);
    const approved = (await noticesOf(player.playerId)).filter((notice) => /approved/.test(notice.message));
    expect(approved.map((notice) => notice.message)).toEqual([
      'Your withdrawal of 30.00 EUR has been approved: the e-mail we sent you has the link to finish it.',
    ]);
  });

  it('a granted bonus and granted free spins make one notice each, replays none', async () => {
    const player = await loginAsNewPlayer(ctx.app, { language: 'de' });
    await grantOffers(player.playerId, 2);
    expect((await noticesOf(player.playerId)).map((notice) => notice.message).sort()).toEqual([
      'Du hast 20 Freispiele erhalten.',
      'Ein neuer Bonus wartet unter Boni auf dich.',
    ]);
  });

  it('cashback that became claimable makes one notice a day', async () => {
    const player = await loginAsNewPlayer(ctx.app, { language: 'fr' });
    // Yesterday's wagers: 100.00 EUR at a 4 % edge, 10 % of it back at level 0.
    await ctx.db
      .insert(cashbackDays)
      .values({ playerId: player.playerId, day: '2026-05-31', currency: 'EUR', edgeStake: 4_000_000n });
    await notifyCashbackAvailable(ctx.db, clock.now());
    await notifyCashbackAvailable(ctx.db, clock.now());
    expect((await noticesOf(player.playerId)).map((notice) => notice.message)).toEqual([
      'Votre cashback quotidien de 0.40 EUR est prêt : réclamez-le dans Récompenses.',
    ]);
  });

  it('a player in a time-out gets no offer (bonus, free spins, cashback), but the money events still', async () => {
    const player = await loginAsNewPlayer(ctx.app, { language: 'en' });
    await takeTimeOut(ctx.app, player, 'timeout_week');
    await grantOffers(player.playerId, 1);
    await ctx.db
      .insert(cashbackDays)
      .values({ playerId: player.playerId, day: '2026-05-31', currency: 'EUR', edgeStake: 4_000_000n });
    await notifyCashbackAvailable(ctx.db, clock.now());
    const paid = { withdrawalId: randomUUID(), amountMinor: '2500', currency: 'EUR' };
    await ctx.db
      .insert(outboxEvents)
      .values(eventOf('withdrawal paid', { playerId: player.playerId, ...paid }));
    await drain();
    expect((await noticesOf(player.playerId)).map((notice) => notice.type)).toEqual(['cashier']);
  });
});
