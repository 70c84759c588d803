import { qualifiesForChallenge } from '@casino/rules';
import { and, eq, lte, or, gt, isNull, sql } from 'drizzle-orm';
import {
  challenges,
  challengeWinners,
  competitionBonusRounds,
  leaderboardPeriods,
  leaderboardTotals,
  slotRaces,
  slotRaceScores,
  type ChallengeRow,
  type JsonObject,
  type LeaderboardPeriod,
  type SlotRaceRow,
} from '../../db/schema';
import { rowsOf, type DbTransaction } from '../../db/transaction';
import type { StreamConsumer } from '../wager-facts/stream-consumer';
import type { LeaderboardKey } from './leaderboard-cache';
import { payChallengePrize } from './prizes';
import { challengeTermsIn, minorToEurCents } from './money';
import { periodKey } from './periods';

export const competitionsConsumerName = 'competitions';

/** The provider and category of the group "every studio slot" (a challenge or race with no game named). */
export const studioProviderCode = 'nova-studio';

const topics = sql`('game.bet', 'game.win', 'game.rollback')`;

interface OutboxRow {
  id: number | string;
  topic: string;
  payload: JsonObject;
  created_at: Date | string;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const minor = (value: unknown): bigint => {
  const text = str(value);
  return text !== null && /^-?\d+$/.test(text) ? BigInt(text) : 0n;
};
const abs = (value: bigint) => (value < 0n ? -value : value);

/** A game movement as the competitions read it. */
export interface Movement {
  eventId: number;
  kind: 'bet' | 'win' | 'rollback';
  playerId: string;
  gameId: string | null;
  provider: string | null;
  category: string | null;
  roundKey: string | null;
  currency: string;
  /** bet: this bet's cash stake; win: the round's stake; rollback: the undone bet's amount. */
  stake: bigint;
  bonusStake: bigint;
  win: bigint;
  at: Date;
}

function movementOf(row: OutboxRow): Movement | null {
  const payload = row.payload;
  const playerId = str(payload.playerId);
  const currency = str(payload.currency);
  if (!playerId || !currency) return null;
  const kind = row.topic === 'game.bet' ? 'bet' : row.topic === 'game.win' ? 'win' : 'rollback';
  const provider = str(payload.provider);
  const round = str(payload.externalRoundId) ?? str(payload.roundId);
  return {
    eventId: Number(row.id),
    kind,
    playerId,
    gameId: str(payload.gameId),
    provider,
    category: str(payload.category),
    roundKey: provider && round ? `${provider}:${round}` : null,
    currency,
    stake: abs(minor(payload.stake)),
    bonusStake: abs(minor(payload.bonusStake)),
    win: abs(minor(payload.win)),
    at: new Date(row.created_at),
  };
}

/** Whether a movement is on the challenge's game (or, with none named, on a studio slot). */
function onGameOf(gameId: string | null, movement: Movement): boolean {
  if (gameId) return movement.gameId === gameId;
  return movement.provider === studioProviderCode && movement.category === 'slots';
}

function inRaceGames(race: SlotRaceRow, movement: Movement): boolean {
  if (race.gameIds && race.gameIds.length > 0)
    return !!movement.gameId && race.gameIds.includes(movement.gameId);
  return movement.category === 'slots';
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

/**
 * The competitions consumer: challenges, slot races and leaderboards scored from the outbox's game
 * movements. A win's event carries its round's stake, which the wager facts do not, hence a consumer of
 * the outbox of its own (stream-consumer.ts gives it the cursor and gap handling). Its batches are
 * serialized by an advisory lock, so a round's bets are always scored before its win (a bet commits
 * before its win is placed) and a challenge's places are taken in event order; every event is scored
 * once (its receipt), whatever the number of processes running it.
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
      const events = rowsOf<OutboxRow>(
        await tx.execute(sql`
          SELECT o.id, o.topic, o.payload, o.created_at FROM outbox_events o
          WHERE o.id > ${cursor} AND o.topic IN ${topics}
            AND NOT EXISTS (SELECT 1 FROM competition_receipts r WHERE r.outbox_event_id = o.id)
          ORDER BY o.id
          LIMIT ${limit}`),
      );
      if (events.length === 0) return { claimed: 0, processed: 0, lastId: cursor };
      await tx.execute(sql`
        INSERT INTO competition_receipts (outbox_event_id)
        SELECT unnest(${`{${events.map((event) => event.id).join(',')}}`}::bigint[])
        ON CONFLICT DO NOTHING`);
      const movements = events.map(movementOf).filter((each): each is Movement => each !== null);
      await scoreMovements(tx, movements, now, options.touched);
      return {
        claimed: events.length,
        processed: events.length,
        lastId: Number(events[events.length - 1]!.id),
      };
    },

    async lowestPending(tx, cursor, upTo) {
      const [row] = rowsOf<{ id: string | null }>(
        await tx.execute(sql`
          SELECT min(o.id)::text AS id FROM outbox_events o
          WHERE o.id > ${cursor} AND o.id <= ${upTo} AND o.topic IN ${topics}
            AND NOT EXISTS (SELECT 1 FROM competition_receipts r WHERE r.outbox_event_id = o.id)`),
      );
      return row?.id ? Number(row.id) : null;
    },

    async maxSourceId(tx) {
      const [row] = rowsOf<{ id: string | null }>(
        await tx.execute(sql`SELECT max(id)::text AS id FROM outbox_events`),
      );
      return row?.id ? Number(row.id) : 0;
    },
  };
}

async function scoreMovements(
  tx: DbTransaction,
  movements: Movement[],
  now: Date,
  touched?: LeaderboardKey[],
): Promise<void> {
  if (movements.length === 0) return;
  const first = movements[0]!.at;
  const last = movements[movements.length - 1]!.at;
  const earliest = first < last ? first : last;
  const openChallenges = await tx
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.status, 'open'),
        lte(challenges.startsAt, last > first ? last : first),
        or(isNull(challenges.endsAt), gt(challenges.endsAt, earliest)),
      ),
    )
    .orderBy(challenges.createdAt, challenges.id);
  const liveRaces = await tx
    .select()
    .from(slotRaces)
    .where(
      and(
        eq(slotRaces.status, 'scheduled'),
        lte(slotRaces.startsAt, last > first ? last : first),
        gt(slotRaces.endsAt, earliest),
      ),
    );

  // Rounds staked with bonus money: from this batch and from earlier ones.
  const bonusBets = movements.filter((each) => each.kind === 'bet' && each.bonusStake > 0n && each.roundKey);
  if (bonusBets.length > 0) {
    await tx
      .insert(competitionBonusRounds)
      .values(bonusBets.map((each) => ({ roundKey: each.roundKey! })))
      .onConflictDoNothing();
  }
  const winKeys = [
    ...new Set(
      movements.filter((each) => each.kind === 'win' && each.roundKey).map((each) => each.roundKey!),
    ),
  ];
  const bonusRounds = new Set<string>();
  if (winKeys.length > 0 && openChallenges.length > 0) {
    const rows = await tx
      .select({ key: competitionBonusRounds.roundKey })
      .from(competitionBonusRounds)
      .where(sql`${competitionBonusRounds.roundKey} IN ${winKeys}`);
    for (const row of rows) bonusRounds.add(row.key);
  }

  const leaderboard = new Map<string, { period: string; start: string; playerId: string; cents: bigint }>();
  const scores = new Map<string, ScoreChange>();
  const claims: { challenge: ChallengeRow; movement: Movement }[] = [];
  for (const movement of movements) {
    if (movement.kind !== 'win' && movement.bonusStake === 0n) {
      const cents = minorToEurCents(movement.stake, movement.currency);
      const signed = movement.kind === 'bet' ? cents : -cents;
      if (signed !== 0n) {
        for (const period of leaderboardPeriods) {
          const start = periodKey(period, movement.at);
          const key = `${period}|${start}|${movement.playerId}`;
          const entry = leaderboard.get(key);
          if (entry) entry.cents += signed;
          else leaderboard.set(key, { period, start, playerId: movement.playerId, cents: signed });
        }
      }
    }
    for (const race of liveRaces) {
      if (race.currency !== movement.currency || !within(movement.at, race.startsAt, race.endsAt)) continue;
      if (!inRaceGames(race, movement)) continue;
      const value = raceScoreOf(race, movement);
      if (value === null) continue;
      const key = `${race.id}|${movement.playerId}`;
      const change = scores.get(key);
      const rounds = movement.kind === 'bet' ? 1 : movement.kind === 'rollback' ? -1 : 0;
      if (!change) {
        scores.set(key, {
          raceId: race.id,
          playerId: movement.playerId,
          value,
          rounds,
          at: movement.at,
          eventId: movement.eventId,
        });
      } else if (race.scoring === 'multiplier') {
        if (value > change.value)
          Object.assign(change, { value, at: movement.at, eventId: movement.eventId });
      } else {
        Object.assign(change, {
          value: change.value + value,
          rounds: change.rounds + rounds,
          at: movement.at,
          eventId: movement.eventId,
        });
      }
    }
    if (
      movement.kind === 'win' &&
      movement.bonusStake === 0n &&
      !(movement.roundKey && bonusRounds.has(movement.roundKey))
    ) {
      for (const challenge of openChallenges) {
        if (
          !within(movement.at, challenge.startsAt, challenge.endsAt) ||
          !onGameOf(challenge.gameId, movement)
        )
          continue;
        if (
          qualifiesForChallenge(movement.stake, movement.win, challengeTermsIn(challenge, movement.currency))
        )
          claims.push({ challenge, movement });
      }
    }
  }

  // Totals and scores in key order (every copy locks rows in one order), one statement each.
  const totals = [...leaderboard.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, entry]) => entry);
  if (totals.length > 0) {
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
  const racesById = new Map(liveRaces.map((race) => [race.id, race]));
  const changes = [...scores.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, change]) => change);
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
    outboxEventId: movement.eventId,
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
