import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../config';
import {
  challenges,
  challengeWinners,
  freeRoundGrants,
  loyaltyRewards,
  playerLoyalty,
  slotRaceResults,
  slotRaces,
  slotRaceTemplates,
} from '../db/schema';
import { competitionsConsumer } from '../modules/competitions/competition-consumer';
import { closeDueRaces, createRace } from '../modules/competitions/races';
import {
  betBody,
  fundPlayer,
  openGameSession,
  useFakeProvider,
  winBody,
  type GameSessionInfo,
} from '../modules/wallet/wallet-test-kit';
import { cashbackClaimsPerWindow } from '../modules/loyalty/routes';
import { levelRewardKey, payWaitingRewards } from '../modules/loyalty/level-rewards';
import { runLoyaltyPipeline } from '../modules/loyalty/loyalty-pipeline';
import { insertFreeSpinSlots } from '../modules/loyalty/loyalty-test-kit';
import { makeAndSettleFacts } from '../modules/wager-facts/settle-wager-facts';
import { runConsumer } from '../modules/wager-facts/stream-consumer';
import { relaxedLimitsEnv } from '../test/accounts';
import { insertTestGame } from '../test/games';
import { createClock } from '../test/helper';
import { login, loginAsNewPlayer, type TestPlayer } from '../test/players';
import {
  concurrency,
  countCodes,
  expectBooksReconciled,
  isPostgres,
  raceOptions,
  paidUnder,
  playerRequest,
  sendAll,
  useRaceServer,
  walletRequest,
} from './race-kit';
import { cashOf } from '../test/ledger';

/** Job passes run at once beside the client's requests (each on a connection of its own). */
const passes = 8;

/*
 * Rewards raced on the PostgreSQL server: cashback claims, level-up rewards, challenge and race prizes.
 * The bets and wins that earn them come from a provider client in another process, all at once, while
 * the jobs that pay them run several passes at a time on the pool; each reward is paid exactly once.
 */
describe.skipIf(!isPostgres)(
  'reward races on PostgreSQL (needs DATABASE_URL: PostgreSQL)',
  raceOptions,
  () => {
    const env: Env = { ...relaxedLimitsEnv };
    const provider = useFakeProvider(env);
    const clock = createClock(new Date('2026-03-10T10:00:00Z'));
    const ctx = useRaceServer({ env, now: clock.now });

    let slotId = '';
    beforeAll(async () => {
      // RTP 96.00 %: a house edge of 400 basis points.
      slotId = (
        await insertTestGame(ctx.db, { game: { category: 'slots', rtp: '96.00', maxWinMultiplier: 100_000 } })
      ).id;
      await insertFreeSpinSlots(ctx.db);
      // The demo seed's challenges and daily race would score these rounds too: the tests make their own.
      await ctx.db.update(challenges).set({ status: 'cancelled' });
      await ctx.db.update(slotRaceTemplates).set({ active: false });
    });

    async function seated(
      cash: bigint,
      gameId = slotId,
    ): Promise<{ player: TestPlayer; session: GameSessionInfo }> {
      const player = await loginAsNewPlayer(ctx.app);
      await fundPlayer(ctx.db, player.playerId, cash);
      return { player, session: await openGameSession(ctx.app, provider, player, gameId) };
    }

    const pipeline = () => runLoyaltyPipeline(ctx.db, clock.now());
    /** The win of 0 that closes a lost round, for each bet of `session`. */
    const closingLoss = (session: GameSessionInfo) => (bet: ReturnType<typeof betBody>) =>
      walletRequest('win', winBody(session, bet.roundId, '0', { roundClosed: true }));
    const times = <T>(count: number, run: () => Promise<T>) =>
      Promise.all(Array.from({ length: count }, run));

    it('24 cashback claims at once: one is paid, the rest are refused as claimed or over the limit', async () => {
      const { player, session } = await seated(100_000n);
      // 24 bets of EUR 10.00: 24,000 cents x 400 bp x 10 % share = 96 cents of cashback.
      const bodies = Array.from({ length: concurrency }, () => betBody(session, '1000'));
      const bets = await sendAll(
        ctx,
        bodies.map((body) => walletRequest('bet', body)),
      );
      expect(countCodes(bets)).toEqual({ ok: concurrency });
      // Stakes count once their rounds settle (decision 0008): each round closes, lost.
      expect(countCodes(await sendAll(ctx, bodies.map(closingLoss(session))))).toEqual({ ok: concurrency });
      await times(passes, pipeline);
      await pipeline();

      clock.advance(24 * 3_600_000);
      // A day later the login has expired: the player logs in again.
      player.token = (await login(ctx.app, player.username, player.password)).token;
      const before = await cashOf(ctx.db, player.playerId);
      const claims = await sendAll(
        ctx,
        Array.from({ length: concurrency }, () => playerRequest(player, 'POST', '/player/cashback/claim')),
      );
      expect(countCodes(claims)).toEqual({
        ok: 1,
        cashback_already_claimed: cashbackClaimsPerWindow - 1,
        rate_limited: concurrency - cashbackClaimsPerWindow,
      });
      expect(claims.find((claim) => claim.status === 200)!.body.data).toEqual({
        claimedMinor: '96',
        currency: 'EUR',
      });
      expect(await cashOf(ctx.db, player.playerId)).toBe(before + 96n);
      expect(await cashOf(ctx.db, player.playerId)).toBe(100_000n - 24_000n + 96n);
      expect(await paidUnder(ctx.db, `loyalty-cashback:${player.playerId}:`)).toEqual({
        sum: 96n,
        entries: 1,
      });
      await expectBooksReconciled(ctx.db);
    });

    it('24 bets reaching level 6 while 8 loyalty passes run at once: each level rewarded once', async () => {
      const { player, session } = await seated(1_000_000n);
      // 24 x EUR 125.00 = EUR 3,000 at 100 %: 120 CP, levels 1-5 free spins, level 6 EUR 6.00.
      const bodies = Array.from({ length: concurrency }, () => betBody(session, '12500'));
      const [bets] = await Promise.all([
        sendAll(
          ctx,
          bodies.map((body) => walletRequest('bet', body)),
        ),
        times(passes, pipeline),
      ]);
      expect(countCodes(bets)).toEqual({ ok: concurrency });
      // The rounds close (lost) while passes run: stakes count once their rounds settle (decision 0008).
      const [closed] = await Promise.all([
        sendAll(ctx, bodies.map(closingLoss(session))),
        times(passes, pipeline),
      ]);
      expect(countCodes(closed)).toEqual({ ok: concurrency });
      await times(passes, pipeline);
      await pipeline();
      await times(passes, () => payWaitingRewards(ctx.db, clock.now()));

      const [standing] = await ctx.db
        .select()
        .from(playerLoyalty)
        .where(eq(playerLoyalty.playerId, player.playerId));
      expect(standing).toMatchObject({ level: 6, microCp: 120_000_000n });
      const rewards = await ctx.db
        .select({ level: loyaltyRewards.level, status: loyaltyRewards.status })
        .from(loyaltyRewards)
        .where(eq(loyaltyRewards.playerId, player.playerId));
      expect(rewards.map((reward) => reward.level).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      const spins = await ctx.db
        .select({ rounds: freeRoundGrants.roundsGranted })
        .from(freeRoundGrants)
        .where(eq(freeRoundGrants.playerId, player.playerId));
      expect(spins.map((grant) => grant.rounds).sort((a, b) => a - b)).toEqual([10, 20, 20, 25, 30]);
      expect(await paidUnder(ctx.db, levelRewardKey(player.playerId, 6))).toEqual({ sum: 600n, entries: 1 });
      expect(await cashOf(ctx.db, player.playerId)).toBe(1_000_000n - 300_000n + 600n);
      await expectBooksReconciled(ctx.db);
    });

    it('8 players win a 3-winner challenge and a race with 24 rounds at once, scored and closed 8 passes at a time: each prize paid once', async () => {
      // A game of its own: the other tests' rounds are not in this race.
      const gameId = (
        await insertTestGame(ctx.db, { game: { category: 'slots', maxWinMultiplier: 100_000 } })
      ).id;
      // Tier 1 in EUR: x1,500 with a bet of at least 1.50, EUR 250.00 to each of 3 winners.
      const [challenge] = await ctx.db
        .insert(challenges)
        .values({
          tier: 1,
          gameId,
          maxWinners: 3,
          startsAt: new Date(clock.now().getTime() - 1000),
          createdAt: clock.now(),
        })
        .returning();
      const race = (await createRace(
        ctx.db,
        {
          name: `Race ${randomUUID().slice(0, 8)}`,
          scoring: 'wagered',
          currency: 'EUR',
          minBetMinor: 100n,
          gameIds: [gameId],
          prizesMinor: [5_000n, 3_000n, 2_000n],
          startsAt: new Date(clock.now().getTime() - 60_000),
          endsAt: new Date(clock.now().getTime() + 3_600_000),
        },
        clock.now(),
      ))!;
      // 8 players, 3 qualifying rounds each: 24 wins at once, and a player wins a challenge once.
      const seats = [];
      for (let index = 0; index < 8; index += 1) seats.push(await seated(10_000n, gameId));
      const roundsEach = concurrency / seats.length;
      // Player i stakes 1.50 + i cents a round: the race's places are the last three players, in reverse.
      const stakes = seats.map((_, index) => 150n + BigInt(index));
      const bets = seats.flatMap((seat, index) =>
        Array.from({ length: roundsEach }, () => ({
          seat,
          stake: stakes[index]!,
          body: betBody(seat.session, stakes[index]!.toString()),
        })),
      );
      expect(
        countCodes(
          await sendAll(
            ctx,
            bets.map((bet) => walletRequest('bet', bet.body)),
          ),
        ),
      ).toEqual({
        ok: concurrency,
      });
      // The facts made and settled, then scored: what the competitions job's pass does first.
      const score = async () => {
        const run = { now: clock.now(), gapGraceMs: 0 };
        await makeAndSettleFacts(ctx.db, run);
        return runConsumer(ctx.db, competitionsConsumer(), run);
      };
      const wins = bets.map((bet) =>
        winBody(bet.seat.session, bet.body.roundId, (bet.stake * 1500n).toString(), { roundClosed: true }),
      );
      const [paid] = await Promise.all([
        sendAll(
          ctx,
          wins.map((body) => walletRequest('win', body)),
        ),
        times(passes, score),
      ]);
      expect(countCodes(paid)).toEqual({ ok: concurrency });
      await times(passes, score);
      await score();

      const winners = await ctx.db
        .select()
        .from(challengeWinners)
        .where(eq(challengeWinners.challengeId, challenge!.id));
      expect(winners).toHaveLength(3);
      expect(new Set(winners.map((winner) => winner.playerId)).size).toBe(3);
      expect(winners.map((winner) => winner.place).sort()).toEqual([1, 2, 3]);
      expect(await paidUnder(ctx.db, `challenge:${challenge!.id}:`)).toEqual({ sum: 75_000n, entries: 3 });
      const [completed] = await ctx.db.select().from(challenges).where(eq(challenges.id, challenge!.id));
      expect(completed).toMatchObject({ status: 'completed', winnersCount: 3 });

      clock.advance(3_600_000 + 120_000);
      const closed = await times(passes, () => closeDueRaces(ctx.db, clock.now()));
      expect(closed.reduce((sum, count) => sum + count, 0)).toBe(3);
      const results = await ctx.db.select().from(slotRaceResults).where(eq(slotRaceResults.raceId, race.id));
      const last = seats.length - 1;
      expect(results.map((row) => [row.place, row.playerId]).sort()).toEqual([
        [1, seats[last]!.player.playerId],
        [2, seats[last - 1]!.player.playerId],
        [3, seats[last - 2]!.player.playerId],
      ]);
      expect(await paidUnder(ctx.db, `slot-race:${race.id}:`)).toEqual({ sum: 10_000n, entries: 3 });
      const [row] = await ctx.db.select().from(slotRaces).where(eq(slotRaces.id, race.id));
      expect(row?.status).toBe('closed');

      // Every player: the stake out, the win in, and each prize of theirs once.
      const challengePrize = new Map(winners.map((winner) => [winner.playerId, 25_000n]));
      const racePrize = new Map([
        [seats[last]!.player.playerId, 5_000n],
        [seats[last - 1]!.player.playerId, 3_000n],
        [seats[last - 2]!.player.playerId, 2_000n],
      ]);
      for (const [index, seat] of seats.entries()) {
        const id = seat.player.playerId;
        expect(await cashOf(ctx.db, id)).toBe(
          10_000n +
            BigInt(roundsEach) * (stakes[index]! * 1500n - stakes[index]!) +
            (challengePrize.get(id) ?? 0n) +
            (racePrize.get(id) ?? 0n),
        );
      }
      await expectBooksReconciled(ctx.db);
    });
  },
);
