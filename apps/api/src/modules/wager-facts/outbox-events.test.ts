import { outboxTopics, parseOutboxEvent } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import { rowsOf } from '../../db/transaction';
import { relaxedLimitsEnv } from '../../test/accounts';
import { cashierReadyPlayer, depositFunds, requestWithdrawalOf } from '../../test/cashier';
import { insertTestGame } from '../../test/games';
import { createClock, useTestApp } from '../../test/helper';
import {
  betBody,
  openGameSession,
  rollbackBody,
  useFakeProvider,
  walletCall,
  winBody,
} from '../wallet/wallet-test-kit';
import { runLoyaltyPipeline } from '../loyalty/loyalty-pipeline';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const clock = createClock(new Date('2026-04-02T10:00:00Z'));
const ctx = useTestApp({ env, now: clock.now });

let slotId = '';
beforeAll(async () => {
  slotId = (await insertTestGame(ctx.db, { game: { category: 'slots', rtp: '96.00' } })).id;
  // The studio's slots the free spins of levels 1-5 are granted on.
  for (const slug of ['neon-fruits', 'sun-temple', 'lucky-clover', 'frost-giants', 'pearl-diver'])
    await insertTestGame(ctx.db, { game: { slug, category: 'slots', minBet: '10' } });
});

describe('outbox events', () => {
  it('every event a journey writes (deposit, bets, wins, rollback, level rewards, withdrawal) parses with its schema', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    expect((await depositFunds(ctx.app, player, '5000.00', 'outbox-pay-1')).statusCode).toBe(200);
    const session = await openGameSession(ctx.app, provider, player, slotId);
    const call = async (kind: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) => {
      const response = await walletCall(ctx.app, kind, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    // A won round (an intermediate win, then the closing one), a lost round, a rolled-back bet.
    const won = betBody(session, '300000');
    await call('bet', won);
    await call('win', winBody(session, won.roundId, '1000', { roundClosed: false }));
    await call('win', winBody(session, won.roundId, '2000', { roundClosed: true }));
    const lost = betBody(session, '2500');
    await call('bet', lost);
    await call('win', winBody(session, lost.roundId, '0', { roundClosed: true }));
    const undone = betBody(session, '5000');
    await call('bet', undone);
    await call('rollback', rollbackBody(session, undone.transactionId, undone.roundId));
    // The settled EUR 3,000 reaches level 6: its rewards are paid (loyalty.level_reward).
    await runLoyaltyPipeline(ctx.db, clock.now());
    // EUR 5,000 deposited passes the KYC amount: the player's identity is verified before withdrawing.
    await ctx.db.execute(sql`UPDATE players SET kyc_status = 'verified' WHERE id = ${player.playerId}`);
    expect((await requestWithdrawalOf(ctx.app, player, '50.00')).response.statusCode).toBe(200);

    const rows = rowsOf<{ id: string; topic: string; payload: unknown }>(
      await ctx.db.execute(sql`SELECT id::text AS id, topic, payload FROM outbox_events ORDER BY id`),
    );
    const refused = rows.flatMap((row) => {
      const parsed = parseOutboxEvent(row.topic, row.payload, { strict: true });
      return parsed.ok
        ? []
        : [{ id: row.id, topic: row.topic, reason: parsed.reason, issues: parsed.issues }];
    });
    expect(refused).toEqual([]);
    const topics = new Set(rows.map((row) => row.topic));
    for (const topic of [
      'deposit completed',
      'first deposit',
      'game.bet',
      'game.win',
      'game.rollback',
      'loyalty.level_reward',
      'withdrawal requested',
    ])
      expect(topics, topic).toContain(topic);
    expect([...topics].every((topic) => (outboxTopics as string[]).includes(topic))).toBe(true);
  });

  it('the parser refuses an unknown topic, a payload its schema refuses, and unnamed fields when strict', () => {
    const bet = {
      playerId: '6f1c7a52-8d3e-4b5e-9a57-2f8d7c1e6b40',
      gameId: '7f1c7a52-8d3e-4b5e-9a57-2f8d7c1e6b40',
      category: 'slots',
      provider: 'nova-studio',
      roundId: '8f1c7a52-8d3e-4b5e-9a57-2f8d7c1e6b40',
      externalRoundId: 'r-1',
      transactionId: 'tx-1',
      stake: '100',
      win: '0',
      currency: 'EUR',
    };
    expect(parseOutboxEvent('game.bet', bet)).toMatchObject({ ok: true, event: { topic: 'game.bet' } });
    expect(parseOutboxEvent('game.bet', { ...bet, stake: 1.5 })).toMatchObject({
      ok: false,
      reason: 'invalid_payload',
    });
    expect(parseOutboxEvent('game.bet', { ...bet, stake: '-100' })).toMatchObject({ ok: false });
    expect(parseOutboxEvent('game.surprise', bet)).toMatchObject({ ok: false, reason: 'unknown_topic' });
    expect(parseOutboxEvent('game.bet', { ...bet, extra: 1 })).toMatchObject({ ok: true });
    expect(parseOutboxEvent('game.bet', { ...bet, extra: 1 }, { strict: true })).toMatchObject({
      ok: false,
      reason: 'invalid_payload',
    });
  });
});
