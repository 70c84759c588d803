import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  challenges,
  challengeWinners,
  competitionAudit,
  ledgerEntries,
  leaderboardTotals,
  slotRaceScores,
  players,
  slotRaceResults,
  slotRaces,
  slotRaceTemplates,
} from '../../db/schema';
import { rowsOf } from '../../db/transaction';
import { staffToken } from '../../test/cashier';
import { apiHeaders } from '../../test/helper';
import { loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import { betBody, rollbackBody, walletCall, winBody, type GameSessionInfo } from '../wallet/wallet-test-kit';
import { reconcile } from '../ledger/reconcile';
import { makeAndSettleFacts } from '../wager-facts/settle-wager-facts';
import { defaultGapGraceMs, runConsumer } from '../wager-facts/stream-consumer';
import { competitionsConsumer } from './competition-consumer';
import { periodKey } from './periods';
import { closeDueRaces, createRace } from './races';
import { challengesView, leaderboardView } from './views';
import { cashOf } from '../../test/ledger';
import { useWalletPlay } from '../../test/wallet-play';

const play = useWalletPlay({
  start: new Date('2026-03-10T10:00:00Z'),
  game: { game: { category: 'slots', maxWinMultiplier: 100_000 } },
});
const { clock, ctx } = play;

beforeAll(async () => {
  // The demo seed's challenges and daily race would score these rounds too: each test makes its own.
  await ctx.db.update(challenges).set({ status: 'cancelled' });
  await ctx.db.update(slotRaceTemplates).set({ active: false });
});

/** The facts made and settled, then scored. */
async function score() {
  const run = { now: clock.now(), gapGraceMs: defaultGapGraceMs };
  await makeAndSettleFacts(ctx.db, run);
  return runConsumer(ctx.db, competitionsConsumer(), run);
}

function seated(cash: bigint) {
  return play.playerAtGame(cash);
}

/**
 * One round: a bet of `stake` and a win of `win` (cents) that closes it (a lost round's win of 0
 * too), through the wallet protocol; `open` leaves the round without its win.
 */
async function round(session: GameSessionInfo, stake: string, win: string, open = false) {
  const bet = betBody(session, stake);
  const placed = await walletCall(ctx.app, 'bet', bet);
  expect(placed.statusCode, placed.body).toBe(200);
  if (!open) {
    const paid = await walletCall(ctx.app, 'win', winBody(session, bet.roundId, win, { roundClosed: true }));
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return bet.roundId;
}

async function newChallenge(tier: number, maxWinners = 1) {
  const [row] = await ctx.db
    .insert(challenges)
    .values({
      tier,
      gameId: play.gameId,
      maxWinners,
      startsAt: new Date(clock.now().getTime() - 1000),
      createdAt: clock.now(),
    })
    .returning();
  return row!;
}

async function winnersOf(challengeId: string) {
  return ctx.db.select().from(challengeWinners).where(eq(challengeWinners.challengeId, challengeId));
}

describe('challenges on multipliers', () => {
  it('a round at exactly the multiplier and minimum bet wins; just under either, or bonus-funded, does not', async () => {
    // Tier 1 in EUR: x1,500, prize 250.00, minimum bet 1.50.
    const challenge = await newChallenge(1, 5);
    const underBet = await seated(1_000_000n);
    await round(underBet.session, '149', String(149 * 1500));
    const underWin = await seated(1_000_000n);
    await round(underWin.session, '150', String(150 * 1500 - 1));
    await score();
    expect(await winnersOf(challenge.id)).toHaveLength(0);

    // A bonus-funded round: its bet event carries a bonus stake (as the bonus wallet will write it).
    const bonus = await seated(1_000_000n);
    const bonusRound = await round(bonus.session, '150', '0', true);
    await ctx.db.execute(sql`
      UPDATE outbox_events SET payload = payload || '{"bonusStake":"150"}'::jsonb
      WHERE topic = 'game.bet' AND payload->>'externalRoundId' = ${bonusRound}`);
    const bonusWin = await walletCall(
      ctx.app,
      'win',
      winBody(bonus.session, bonusRound, String(150 * 1500), { roundClosed: true }),
    );
    expect(bonusWin.statusCode, bonusWin.body).toBe(200);
    await score();
    expect(await winnersOf(challenge.id)).toHaveLength(0);

    const exact = await seated(1_000_000n);
    const before = await cashOf(ctx.db, exact.player.playerId);
    await round(exact.session, '150', String(150 * 1500));
    await score();
    await score();
    const winners = await winnersOf(challenge.id);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ place: 1, playerId: exact.player.playerId, prizeMinor: 25_000n });
    expect(await cashOf(ctx.db, exact.player.playerId)).toBe(before - 150n + 150n * 1500n + 25_000n);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/challenges',
      headers: playerHeaders(exact.player),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed
      .json<{
        data: {
          challenges: Array<{
            id: string;
            winners: Array<{ name: string }>;
            prizeMinor: string;
            minBetMinor: string;
          }>;
        };
      }>()
      .data.challenges.find((each) => each.id === challenge.id);
    expect(mine).toMatchObject({ prizeMinor: '25000', minBetMinor: '150' });
    expect(mine!.winners).toHaveLength(1);
    expect(mine!.winners[0]!.name).not.toBe(exact.player.username);
    expect(mine!.winners[0]!.name).toContain('***');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  }, 120_000);

  it('twenty concurrent qualifying rounds on a one-winner challenge pay one prize', async () => {
    const challenge = await newChallenge(1, 1);
    const seats = [];
    for (let index = 0; index < 20; index += 1) seats.push(await seated(10_000n));
    await Promise.all(seats.map((seat) => round(seat.session, '150', String(150 * 1500))));
    await Promise.all([score(), score(), score()]);
    await score();
    const winners = await winnersOf(challenge.id);
    expect(winners).toHaveLength(1);
    const prizes = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.idempotencyKey} LIKE ${`challenge:${challenge.id}:%`}`);
    expect(prizes).toHaveLength(1);
    const [row] = await ctx.db.select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(row).toMatchObject({ status: 'completed', winnersCount: 1 });
  }, 180_000);
});

async function raceOf(prizes: bigint[], scoring: 'wagered' | 'multiplier' | 'net_win' = 'wagered') {
  const startsAt = new Date(clock.now().getTime() - 60_000);
  const race = await createRace(
    ctx.db,
    {
      name: `Race ${randomUUID().slice(0, 8)}`,
      scoring,
      currency: 'EUR',
      minBetMinor: 100n,
      gameIds: [play.gameId],
      prizesMinor: prizes,
      startsAt,
      endsAt: new Date(clock.now().getTime() + 3_600_000),
    },
    clock.now(),
  );
  return race!;
}

describe('slot races', () => {
  it('ties go to who reached the score first; closed twice or killed half way, each place is paid once and the pool is never exceeded', async () => {
    const race = await raceOf([5_000n, 3_000n, 2_000n]);
    const first = await seated(100_000n);
    const second = await seated(100_000n);
    const third = await seated(100_000n);
    const fourth = await seated(100_000n);
    const small = await seated(100_000n);
    await round(first.session, '1000', '0');
    clock.advance(1000);
    // Same total as `first`, reached later.
    await round(second.session, '500', '0');
    await round(second.session, '500', '0');
    clock.advance(1000);
    await round(third.session, '2000', '0');
    await round(fourth.session, '300', '0');
    // Under the minimum bet: does not count.
    await round(small.session, '99', '0');
    await score();

    const live = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/slotRaces/${race.url}`,
      headers: playerHeaders(second.player),
    });
    expect(live.statusCode, live.body).toBe(200);
    const standing = live.json<{
      data: { standings: Array<{ place: number; score: string; isMe: boolean }>; me: { place: number } };
    }>().data;
    expect(standing.standings.map((row) => row.score)).toEqual(['2000', '1000', '1000', '300']);
    expect(standing.me.place).toBe(3);

    clock.advance(3_600_000 + 120_000);
    const before = await Promise.all(
      [first, second, third, fourth].map((seat) => cashOf(ctx.db, seat.player.playerId)),
    );
    // Killed half way: only one place paid, then the job runs again, twice at once.
    expect(await closeDueRaces(ctx.db, clock.now(), { payLimit: 1 })).toBe(1);
    await Promise.all([closeDueRaces(ctx.db, clock.now()), closeDueRaces(ctx.db, clock.now())]);
    expect(await closeDueRaces(ctx.db, clock.now())).toBe(0);

    const results = await ctx.db.select().from(slotRaceResults).where(eq(slotRaceResults.raceId, race.id));
    expect(results.map((row) => [row.place, row.playerId]).sort()).toEqual(
      [
        [1, third.player.playerId],
        [2, first.player.playerId],
        [3, second.player.playerId],
      ].sort(),
    );
    const after = await Promise.all(
      [first, second, third, fourth].map((seat) => cashOf(ctx.db, seat.player.playerId)),
    );
    expect(after.map((cash, index) => cash - before[index]!)).toEqual([3_000n, 2_000n, 5_000n, 0n]);
    const paid = rowsOf<{ sum: string; n: number }>(
      await ctx.db.execute(sql`
        SELECT coalesce(sum(p.amount), 0)::text AS sum, count(DISTINCT e.id)::int AS n
        FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
        WHERE e.idempotency_key LIKE ${`slot-race:${race.id}:%`} AND p.amount > 0`),
    );
    expect(paid[0]).toEqual({ sum: '10000', n: 3 });
    const [closed] = await ctx.db.select().from(slotRaces).where(eq(slotRaces.id, race.id));
    expect(closed?.status).toBe('closed');
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('a big bet rolled back before its round settled enters no race, leaderboard nor challenge; a settled one counts once', async () => {
    const race = await raceOf([1_000n]);
    const multiplier = await raceOf([1_000n], 'multiplier');
    const challenge = await newChallenge(1, 5);
    const seat = await seated(1_000_000n);
    const bet = betBody(seat.session, '300000');
    const placed = await walletCall(ctx.app, 'bet', bet);
    expect(placed.statusCode, placed.body).toBe(200);
    await score();
    const rollback = await walletCall(
      ctx.app,
      'rollback',
      rollbackBody(seat.session, bet.transactionId, bet.roundId),
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    await score();
    await score();
    const scores = () =>
      ctx.db.select().from(slotRaceScores).where(eq(slotRaceScores.playerId, seat.player.playerId));
    const totals = () =>
      ctx.db.select().from(leaderboardTotals).where(eq(leaderboardTotals.playerId, seat.player.playerId));
    expect(await scores()).toEqual([]);
    expect((await totals()).filter((row) => row.wageredEurCents !== 0n)).toEqual([]);
    expect(await winnersOf(challenge.id)).toEqual([]);

    // Settled (a win of x1,500 closes it): the stake counts once in the race and the leaderboard, the
    // round wins the challenge and scores its multiplier, however many passes run.
    await round(seat.session, '300000', String(300_000 * 1500));
    await score();
    await score();
    const after = await scores();
    expect(after.find((row) => row.raceId === race.id)).toMatchObject({ score: 300_000n, rounds: 1 });
    expect(after.find((row) => row.raceId === multiplier.id)).toMatchObject({ score: 150_000n });
    expect((await totals()).find((row) => row.period === 'all')?.wageredEurCents).toBe(300_000n);
    expect(await winnersOf(challenge.id)).toHaveLength(1);
  });

  it('best multiplier: the highest win / stake of a round at or above the minimum bet', async () => {
    const race = await raceOf([1_000n], 'multiplier');
    const seat = await seated(100_000n);
    await round(seat.session, '100', '250');
    await round(seat.session, '200', '300');
    await round(seat.session, '50', '5000');
    await score();
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/slotRaces/${race.url}`,
      headers: apiHeaders(),
    });
    expect(answer.json<{ data: { standings: Array<{ score: string }> } }>().data.standings[0]?.score).toBe(
      '250',
    );
  });
});

describe('leaderboards', () => {
  it('periods roll over at UTC midnight, on Monday and on the first of the month', () => {
    // Tuesday 2026-03-31 23:59:59 UTC, then Wednesday 1 April.
    const before = new Date('2026-03-31T23:59:59.999Z');
    const after = new Date('2026-04-01T00:00:00.000Z');
    expect(periodKey('daily', before)).toBe('2026-03-31');
    expect(periodKey('daily', after)).toBe('2026-04-01');
    expect(periodKey('monthly', before)).toBe('2026-03-01');
    expect(periodKey('monthly', after)).toBe('2026-04-01');
    expect(periodKey('weekly', after)).toBe('2026-03-30');
    expect(periodKey('weekly', new Date('2026-04-05T23:59:59Z'))).toBe('2026-03-30');
    expect(periodKey('weekly', new Date('2026-04-06T00:00:00Z'))).toBe('2026-04-06');
    expect(periodKey('all', after)).toBe('1970-01-01');
  });

  it('wagers land in the period of the round, and the next day starts from zero', async () => {
    clock.advance(new Date('2026-03-15T23:59:00Z').getTime() - clock.now().getTime());
    const seat = await seated(100_000n);
    await round(seat.session, '2500', '0');
    await score();
    clock.advance(120_000);
    await round(seat.session, '1000', '0');
    await score();
    const rows = await ctx.db
      .select()
      .from(leaderboardTotals)
      .where(eq(leaderboardTotals.playerId, seat.player.playerId));
    const of = (period: string, start: string) =>
      rows.find((row) => row.period === period && row.periodStart === start)?.wageredEurCents;
    expect(of('daily', '2026-03-15')).toBe(2500n);
    expect(of('daily', '2026-03-16')).toBe(1000n);
    // Sunday 15 March is in the week of Monday 9 March; Monday 16 March starts a new one.
    expect(of('weekly', '2026-03-09')).toBe(2500n);
    expect(of('weekly', '2026-03-16')).toBe(1000n);
    expect(of('monthly', '2026-03-01')).toBe(3500n);
    expect(of('all', '1970-01-01')).toBe(3500n);

    const daily = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/getPlayerLeaderboard/daily',
      headers: playerHeaders(seat.player),
    });
    expect(daily.statusCode, daily.body).toBe(200);
    const data = daily.json<{ data: { me: { wageredEurCents: string; name: string }; resetsOn: string } }>()
      .data;
    expect(data.me.wageredEurCents).toBe('1000');
    expect(data.me.name).toContain('***');
    expect(data.resetsOn).toBe('2026-03-17T00:00:00.000Z');

    const shown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/leaderboard/showName',
      headers: playerHeaders(seat.player),
      payload: { show: true },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/getPlayerLeaderboard/daily',
      headers: playerHeaders(seat.player),
    });
    expect(again.json<{ data: { me: { name: string } } }>().data.me.name).toBe(seat.player.username);
  });

  it("the player's own row is right when ranked 5,000th", async () => {
    const now = new Date('2026-05-20T12:00:00Z');
    const start = periodKey('monthly', now);
    // 5,000 players with 10,000..5,001 EUR wagered in May, the last of them the player asking.
    await ctx.db.execute(sql`
      INSERT INTO players (skin_id, username, email, password_hash, currency, country, created_at, updated_at)
      SELECT (SELECT skin_id FROM players LIMIT 1), 'ranker' || g, 'ranker' || g || '@example.com', 'x', 'EUR', 'DE', now(), now()
      FROM generate_series(1, 4999) g`);
    const me: TestPlayer = await loginAsNewPlayer(ctx.app);
    await ctx.db.execute(sql`
      INSERT INTO leaderboard_totals (period, period_start, player_id, wagered_eur_cents, prizes_eur_cents, updated_at)
      SELECT 'monthly', ${start}::date, p.id, 1000000 - (row_number() OVER (ORDER BY p.username)) * 100, 0, ${now.toISOString()}::timestamptz
      FROM players p WHERE p.username LIKE 'ranker%'`);
    await ctx.db.insert(leaderboardTotals).values({
      period: 'monthly',
      periodStart: start,
      playerId: me.playerId,
      wageredEurCents: 500_000n,
      updatedAt: now,
    });
    const view = await leaderboardView(ctx.db, {
      id: 'monthly',
      limit: 50,
      offset: 0,
      playerId: me.playerId,
      now,
    });
    expect(view.total).toBe(5000);
    expect(view.rows).toHaveLength(50);
    expect(view.rows[0]?.rank).toBe(1);
    expect(view.me).toMatchObject({ rank: 5000, wageredEurCents: '500000', isMe: true });
    const last = await leaderboardView(ctx.db, {
      id: 'monthly',
      limit: 50,
      offset: 4950,
      playerId: me.playerId,
      now,
    });
    expect(last.rows[49]).toMatchObject({ rank: 5000, isMe: true });
  });
});

describe('staff commands', () => {
  it('create, schedule and cancel challenges and races, audited; players cannot', async () => {
    const token = await staffToken(ctx.app, 'marketing');
    const auth = { authorization: `Bearer ${token}` };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/challenges',
      headers: auth,
      payload: { tier: 2, gameId: play.gameId, maxWinners: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const challengeId = created.json<{ data: { id: string } }>().data.id;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/staff/v1/challenges/${challengeId}/cancel`,
      headers: auth,
    });
    expect(cancelled.json<{ data: { status: string } }>().data.status).toBe('cancelled');
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/staff/v1/challenges/${challengeId}/cancel`,
      headers: auth,
    });
    expect(twice.statusCode).toBe(404);

    const race = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/slotRaces',
      headers: auth,
      payload: {
        name: 'Friday Spins',
        scoring: 'net_win',
        currency: 'EUR',
        minBetMinor: '20',
        prizesMinor: ['3000', '2000'],
        startsAt: '2026-06-05T18:00:00.000Z',
        endsAt: '2026-06-05T22:00:00.000Z',
      },
    });
    expect(race.statusCode, race.body).toBe(200);
    expect(race.json<{ data: { poolMinor: string } }>().data.poolMinor).toBe('5000');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/slotRaces',
      headers: auth,
      payload: {
        name: 'x',
        scoring: 'wagered',
        currency: 'EUR',
        minBetMinor: '0',
        prizesMinor: ['-5'],
        startsAt: '2026-06-05T18:00:00.000Z',
        endsAt: '2026-06-05T22:00:00.000Z',
      },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await ctx.db
      .select()
      .from(competitionAudit)
      .where(eq(competitionAudit.targetId, challengeId));
    expect(audit.map((row) => row.action).sort()).toEqual(['challenge.cancel', 'challenge.create']);
    const refused = await ctx.app.inject({ method: 'GET', url: '/staff/v1/challenges' });
    expect(refused.statusCode).toBe(401);
    const [someone] = await ctx.db.select({ id: players.id }).from(players).limit(1);
    expect(someone).toBeDefined();
  });
});

describe('custom challenges', () => {
  const auth = async () => ({ authorization: `Bearer ${await staffToken(ctx.app, 'admin')}` });

  it('staff set any multiplier, prize and minimum bet; a round at exactly both wins it, just under does not', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/challenges',
      headers: await auth(),
      payload: {
        multiplier: '250',
        prizeMinor: '12345',
        minBetMinor: '200',
        currency: 'EUR',
        gameId: play.gameId,
        maxWinners: 2,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const challenge = created.json<{
      data: { id: string; tier: number | null; multiplier: string; prizeMinor: string; currency: string };
    }>().data;
    expect(challenge).toMatchObject({ tier: null, multiplier: '250', prizeMinor: '12345', currency: 'EUR' });

    // Players see it in their currency: as set in EUR, through EUR in NOK (10 per EUR).
    const eur = await seated(1_000_000n);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/challenges',
      headers: playerHeaders(eur.player),
    });
    const mine = listed
      .json<{ data: { challenges: { id: string }[] } }>()
      .data.challenges.find((each) => each.id === challenge.id);
    expect(mine).toMatchObject({ tier: null, multiplier: '250', prizeMinor: '12345', minBetMinor: '200' });
    // Its game names the provider too: the card links to /play/{provider}/{slug}.
    expect(mine).toMatchObject({ game: { id: play.gameId, provider: expect.stringMatching(/.+/) } });
    const inNok = (await challengesView(ctx.db, 'NOK', clock.now())).challenges.find(
      (each) => each.id === challenge.id,
    );
    expect(inNok).toMatchObject({ currency: 'NOK', prizeMinor: '123450', minBetMinor: '2000' });

    const underBet = await seated(1_000_000n);
    await round(underBet.session, '199', String(199 * 250));
    await round(eur.session, '200', String(200 * 250 - 1));
    await score();
    expect(await winnersOf(challenge.id)).toHaveLength(0);

    const before = await cashOf(ctx.db, eur.player.playerId);
    await round(eur.session, '200', String(200 * 250));
    await score();
    const winners = await winnersOf(challenge.id);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ playerId: eur.player.playerId, prizeMinor: 12_345n });
    // Stake out, win and prize in: the prize paid once, through the ledger.
    expect(await cashOf(ctx.db, eur.player.playerId)).toBe(before - 200n + 50_000n + 12_345n);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it('refuses a multiplier under 2, a prize or minimum bet of 0, an unsupported currency, a tier with terms', async () => {
    const headers = await auth();
    const terms = { multiplier: '10', prizeMinor: '1000', minBetMinor: '100', currency: 'EUR' };
    const attempt = (payload: object, url = '/staff/v1/challenges') =>
      ctx.app.inject({ method: 'POST', url, headers, payload });
    for (const payload of [
      { ...terms, multiplier: '1' },
      { ...terms, multiplier: '0' },
      { ...terms, multiplier: '2.5' },
      { ...terms, prizeMinor: '0' },
      { ...terms, minBetMinor: '0' },
      { ...terms, minBetMinor: '-5' },
    ]) {
      const refused = await attempt(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().info.resultCode).toBe('validation_error');
    }
    const unsupported = await attempt({ ...terms, currency: 'XYZ' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().data.issues).toMatchObject([
      { field: 'currency', code: 'unsupported_currency' },
    ]);
    const both = await attempt({ ...terms, tier: 1 });
    expect(both.json().data.issues).toMatchObject([{ code: 'tier_or_terms' }]);
    const missing = await attempt({ multiplier: '10', prizeMinor: '1000', minBetMinor: '100' });
    expect(missing.json().data.issues).toMatchObject([{ field: 'currency', code: 'required' }]);
    expect(await attempt({ ...terms, multiplier: '2' }).then((ok) => ok.statusCode)).toBe(200);

    // A race's and a template's currency must be one players hold, not only three capitals.
    const race = {
      name: 'Nowhere Cup',
      scoring: 'wagered',
      currency: 'XYZ',
      minBetMinor: '20',
      prizesMinor: ['1000'],
      startsAt: '2026-06-05T18:00:00.000Z',
      endsAt: '2026-06-05T22:00:00.000Z',
    };
    const badRace = await attempt(race, '/staff/v1/slotRaces');
    expect(badRace.statusCode).toBe(400);
    expect(badRace.json().data.issues).toMatchObject([{ field: 'currency', code: 'unsupported_currency' }]);
    const { startsAt: _s, endsAt: _e, ...template } = race;
    const badTemplate = await attempt({ ...template, recurrence: 'daily' }, '/staff/v1/slotRaceTemplates');
    expect(badTemplate.json().data.issues).toMatchObject([
      { field: 'currency', code: 'unsupported_currency' },
    ]);
    expect((await attempt({ ...race, currency: 'NOK' }, '/staff/v1/slotRaces')).statusCode).toBe(200);
  });
});
