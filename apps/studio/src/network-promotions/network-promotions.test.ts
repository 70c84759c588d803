import { createHash, createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerNetworkPromotionsSchema } from '@casino/contract/network-promotions';
import { networkPromotionPrizes, networkPromotions, networkRaceScores, rounds } from '../db/schema';
import { manualRetryTimer, offsetClock } from '../test/manual-timers';
import { platformSigned } from '../test/fake-platform';
import { launch, studioHeaders, testSecret, useStudio } from '../test/studio-app';
import type { StudioContext } from '../context';
import { createWalletClient } from '../wallet/wallet-client';
import { closeRace } from './close-race';
import { drawDrop } from './draw';
import { recordPromotionRound } from './record-round';

const start = 1_000_000n;
const hourMs = 3_600_000;

describe('network promotions', () => {
  const clock = offsetClock();
  const retrier = manualRetryTimer();
  const ctx = useStudio({ now: clock.now, retryIntervalMs: 1_000, retryTimer: retrier.timer }, start);

  async function openReal() {
    const { token } = await launch(ctx.app, 'dice');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/studio/api/session',
      headers: studioHeaders(token),
    });
    expect(session.statusCode).toBe(200);
    return token;
  }
  async function play(token: string, stake: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: studioHeaders(token),
      payload: { stake, params: { target: '50.50', direction: 'over' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { round } = response.json().data as { round: { id: string; status: string } };
    expect(round.status).toBe('settled');
    return round.id;
  }
  async function addPromotion(values: Partial<typeof networkPromotions.$inferInsert> & { code: string }) {
    const now = clock.now();
    await ctx.handle.db.insert(networkPromotions).values({
      kind: 'drops',
      name: values.code,
      names: {},
      secretSeed: `seed-of-${values.code}`,
      startsAt: new Date(now.getTime() - hourMs),
      endsAt: new Date(now.getTime() + hourMs),
      minBetEurCents: 100n,
      games: ['dice'],
      createdAt: now,
      ...values,
    });
  }
  // The studio's context as its use cases see it, for the calls a test makes directly.
  const studioContext = () =>
    ({
      db: ctx.handle.db,
      now: clock.now,
      log: ctx.app.log,
      retryBaseMs: 20,
      wallet: createWalletClient({
        platformUrl: ctx.platform.url,
        secret: testSecret,
        providerCode: 'nova-studio',
      }),
    }) as unknown as StudioContext;
  const prizesOf = (code: string) =>
    ctx.handle.db.select().from(networkPromotionPrizes).where(eq(networkPromotionPrizes.promotionCode, code));
  const creditsOf = (code: string) =>
    ctx.platform.state.promotions.filter((body) => body.promotionCode === code);

  it('draws from HMAC-SHA256(seed, round id): the same inputs always give the same draw', () => {
    const digest = createHmac('sha256', 'seed-a').update('round-1').digest('hex');
    const draw = drawDrop('seed-a', 'round-1', 500_000, 10);
    expect(draw.digest).toBe(digest);
    expect(draw.isHit).toBe(Number.parseInt(digest.slice(0, 8), 16) / 2 ** 32 < 0.5);
    expect(draw.slot).toBe(Number.parseInt(digest.slice(8, 16), 16) % 10);
    expect(drawDrop('seed-a', 'round-1', 500_000, 10)).toEqual(draw);
    expect(drawDrop('seed-b', 'round-1', 500_000, 10).digest).not.toBe(digest);
    expect(drawDrop('seed-a', 'round-1', 0, 10).isHit).toBe(false);
    expect(drawDrop('seed-a', 'round-1', 1_000_000, 10).isHit).toBe(true);
  });

  it('drops fall exactly on the rounds the seeded draw names, and are credited to the operator', async () => {
    await addPromotion({
      code: 'half-drops',
      dropChancePpm: 500_000,
      dropTable: [{ amountEurCents: '10', count: 100 }],
    });
    const token = await openReal();
    const roundIds: string[] = [];
    for (let index = 0; index < 12; index += 1) roundIds.push(await play(token, '100'));
    const expected = roundIds.filter((id) => drawDrop('seed-of-half-drops', id, 500_000, 100).isHit);
    expect(expected.length).toBeGreaterThan(0);
    const prizes = await prizesOf('half-drops');
    expect(prizes.map((prize) => prize.roundId).sort()).toEqual([...expected].sort());
    // Each hit takes the slot its draw names, or the next free one if an earlier round took it.
    const taken = new Set<number>();
    for (const id of expected) {
      let slot = drawDrop('seed-of-half-drops', id, 500_000, 100).slot;
      while (taken.has(slot)) slot = (slot + 1) % 100;
      taken.add(slot);
      const prize = prizes.find((each) => each.roundId === id);
      expect(prize?.dropSlot).toBe(slot);
      expect(prize?.status).toBe('credited');
    }
    const credits = creditsOf('half-drops');
    expect(credits).toHaveLength(expected.length);
    expect(credits[0]).toMatchObject({ kind: 'drop', place: null, amount: '10', currency: 'EUR' });
  });

  it('respects the minimum bet, and stops when the drop table is empty', async () => {
    await addPromotion({
      code: 'two-drops',
      dropChancePpm: 1_000_000,
      dropTable: [
        { amountEurCents: '500', count: 1 },
        { amountEurCents: '2000', count: 1 },
      ],
    });
    const token = await openReal();
    await play(token, '99');
    expect(await prizesOf('two-drops')).toHaveLength(0);
    for (let index = 0; index < 5; index += 1) await play(token, '100');
    const prizes = await prizesOf('two-drops');
    expect(prizes.map((prize) => prize.amount).sort()).toEqual([2000n, 500n].sort());
    expect(new Set(prizes.map((prize) => prize.dropSlot))).toEqual(new Set([0, 1]));
    expect(creditsOf('two-drops')).toHaveLength(2);
  });

  it('sends a prize whose credit was lost again until the operator acknowledges it, under one id', async () => {
    await addPromotion({
      code: 'flaky-drops',
      dropChancePpm: 1_000_000,
      dropTable: [{ amountEurCents: '300', count: 1 }],
    });
    ctx.platform.state.faults.failPromotions = 5;
    const token = await openReal();
    await play(token, '100');
    const [owed] = await prizesOf('flaky-drops');
    expect(owed?.status).toBe('pending');
    for (let pass = 0; pass < 6; pass += 1) {
      clock.advance(10 * 60_000);
      await retrier.runPass();
    }
    const [paid] = await prizesOf('flaky-drops');
    expect(paid?.status).toBe('credited');
    expect(creditsOf('flaky-drops')).toEqual([
      expect.objectContaining({ transactionId: owed!.transactionId }),
    ]);
    // Back to the wall clock, which the fake platform's game sessions follow.
    clock.advance(-60 * 60_000);
  });

  it('a race ranks by stake, breaks ties by time and pays each place once when closed twice', async () => {
    const now = clock.now();
    await addPromotion({
      code: 'test-race',
      kind: 'race',
      scoring: 'stake',
      prizes: ['1000', '500'],
      minBetEurCents: 100n,
      startsAt: new Date(now.getTime() - hourMs),
      endsAt: new Date(now.getTime() + hourMs),
    });
    const token = await openReal();
    await play(token, '50'); // under the minimum bet: no score
    await play(token, '300');
    await play(token, '200');
    const playerId = ctx.platform.state.playerId;
    const [mine] = await ctx.handle.db
      .select()
      .from(networkRaceScores)
      .where(eq(networkRaceScores.promotionCode, 'test-race'));
    expect(mine).toMatchObject({ playerId, score: 500n });
    // Two players of other operators on the same score: the earlier one ranks higher.
    await ctx.handle.db.insert(networkRaceScores).values([
      {
        promotionCode: 'test-race',
        playerId: 'late-player',
        currency: 'EUR',
        score: 500n,
        reachedAt: new Date(now.getTime() + 60_000),
      },
      {
        promotionCode: 'test-race',
        playerId: 'early-player',
        currency: 'EUR',
        score: 500n,
        reachedAt: new Date(now.getTime() - 30 * 60_000),
      },
    ]);

    clock.advance(2 * hourMs);
    await Promise.all([retrier.runPass(), retrier.runPass()]);
    await retrier.runPass();
    const prizes = (await prizesOf('test-race')).sort((a, b) => a.place! - b.place!);
    expect(prizes.map((prize) => [prize.place, prize.playerId, prize.amount])).toEqual([
      [1, 'early-player', 1000n],
      [2, playerId, 500n],
    ]);
    const raceCredits = creditsOf('test-race');
    expect(raceCredits.map((credit) => [credit.place, credit.amount])).toEqual([
      [1, '1000'],
      [2, '500'],
    ]);
    // The close itself run again, twice at once (another instance, a pass after a crash): nothing more.
    const studio = studioContext();

    expect(await Promise.all([closeRace(studio, 'test-race'), closeRace(studio, 'test-race')])).toEqual([
      0, 0,
    ]);
    expect(await prizesOf('test-race')).toHaveLength(2);
    const [closed] = await ctx.handle.db
      .select()
      .from(networkPromotions)
      .where(eq(networkPromotions.code, 'test-race'));
    expect(closed?.closedAt).not.toBeNull();
    clock.advance(-2 * hourMs);
  });

  it("a multiplier race keeps each player's best win multiplier of one round", async () => {
    await addPromotion({ code: 'best-multiplier', kind: 'race', scoring: 'multiplier', prizes: ['1000'] });
    const token = await openReal();
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await play(token, '100'));
    const played = await ctx.handle.db.select().from(rounds).where(inArray(rounds.id, ids));
    const best = played.reduce((max, round) => {
      const multiplier = (round.payout * 100n) / round.stake;
      return multiplier > max ? multiplier : max;
    }, 0n);
    const [score] = await ctx.handle.db
      .select()
      .from(networkRaceScores)
      .where(eq(networkRaceScores.promotionCode, 'best-multiplier'));
    expect(score?.score ?? 0n).toBe(best);
  });

  it('records a round the process never got to, once, however often it is recorded', async () => {
    const token = await openReal();
    const roundId = await play(token, '400');
    // The process stopped between settling the round and recording it; the race is found afterwards.
    await ctx.handle.db.update(rounds).set({ promotionsRecordedAt: null }).where(eq(rounds.id, roundId));
    await addPromotion({ code: 'sweep-race', kind: 'race', scoring: 'stake', prizes: ['1000'] });
    clock.advance(60_000);
    await retrier.runPass();
    await retrier.runPass();
    const [round] = await ctx.handle.db.select().from(rounds).where(eq(rounds.id, roundId));
    expect(round?.promotionsRecordedAt).not.toBeNull();
    await recordPromotionRound(studioContext(), round!);
    const [score] = await ctx.handle.db
      .select()
      .from(networkRaceScores)
      .where(eq(networkRaceScores.promotionCode, 'sweep-race'));
    expect(score?.score).toBe(400n);
    clock.advance(-60_000);
  });

  it('lists the promotions for operators, signed, with the seeded daily drops and weekly race', async () => {
    const now = clock.now();
    await addPromotion({
      code: 'ended-drops',
      dropChancePpm: 1_000,
      dropTable: [{ amountEurCents: '100', count: 1 }],
      startsAt: new Date(now.getTime() - 3 * hourMs),
      endsAt: new Date(now.getTime() - hourMs),
    });
    const { raw, headers } = platformSigned(testSecret, {});
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/studio/promotions',
      headers,
      payload: raw,
    });
    expect(response.statusCode).toBe(200);
    const { promotions } = providerNetworkPromotionsSchema.parse(response.json().data);
    const daily = promotions.find((promotion) => promotion.code.startsWith('daily-drops-'));
    expect(daily).toMatchObject({ kind: 'drops', name: 'Daily Drops', status: 'live', poolMinor: '115000' });
    expect(daily?.names.no).toBe('Daglige premier');
    expect(promotions.find((promotion) => promotion.code.startsWith('network-race-'))).toMatchObject({
      kind: 'race',
      scoring: 'stake',
      poolMinor: '95000',
    });
    const twoDrops = promotions.find((promotion) => promotion.code === 'two-drops');
    expect(twoDrops?.drops?.map((line) => line.left)).toEqual([0, 0]);
    expect(twoDrops?.winners[0]?.name).toBe('lu***');
    // The seed is committed to while the drops run, and kept secret until they end.
    expect(twoDrops?.seedHash).toBe(createHash('sha256').update('seed-of-two-drops').digest('hex'));
    expect(twoDrops?.seed).toBeNull();
    const ended = promotions.find((promotion) => promotion.code === 'ended-drops');
    expect(ended).toMatchObject({ status: 'finished', seed: 'seed-of-ended-drops' });

    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/studio/promotions',
      headers: { ...headers, 'x-signature': 'bad' },
      payload: raw,
    });
    expect(unsigned.json().info.resultCode).toBe('invalid_signature');
  });
});
