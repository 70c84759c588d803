import type {
  Challenge,
  ChallengesData,
  LeaderboardData,
  LeaderboardRow,
  RaceStanding,
  SlotRaceData,
  SlotRaceStandings,
  SlotRaceSummary,
} from '@casino/contract/competitions';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  challenges,
  challengeWinners,
  competitionPreferences,
  gameProviders,
  games,
  leaderboardTotals,
  playerLoyalty,
  players,
  slotRaceResults,
  slotRaces,
  slotRaceScores,
  type LeaderboardPeriod,
  type SlotRaceRow,
} from '../../db/schema';
import { rowsOf, type DbExecutor } from '../../db/transaction';
import { maskName } from '../wallet/mask-name';
import type { LeaderboardCache } from './leaderboard-cache';
import { challengeTermsIn } from './money';
import { periodKey, periodResetsOn } from './periods';
import { raceStandings } from './races';

/** The name other players see: the username when the player opted in, else masked. */
export function shownName(username: string, showName: boolean | null | undefined): string {
  return showName ? username : maskName(username);
}

async function gamesById(db: DbExecutor, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0)
    return new Map<string, { id: string; name: string; slug: string; provider: string }>();
  const rows = await db
    .select({ id: games.id, name: games.title, slug: games.slug, provider: gameProviders.code })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(inArray(games.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The challenges, open ones first, with prizes and minimum bets in the currency asked. */
export async function challengesView(db: DbExecutor, currency: string, now: Date): Promise<ChallengesData> {
  const rows = await db
    .select()
    .from(challenges)
    .where(sql`${challenges.status} <> 'cancelled'`)
    .orderBy(asc(challenges.tier), desc(challenges.createdAt))
    .limit(200);
  const winners = rows.length
    ? await db
        .select({
          challengeId: challengeWinners.challengeId,
          place: challengeWinners.place,
          username: players.username,
          showName: competitionPreferences.showName,
          wonAt: challengeWinners.wonAt,
        })
        .from(challengeWinners)
        .innerJoin(players, eq(players.id, challengeWinners.playerId))
        .leftJoin(competitionPreferences, eq(competitionPreferences.playerId, challengeWinners.playerId))
        .where(
          inArray(
            challengeWinners.challengeId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(challengeWinners.place))
    : [];
  const byGame = await gamesById(
    db,
    rows.map((row) => row.gameId).filter((id): id is string => !!id),
  );
  const list: Challenge[] = rows.map((row) => {
    const tier = challengeTermsIn(row, currency);
    const status: Challenge['status'] =
      row.status !== 'open'
        ? row.status
        : row.startsAt > now
          ? 'upcoming'
          : row.endsAt && row.endsAt <= now
            ? 'completed'
            : 'open';
    return {
      id: row.id,
      tier: row.tier,
      multiplier: tier.multiplier.toString(),
      prizeMinor: tier.prizeMinor.toString(),
      minBetMinor: tier.minBetMinor.toString(),
      currency,
      game: row.gameId ? (byGame.get(row.gameId) ?? null) : null,
      maxWinners: row.maxWinners,
      winnersCount: row.winnersCount,
      status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      winners: winners
        .filter((winner) => winner.challengeId === row.id)
        .map((winner) => ({
          place: winner.place,
          name: shownName(winner.username, winner.showName),
          wonAt: winner.wonAt.toISOString(),
        })),
    };
  });
  const order = { open: 0, upcoming: 1, completed: 2, cancelled: 3 } as const;
  list.sort((a, b) => order[a.status] - order[b.status] || (a.tier ?? 6) - (b.tier ?? 6));
  return { challenges: list };
}

const leaderboardPeriodOf = { all: 'all', daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

interface RankedRow {
  rank: string;
  player_id: string;
  username: string;
  show_name: boolean | null;
  level: number | null;
  wagered: string;
  prizes: string;
}

function leaderboardRowOf(row: RankedRow, me: string | null): LeaderboardRow {
  return {
    rank: Number(row.rank),
    name: shownName(row.username, row.show_name),
    level: row.level ?? 0,
    wageredEurCents: row.wagered,
    prizesEurCents: row.prizes,
    isMe: row.player_id === me,
  };
}

/** The rows of these players in a period (details for ranks Redis gave). */
async function rowsOfPlayers(db: DbExecutor, period: LeaderboardPeriod, start: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, Omit<RankedRow, 'rank'>>();
  const rows = rowsOf<Omit<RankedRow, 'rank'>>(
    await db.execute(sql`
      SELECT t.player_id, p.username, c.show_name, l.level,
             t.wagered_eur_cents::text AS wagered, t.prizes_eur_cents::text AS prizes
      FROM leaderboard_totals t
      JOIN players p ON p.id = t.player_id
      LEFT JOIN competition_preferences c ON c.player_id = t.player_id
      LEFT JOIN player_loyalty l ON l.player_id = t.player_id
      WHERE t.period = ${period} AND t.period_start = ${start}::date AND t.player_id IN ${ids}`),
  );
  return new Map(rows.map((row) => [row.player_id, row]));
}

interface RankedPage {
  rows: RankedRow[];
  total: number;
  updatedAt: string | null;
  /** The player's own row when known here: undefined to ask PostgreSQL. */
  me?: RankedRow | null;
}

/** A page (and the player's rank) from the Redis sorted set, the details from PostgreSQL; null: read PostgreSQL. */
async function pageFromCache(
  db: DbExecutor,
  cache: LeaderboardCache,
  input: { period: LeaderboardPeriod; start: string; offset: number; limit: number; playerId: string | null },
): Promise<RankedPage | null> {
  const page = await cache.page(input.period, input.start, input.offset, input.limit);
  if (!page) return null;
  const onPage = input.playerId !== null && page.playerIds.includes(input.playerId);
  const rank =
    input.playerId && !onPage ? await cache.rankOf(input.period, input.start, input.playerId) : null;
  const wanted = [...page.playerIds, ...(input.playerId && typeof rank === 'number' ? [input.playerId] : [])];
  const details = await rowsOfPlayers(db, input.period, input.start, wanted);
  const rows: RankedRow[] = [];
  page.playerIds.forEach((id, index) => {
    const row = details.get(id);
    if (row) rows.push({ ...row, rank: String(input.offset + index + 1) });
  });
  const mine = input.playerId ? details.get(input.playerId) : undefined;
  return {
    rows,
    total: page.total,
    updatedAt: page.updatedAt,
    ...(onPage
      ? {}
      : rank === undefined
        ? {}
        : { me: mine && rank ? { ...mine, rank: String(rank) } : null }),
  };
}

/** A page from PostgreSQL: the rank index, highest wagered first, equal totals by player id. */
async function pageFromDatabase(
  db: DbExecutor,
  input: { period: LeaderboardPeriod; start: string; offset: number; limit: number },
): Promise<RankedPage> {
  const { period, start, offset } = input;
  const rows = rowsOf<RankedRow>(
    await db.execute(sql`
      SELECT (${offset} + row_number() OVER (ORDER BY t.wagered_eur_cents DESC, t.player_id))::text AS rank,
             t.player_id, p.username, c.show_name, l.level,
             t.wagered_eur_cents::text AS wagered, t.prizes_eur_cents::text AS prizes
      FROM (SELECT * FROM leaderboard_totals
            WHERE period = ${period} AND period_start = ${start}::date
            ORDER BY wagered_eur_cents DESC, player_id
            OFFSET ${offset} LIMIT ${input.limit}) t
      JOIN players p ON p.id = t.player_id
      LEFT JOIN competition_preferences c ON c.player_id = t.player_id
      LEFT JOIN player_loyalty l ON l.player_id = t.player_id
      ORDER BY t.wagered_eur_cents DESC, t.player_id`),
  );
  const [counted] = await db
    .select({
      total: sql<number>`count(*)::int`,
      updatedAt: sql<string | null>`max(${leaderboardTotals.updatedAt})::text`,
    })
    .from(leaderboardTotals)
    .where(and(eq(leaderboardTotals.period, period), sql`${leaderboardTotals.periodStart} = ${start}::date`));
  return {
    rows,
    total: counted?.total ?? 0,
    updatedAt: counted?.updatedAt ? new Date(counted.updatedAt).toISOString() : null,
  };
}

/**
 * A page of a leaderboard (wagered in the UTC period, highest first; equal totals by player id), and
 * the player's own row wherever it is: its rank is one more than the rows ahead of it (an index
 * range count, or the sorted set's rank), so it is right at rank 5,000 as at rank 1. With a Redis
 * cache, the order and ranks come from its sorted set; without one, or when it cannot answer, from
 * PostgreSQL, which stays the truth either way.
 */
export async function leaderboardView(
  db: DbExecutor,
  input: {
    id: LeaderboardPeriod;
    limit: number;
    offset: number;
    playerId: string | null;
    now: Date;
    cache?: LeaderboardCache | null;
  },
): Promise<LeaderboardData> {
  const period = leaderboardPeriodOf[input.id];
  const start = periodKey(period, input.now);
  const where = { period, start, offset: input.offset, limit: input.limit };
  const ranked =
    (input.cache ? await pageFromCache(db, input.cache, { ...where, playerId: input.playerId }) : null) ??
    (await pageFromDatabase(db, where));
  const pageRows = ranked.rows;
  let me: LeaderboardRow | null = null;
  let showsName: boolean | null = null;
  if (input.playerId) {
    const onPage = pageRows.find((row) => row.player_id === input.playerId);
    if (onPage) me = leaderboardRowOf(onPage, input.playerId);
    else if (ranked.me !== undefined) me = ranked.me ? leaderboardRowOf(ranked.me, input.playerId) : null;
    else {
      const [mine] = rowsOf<RankedRow>(
        await db.execute(sql`
          SELECT (1 + (SELECT count(*) FROM leaderboard_totals o
                        WHERE o.period = t.period AND o.period_start = t.period_start
                          AND (o.wagered_eur_cents > t.wagered_eur_cents
                               OR (o.wagered_eur_cents = t.wagered_eur_cents AND o.player_id < t.player_id))))::text AS rank,
                 t.player_id, p.username, c.show_name, l.level,
                 t.wagered_eur_cents::text AS wagered, t.prizes_eur_cents::text AS prizes
          FROM leaderboard_totals t
          JOIN players p ON p.id = t.player_id
          LEFT JOIN competition_preferences c ON c.player_id = t.player_id
          LEFT JOIN player_loyalty l ON l.player_id = t.player_id
          WHERE t.period = ${period} AND t.period_start = ${start}::date AND t.player_id = ${input.playerId}`),
      );
      if (mine) me = leaderboardRowOf(mine, input.playerId);
    }
    const [preference] = await db
      .select({ showName: competitionPreferences.showName })
      .from(competitionPreferences)
      .where(eq(competitionPreferences.playerId, input.playerId));
    showsName = preference?.showName ?? false;
  }
  const resetsOn = periodResetsOn(period, input.now);
  return {
    id: input.id,
    limit: input.limit,
    offset: input.offset,
    hasMore: input.offset + pageRows.length < ranked.total,
    total: ranked.total,
    rows: pageRows.map((row) => leaderboardRowOf(row, input.playerId)),
    me,
    updatedAt: ranked.updatedAt,
    resetsOn: resetsOn?.toISOString() ?? null,
    showsName,
  };
}

export async function setShowName(db: DbExecutor, playerId: string, show: boolean, now: Date) {
  await db
    .insert(competitionPreferences)
    .values({ playerId, showName: show, updatedAt: now })
    .onConflictDoUpdate({ target: competitionPreferences.playerId, set: { showName: show, updatedAt: now } });
  return { showsName: show };
}

function raceStatusOf(race: SlotRaceRow, now: Date): SlotRaceSummary['status'] {
  if (race.status === 'cancelled') return 'cancelled';
  if (race.status !== 'scheduled' || race.endsAt <= now) return 'finished';
  return race.startsAt > now ? 'upcoming' : 'live';
}

async function summariesOf(db: DbExecutor, races: SlotRaceRow[], now: Date): Promise<SlotRaceSummary[]> {
  const byGame = await gamesById(
    db,
    races.flatMap((race) => race.gameIds ?? []),
  );
  const counts = races.length
    ? await db
        .select({ raceId: slotRaceScores.raceId, players: sql<number>`count(*)::int` })
        .from(slotRaceScores)
        .where(
          inArray(
            slotRaceScores.raceId,
            races.map((race) => race.id),
          ),
        )
        .groupBy(slotRaceScores.raceId)
    : [];
  return races.map((race) => ({
    id: race.id,
    url: race.url,
    name: race.name,
    scoring: race.scoring,
    currency: race.currency,
    minBetMinor: race.minBetMinor.toString(),
    poolMinor: race.poolMinor.toString(),
    prizesMinor: race.prizesMinor.map((prize) => prize.toString()),
    games: race.gameIds ? race.gameIds.map((id) => byGame.get(id)).filter((game) => !!game) : null,
    startsAt: race.startsAt.toISOString(),
    endsAt: race.endsAt.toISOString(),
    status: raceStatusOf(race, now),
    players: counts.find((count) => count.raceId === race.id)?.players ?? 0,
  }));
}

/** Live and upcoming races, then those finished in the last week. */
export async function slotRacesView(db: DbExecutor, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const races = await db
    .select()
    .from(slotRaces)
    .where(or(sql`${slotRaces.endsAt} > ${weekAgo.toISOString()}::timestamptz`))
    .orderBy(asc(slotRaces.endsAt))
    .limit(100);
  const summaries = await summariesOf(db, races, now);
  const order = { live: 0, upcoming: 1, finished: 2, cancelled: 3 } as const;
  summaries.sort((a, b) => order[a.status] - order[b.status]);
  return { races: summaries };
}

export const standingsShown = 20;

/** The race's standings (frozen results once it ended) and the player's own place. */
export async function raceStandingsView(
  db: DbExecutor,
  race: SlotRaceRow,
  playerId: string | null,
): Promise<SlotRaceStandings> {
  const frozen = race.status === 'paying' || race.status === 'closed';
  const prizeOf = (place: number) => (race.prizesMinor[place - 1] ?? 0n).toString();
  let rows: { place: number; playerId: string; score: bigint }[];
  if (frozen) {
    rows = await db
      .select({
        place: slotRaceResults.place,
        playerId: slotRaceResults.playerId,
        score: slotRaceResults.score,
      })
      .from(slotRaceResults)
      .where(eq(slotRaceResults.raceId, race.id))
      .orderBy(asc(slotRaceResults.place));
  } else rows = await raceStandings(db, race.id, standingsShown);
  const names = rows.length
    ? await db
        .select({ id: players.id, username: players.username, showName: competitionPreferences.showName })
        .from(players)
        .leftJoin(competitionPreferences, eq(competitionPreferences.playerId, players.id))
        .where(
          inArray(
            players.id,
            rows.map((row) => row.playerId),
          ),
        )
    : [];
  const nameOf = new Map(names.map((row) => [row.id, shownName(row.username, row.showName)]));
  const standings: RaceStanding[] = rows.map((row) => ({
    place: row.place,
    name: nameOf.get(row.playerId) ?? '***',
    score: row.score.toString(),
    prizeMinor: prizeOf(row.place),
    isMe: row.playerId === playerId,
  }));
  let me = standings.find((row) => row.isMe) ?? null;
  if (!me && playerId && !frozen) {
    const [mine] = rowsOf<{ place: string; score: string; username: string; show_name: boolean | null }>(
      await db.execute(sql`
        SELECT (1 + (SELECT count(*) FROM slot_race_scores o WHERE o.race_id = s.race_id
                     AND (o.score > s.score OR (o.score = s.score AND (o.reached_at, o.reached_event_id) < (s.reached_at, s.reached_event_id)))))::text AS place,
               s.score::text AS score, p.username, c.show_name
        FROM slot_race_scores s JOIN players p ON p.id = s.player_id
        LEFT JOIN competition_preferences c ON c.player_id = s.player_id
        WHERE s.race_id = ${race.id} AND s.player_id = ${playerId}`),
    );
    if (mine)
      me = {
        place: Number(mine.place),
        name: shownName(mine.username, mine.show_name),
        score: mine.score,
        prizeMinor: prizeOf(Number(mine.place)),
        isMe: true,
      };
  }
  return { standings, me, frozen };
}

export async function findRaceByUrl(db: DbExecutor, url: string): Promise<SlotRaceRow | null> {
  const [race] = await db.select().from(slotRaces).where(eq(slotRaces.url, url));
  return race ?? null;
}

export async function slotRaceView(
  db: DbExecutor,
  race: SlotRaceRow,
  playerId: string | null,
  now: Date,
): Promise<SlotRaceData> {
  const [summary] = await summariesOf(db, [race], now);
  return { ...summary!, ...(await raceStandingsView(db, race, playerId)) };
}

/** The player's loyalty level (for tests and the widget). */
export async function levelOf(db: DbExecutor, playerId: string): Promise<number> {
  const [row] = await db
    .select({ level: playerLoyalty.level })
    .from(playerLoyalty)
    .where(eq(playerLoyalty.playerId, playerId));
  return row?.level ?? 0;
}
