import { qualifiesForChallenge } from '@casino/rules';
import { doesRaceCountGame } from '@casino/rules/races';
import { and, asc, eq, lte, or, gt, isNull, sql } from 'drizzle-orm';
import {
  challenges,
  challengeWinners,
  leaderboardPeriods,
  leaderboardTotals,
  projectionReceipts,
  slotRaces,
  slotRaceScores,
  wagerFacts,
  type ChallengeRow,
  type LeaderboardPeriod,
  type SlotRaceRow,
  type WagerFactRow,
} from '../../db/schema';
import { rowsOf, type DbTransaction } from '../../db/transaction';
import type { StreamConsumer } from '../wager-facts/stream-consumer';
import type { LeaderboardKey } from './leaderboard-cache';
import { payChallengePrize } from './prizes';
import { challengeTermsIn, minorToEurCents } from './money';
import { periodKey } from './periods';

/** The facts' reader (the outbox's reader of before was 'competitions'; migration 0024 starts this one). */
export const competitionsConsumerName = 'competitions-facts';

/** The provider and category of the group "every studio slot" (a challenge or race with no game named). */
export const studioProviderCode = 'nova-studio';

/** A game movement as the competitions read it: a settled stake, or a win with its round's stakes. */
export interface Movement {
  /** The wager fact it comes from (its order), and its outbox event (a win's; a settlement has none). */
  eventId: number;
  outboxEventId: number | null;
  kind: 'bet' | 'win' | 'rollback';
  playerId: string;
  gameId: string | null;
  provider: string | null;
  category: string | null;
  currency: string;
  /** bet: this settled bet's cash stake; win: its round's cash stake. */
  stake: bigint;
  /** bet: this bet's bonus stake; win: its round's bonus stake. */
  bonusStake: bigint;
  win: bigint;
  at: Date;
}

/** A settlement (a bet whose round settled, never rolled back) scores as a bet; a win with its round. */
function movementOf(fact: WagerFactRow, round?: { cash: bigint; bonus: bigint }): Movement {
  return {
    eventId: fact.id,
    outboxEventId: fact.outboxEventId,
    kind: fact.kind === 'win' ? 'win' : 'bet',
    playerId: fact.playerId,
    gameId: fact.gameId,
    provider: fact.provider,
    category: fact.category,
    currency: fact.currency,
    stake: fact.kind === 'win' ? (round?.cash ?? 0n) : fact.cashStakeMinor,
    bonusStake: fact.kind === 'win' ? (round?.bonus ?? 0n) : fact.bonusStakeMinor,
    win: fact.winMinor,
    at: fact.createdAt,
  };
}

/** Whether a movement is on the challenge's game (or, with none named, on a studio slot). */
function onGameOf(gameId: string | null, movement: Movement): boolean {
  if (gameId) return movement.gameId === gameId;
  return movement.provider === studioProviderCode && movement.category === 'slots';
}

function inRaceGames(race: SlotRaceRow, movement: Movement): boolean {
  return doesRaceCountGame(race.gameIds, { id: movement.gameId, category: movement.category });
}

function within(at: Date, startsAt: Date, endsAt: Date | null): boolean {
  return at.getTime() >= startsAt.getTime() && (endsAt === null || at.getTime() < endsAt.getTime());
}

interface ScoreChange {
  raceId: string;
  playerId: string;
  /** Added (wagered, net win) or the best seen (multiplier, x100). */
  value: bigint;
  rounds: number;
  at: Date;
  eventId: number;
}

/**
 * The score a movement gives in a race, or null when it does not count there. Wagered: each cash bet
 * at or above the minimum (a rollback takes it back). Net win: wins minus those bets. Best multiplier:
 * win / round stake in hundredths, on wins of rounds staked at or above the minimum.
 */
export function raceScoreOf(
  race: Pick<SlotRaceRow, 'scoring' | 'minBetMinor'>,
  movement: Movement,
): bigint | null {
  const counts = movement.stake >= race.minBetMinor && movement.stake > 0n && movement.bonusStake === 0n;
  switch (race.scoring) {
    case 'wagered':
      if (movement.kind === 'bet') return counts ? movement.stake : null;
      if (movement.kind === 'rollback') return counts ? -movement.stake : null;
      return null;
    case 'net_win':
      if (movement.kind === 'bet') return counts ? -movement.stake : null;
      if (movement.kind === 'rollback') return counts ? movement.stake : null;
      return movement.win > 0n ? movement.win : null;
    case 'multiplier':
      if (movement.kind !== 'win' || !counts) return null;
      return (movement.win * 100n) / movement.stake;
  }
}

const scored = sql`${wagerFacts.kind} IN ('settlement', 'win')`;

function notReceipted(consumer: string) {
  return sql`NOT EXISTS (SELECT 1 FROM ${projectionReceipts} r WHERE r.consumer = ${consumer} AND r.fact_id = ${wagerFacts.id})`;
}

/**
 * The competitions consumer: challenges, slot races and leaderboards scored from the wager facts
 * (decision 0005): stakes from settlements (a bet counts once its round has a win or is closed, never
 * when it was rolled back), wins with their round's stakes (the round's bet facts). Its batches are
 * serialized by an advisory lock, so a challenge's places are taken in fact order; every fact is
 * scored once (its receipt), whatever the number of processes running it.
 */
export function competitionsConsumer(
  options: {
    /** Collects the leaderboard rows each batch wrote (read again once it committed, for Redis). */
    touched?: LeaderboardKey[];
  } = {},
): StreamConsumer {
  return {
    name: competitionsConsumerName,

    async processBatch(tx, { cursor, limit, now }) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${competitionsConsumerName}))`);
      const facts = await tx
        .select()
        .from(wagerFacts)
        .where(and(gt(wagerFacts.id, cursor), scored, notReceipted(competitionsConsumerName)))
        .orderBy(asc(wagerFacts.id))
        .limit(limit);
      if (facts.length === 0) return { claimed: 0, processed: 0, lastId: cursor };
      await tx.execute(sql`
        INSERT INTO projection_receipts (consumer, fact_id)
        SELECT ${competitionsConsumerName}, unnest(${`{${facts.map((fact) => fact.id).join(',')}}`}::bigint[])
        ON CONFLICT DO NOTHING`);
      // The stakes of the rounds the wins pay: their bets made before the win.
      const wins = facts.filter((fact) => fact.kind === 'win' && fact.roundId);
      const rounds = new Map<number, { cash: bigint; bonus: bigint }>();
      if (wins.length > 0) {
        const input = wins.map((fact) => ({ id: fact.id, round_id: fact.roundId }));
        const rows = rowsOf<{ id: string; cash: string; bonus: string }>(
          await tx.execute(sql`
            SELECT w.id::text AS id, coalesce(sum(b.cash_stake_minor), 0)::text AS cash,
              coalesce(sum(b.bonus_stake_minor), 0)::text AS bonus
            FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS w(id bigint, round_id uuid)
            LEFT JOIN wager_facts b ON b.round_id = w.round_id AND b.kind = 'bet' AND b.id < w.id
            GROUP BY w.id`),
        );
        for (const row of rows)
          rounds.set(Number(row.id), { cash: BigInt(row.cash), bonus: BigInt(row.bonus) });
      }
      // Sportsbook bets and wins count in no challenge, race or leaderboard.
      const movements = facts
        .filter((fact) => fact.product !== 'sportsbook')
        .map((fact) => movementOf(fact, rounds.get(fact.id)));
      await scoreMovements(tx, movements, now, options.touched);
      return { claimed: facts.length, processed: facts.length, lastId: facts[facts.length - 1]!.id };
    },

    async lowestPending(tx, cursor, upTo) {
      const [row] = await tx
        .select({ id: sql<string | null>`min(${wagerFacts.id})::text` })
        .from(wagerFacts)
        .where(
          and(
            gt(wagerFacts.id, cursor),
            sql`${wagerFacts.id} <= ${upTo}`,
            scored,
            notReceipted(competitionsConsumerName),
          ),
        );
      return row?.id ? Number(row.id) : null;
    },

    async maxSourceId(tx) {
      const [row] = await tx.select({ id: sql<string | null>`max(${wagerFacts.id})::text` }).from(wagerFacts);
      return row?.id ? Number(row.id) : 0;
    },
  };
}

/** The challenges open and the races running at some time between the first and the last movement. */
async function programmesDuring(tx: DbTransaction, movements: Movement[]) {
  const first = movements[0]!.at;
  const last = movements[movements.length - 1]!.at;
  const earliest = first < last ? first : last;
  const latest = last > first ? last : first;
  const openChallenges = await tx
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.status, 'open'),
        lte(challenges.startsAt, latest),
        or(isNull(challenges.endsAt), gt(challenges.endsAt, earliest)),
      ),
    )
    .orderBy(challenges.createdAt, challenges.id);
  const liveRaces = await tx
    .select()
    .from(slotRaces)
    .where(
      and(eq(slotRaces.status, 'scheduled'), lte(slotRaces.startsAt, latest), gt(slotRaces.endsAt, earliest)),
    );
  return { openChallenges, liveRaces };
}

type LeaderboardChange = { period: string; start: string; playerId: string; cents: bigint };

/** A cash stake (a bet, or a rollback taking one back) moves the player's total of every period. */
function addToLeaderboard(leaderboard: Map<string, LeaderboardChange>, movement: Movement) {
  if (movement.kind === 'win' || movement.bonusStake !== 0n) return;
  const cents = minorToEurCents(movement.stake, movement.currency);
  const signed = movement.kind === 'bet' ? cents : -cents;
  if (signed === 0n) return;
  for (const period of leaderboardPeriods) {
    const start = periodKey(period, movement.at);
    const key = `${period}|${start}|${movement.playerId}`;
    const entry = leaderboard.get(key);
    if (entry) entry.cents += signed;
    else leaderboard.set(key, { period, start, playerId: movement.playerId, cents: signed });
  }
}

/** A movement's score in each running race it counts for: the best multiplier, or a sum. */
function addToRaces(scores: Map<string, ScoreChange>, liveRaces: SlotRaceRow[], movement: Movement) {
  for (const race of liveRaces) {
    if (race.currency !== movement.currency || !within(movement.at, race.startsAt, race.endsAt)) continue;
    if (!inRaceGames(race, movement)) continue;
    const value = raceScoreOf(race, movement);
    if (value === null) continue;
    const key = `${race.id}|${movement.playerId}`;
    const change = scores.get(key);
    const rounds = movement.kind === 'bet' ? 1 : movement.kind === 'rollback' ? -1 : 0;
    const reached = { at: movement.at, eventId: movement.eventId };
    if (!change) scores.set(key, { raceId: race.id, playerId: movement.playerId, value, rounds, ...reached });
    else if (race.scoring === 'multiplier') {
      if (value > change.value) Object.assign(change, { value, ...reached });
    } else Object.assign(change, { value: change.value + value, rounds: change.rounds + rounds, ...reached });
  }
}

/** The challenges a cash win qualifies for (a round staked in part with bonus money wins none). */
function challengesWonBy(openChallenges: ChallengeRow[], movement: Movement) {
  if (movement.kind !== 'win' || movement.bonusStake !== 0n) return [];
  return openChallenges.filter(
    (challenge) =>
      within(movement.at, challenge.startsAt, challenge.endsAt) &&
      onGameOf(challenge.gameId, movement) &&
      qualifiesForChallenge(movement.stake, movement.win, challengeTermsIn(challenge, movement.currency)),
  );
}

async function writeLeaderboardTotals(tx: DbTransaction, totals: LeaderboardChange[], now: Date) {
  if (totals.length === 0) return;
  await tx
    .insert(leaderboardTotals)
    .values(
      totals.map((entry) => ({
        period: entry.period as (typeof leaderboardPeriods)[number],
        periodStart: entry.start,
        playerId: entry.playerId,
        wageredEurCents: entry.cents,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [leaderboardTotals.period, leaderboardTotals.periodStart, leaderboardTotals.playerId],
      set: {
        wageredEurCents: sql`${leaderboardTotals.wageredEurCents} + excluded.wagered_eur_cents`,
        updatedAt: now,
      },
    });
}

/** Best-multiplier races keep the higher score; summed races add score and rounds. */
async function writeRaceScores(tx: DbTransaction, changes: ScoreChange[], liveRaces: SlotRaceRow[]) {
  const racesById = new Map(liveRaces.map((race) => [race.id, race]));
  const rowOf = (change: ScoreChange) => ({
    raceId: change.raceId,
    playerId: change.playerId,
    score: change.value,
    rounds: change.rounds,
    reachedAt: change.at,
    reachedEventId: change.eventId,
  });
  const best = changes.filter((change) => racesById.get(change.raceId)?.scoring === 'multiplier');
  const summed = changes.filter((change) => racesById.get(change.raceId)?.scoring !== 'multiplier');
  if (best.length > 0) {
    await tx
      .insert(slotRaceScores)
      .values(best.map(rowOf))
      .onConflictDoUpdate({
        target: [slotRaceScores.raceId, slotRaceScores.playerId],
        set: {
          score: sql`GREATEST(${slotRaceScores.score}, excluded.score)`,
          reachedAt: sql`CASE WHEN excluded.score > ${slotRaceScores.score} THEN excluded.reached_at ELSE ${slotRaceScores.reachedAt} END`,
          reachedEventId: sql`CASE WHEN excluded.score > ${slotRaceScores.score} THEN excluded.reached_event_id ELSE ${slotRaceScores.reachedEventId} END`,
        },
      });
  }
  if (summed.length > 0) {
    await tx
      .insert(slotRaceScores)
      .values(summed.map(rowOf))
      .onConflictDoUpdate({
        target: [slotRaceScores.raceId, slotRaceScores.playerId],
        set: {
          score: sql`${slotRaceScores.score} + excluded.score`,
          rounds: sql`GREATEST(0, ${slotRaceScores.rounds} + excluded.rounds)`,
          reachedAt: sql`excluded.reached_at`,
          reachedEventId: sql`excluded.reached_event_id`,
        },
      });
  }
}

const inKeyOrder = <T>(map: Map<string, T>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, value]) => value);

async function scoreMovements(
  tx: DbTransaction,
  movements: Movement[],
  now: Date,
  touched?: LeaderboardKey[],
): Promise<void> {
  if (movements.length === 0) return;
  const { openChallenges, liveRaces } = await programmesDuring(tx, movements);
  const leaderboard = new Map<string, LeaderboardChange>();
  const scores = new Map<string, ScoreChange>();
  const claims: { challenge: ChallengeRow; movement: Movement }[] = [];
  for (const movement of movements) {
    addToLeaderboard(leaderboard, movement);
    addToRaces(scores, liveRaces, movement);
    for (const challenge of challengesWonBy(openChallenges, movement)) claims.push({ challenge, movement });
  }

  // Totals and scores in key order (every copy locks rows in one order), one statement each.
  const totals = inKeyOrder(leaderboard);
  await writeLeaderboardTotals(tx, totals, now);
  await writeRaceScores(tx, inKeyOrder(scores), liveRaces);
  for (const { challenge, movement } of claims) {
    // A prize lands in the leaderboard periods of its payment.
    if (await claimChallenge(tx, challenge, movement, now))
      for (const period of leaderboardPeriods)
        touched?.push({ period, start: periodKey(period, now), playerId: movement.playerId });
  }
  for (const entry of totals)
    touched?.push({
      period: entry.period as LeaderboardPeriod,
      start: entry.start,
      playerId: entry.playerId,
    });
}

/**
 * Claims the next winner's place of a challenge for a qualifying round. The place is taken by one
 * conditional update (winners_count < max_winners, the challenge still open) and written under the
 * unique (challenge, place) and (challenge, player): no read decides it, so two claims can never
 * take one place nor pass the number of winners. The prize is paid in the same transaction.
 */
export async function claimChallenge(
  tx: DbTransaction,
  challenge: ChallengeRow,
  movement: Movement,
  now: Date,
): Promise<boolean> {
  const [already] = await tx
    .select({ place: challengeWinners.place })
    .from(challengeWinners)
    .where(
      and(eq(challengeWinners.challengeId, challenge.id), eq(challengeWinners.playerId, movement.playerId)),
    );
  if (already) return false;
  const [taken] = await tx
    .update(challenges)
    .set({
      winnersCount: sql`${challenges.winnersCount} + 1`,
      status: sql`CASE WHEN ${challenges.winnersCount} + 1 >= ${challenges.maxWinners} THEN 'completed' ELSE 'open' END`,
    })
    .where(
      and(
        eq(challenges.id, challenge.id),
        eq(challenges.status, 'open'),
        sql`${challenges.winnersCount} < ${challenges.maxWinners}`,
      ),
    )
    .returning({ place: challenges.winnersCount });
  if (!taken) return false;
  const prize = challengeTermsIn(challenge, movement.currency).prizeMinor;
  await tx.insert(challengeWinners).values({
    challengeId: challenge.id,
    place: taken.place,
    playerId: movement.playerId,
    outboxEventId: movement.outboxEventId ?? movement.eventId,
    gameId: movement.gameId,
    currency: movement.currency,
    stakeMinor: movement.stake,
    winMinor: movement.win,
    prizeMinor: prize,
    wonAt: movement.at,
  });
  const entryId = await payChallengePrize(tx, {
    challengeId: challenge.id,
    place: taken.place,
    playerId: movement.playerId,
    currency: movement.currency,
    prizeMinor: prize,
    tier: challenge.tier,
    now,
  });
  await tx
    .update(challengeWinners)
    .set({ ledgerEntryId: entryId })
    .where(and(eq(challengeWinners.challengeId, challenge.id), eq(challengeWinners.place, taken.place)));
  return true;
}
