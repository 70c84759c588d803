import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChainableCommander, Redis } from 'ioredis';
import { leaderboardPeriods, type LeaderboardPeriod } from '../../db/schema';
import { rowsOf, type DbExecutor } from '../../db/transaction';
import { periodKey, periodResetsOn } from './periods';

/** One player's row of one period's leaderboard: what a scoring pass or a prize touched. */
export interface LeaderboardKey {
  period: LeaderboardPeriod;
  /** The period's first UTC day (YYYY-MM-DD), as leaderboard_totals holds it. */
  start: string;
  playerId: string;
}

export interface LeaderboardPage {
  /** The page's players in rank order. */
  playerIds: string[];
  total: number;
  updatedAt: string | null;
}

/**
 * Leaderboard reads from Redis: one sorted set per (period, period start) ranked on cash wagered in EUR
 * cents. PostgreSQL (leaderboard_totals) stays the truth: a set is built from it (at start, or the first
 * time a period is touched or read) and each scoring pass writes the committed totals of the rows it
 * touched. Every read answers null when Redis is missing, down or the set not built yet, and the caller
 * reads PostgreSQL instead.
 */
export interface LeaderboardCache {
  page(
    period: LeaderboardPeriod,
    start: string,
    offset: number,
    limit: number,
  ): Promise<LeaderboardPage | null>;
  /** The player's rank (1 = first); null when not ranked in that period; undefined when Redis cannot tell. */
  rankOf(period: LeaderboardPeriod, start: string, playerId: string): Promise<number | null | undefined>;
  /** Builds the current period of every kind from PostgreSQL (at start); answers the rows written. */
  rebuild(now: Date): Promise<number>;
  /** Builds one period's set from PostgreSQL and marks it ready; answers the rows written. */
  rebuildPeriod(period: LeaderboardPeriod, start: string): Promise<number>;
  /** Writes the committed totals of these rows (after the scoring transaction committed). */
  sync(keys: LeaderboardKey[]): Promise<void>;
}

interface TotalRow {
  player_id: string;
  wagered: string;
  updated_at: string;
}

/** Runs a MULTI and throws the first command's error (ioredis answers them per command). */
async function execAll(multi: ChainableCommander): Promise<void> {
  const results = await multi.exec();
  const failed = results?.find(([error]) => error);
  if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
}

/** Rows per ZADD while building a set. */
const buildChunk = 1_000;
/** A finished daily, weekly or monthly set is kept this long after its period ended, then expires. */
const keepAfterEndMs = 8 * 86_400_000;

/**
 * The sorted set's score: minus the wagered total, so ZRANGE (ascending score, equal scores by member,
 * lexically) is PostgreSQL's order `wagered DESC, player_id`: a uuid compares as its lower-case text.
 */
const scoreOf = (wagered: string) => -Number(wagered);

/** Where one kind of period's sets live, and the clock that says when they expire. */
interface SetPlace {
  redis: Redis;
  prefix: string;
  now?: () => Date;
}

const setKey = (place: SetPlace, period: LeaderboardPeriod, start: string) =>
  `${place.prefix}leaderboard:${period}:${start}:wagered`;
const metaKey = (place: SetPlace, period: LeaderboardPeriod, start: string) =>
  `${place.prefix}leaderboard:${period}:${start}:meta`;

/** The seconds a period's set lives: until a week after it ended; 'all' never expires. */
function ttlSeconds(place: SetPlace, period: LeaderboardPeriod, start: string): number | null {
  const ends = periodResetsOn(period, new Date(`${start}T00:00:00Z`));
  if (!ends) return null;
  return Math.max(
    60,
    Math.ceil((ends.getTime() + keepAfterEndMs - (place.now?.() ?? new Date()).getTime()) / 1000),
  );
}

/** The committed totals of one period, of some of its players or all. */
async function readTotals(db: DbExecutor, period: LeaderboardPeriod, start: string, playerIds?: string[]) {
  return rowsOf<TotalRow>(
    await db.execute(sql`
      SELECT player_id, wagered_eur_cents::text AS wagered, updated_at::text AS updated_at
      FROM leaderboard_totals
      WHERE period = ${period} AND period_start = ${start}::date
        ${playerIds ? sql`AND player_id IN ${playerIds}` : sql``}`),
  );
}

const latest = (rows: TotalRow[]) =>
  rows.reduce<string | null>((max, row) => {
    const at = new Date(row.updated_at).toISOString();
    return max === null || at > max ? at : max;
  }, null);

/** Builds a period's whole set aside from these rows and renames it in: a read never sees half a set. */
async function buildSet(place: SetPlace, period: LeaderboardPeriod, start: string, rows: TotalRow[]) {
  const { redis } = place;
  const key = setKey(place, period, start);
  const meta = metaKey(place, period, start);
  const temp = `${key}:building:${randomBytes(6).toString('hex')}`;
  for (let index = 0; index < rows.length; index += buildChunk) {
    const args: (string | number)[] = [];
    for (const row of rows.slice(index, index + buildChunk)) args.push(scoreOf(row.wagered), row.player_id);
    await redis.zadd(temp, ...args);
    // A build that dies half way leaves nothing behind for long.
    if (index === 0) await redis.expire(temp, 3_600);
  }
  const updatedAt = latest(rows);
  const multi = redis.multi();
  if (rows.length > 0) multi.rename(temp, key);
  else multi.del(key);
  multi.del(meta);
  multi.hset(meta, { built: '1', ...(updatedAt ? { updatedAt } : {}) });
  const ttl = ttlSeconds(place, period, start);
  if (ttl !== null) {
    if (rows.length > 0) multi.expire(key, ttl);
    multi.expire(meta, ttl);
  }
  await execAll(multi);
}

/** Writes these players' committed totals (`ids` without a row leave the set). */
async function writeSetRows(
  place: SetPlace,
  period: LeaderboardPeriod,
  start: string,
  ids: string[],
  rows: TotalRow[],
) {
  const { redis } = place;
  const key = setKey(place, period, start);
  const multi = redis.multi();
  const args: (string | number)[] = [];
  for (const row of rows) args.push(scoreOf(row.wagered), row.player_id);
  if (args.length > 0) multi.zadd(key, ...args);
  const gone = ids.filter((id) => !rows.some((row) => row.player_id === id));
  if (gone.length > 0) multi.zrem(key, ...gone);
  const updatedAt = latest(rows);
  const known = await redis.hget(metaKey(place, period, start), 'updatedAt');
  if (updatedAt && (!known || updatedAt > known))
    multi.hset(metaKey(place, period, start), 'updatedAt', updatedAt);
  // A set built empty (a day's at start) gets its first rows here: it expires like the others.
  const ttl = ttlSeconds(place, period, start);
  if (ttl !== null && args.length > 0) multi.expire(key, ttl);
  await execAll(multi);
}

/** A page of a built set; 'unbuilt' when the set is not built; null when Redis answered an error. */
async function readPage(
  place: SetPlace,
  period: LeaderboardPeriod,
  start: string,
  offset: number,
  limit: number,
): Promise<LeaderboardPage | 'unbuilt' | null> {
  const key = setKey(place, period, start);
  const [meta, ids, total] = (await place.redis
    .multi()
    .hgetall(metaKey(place, period, start))
    .zrange(key, offset, offset + limit - 1)
    .zcard(key)
    .exec())!;
  if (meta![0] || ids![0] || total![0]) return null;
  const fields = meta![1] as Record<string, string>;
  if (fields.built !== '1') return 'unbuilt';
  return { playerIds: ids![1] as string[], total: total![1] as number, updatedAt: fields.updatedAt ?? null };
}

/** The player's rank (1 = first) in a built set, null when not ranked; undefined when Redis cannot tell. */
async function readRank(place: SetPlace, period: LeaderboardPeriod, start: string, playerId: string) {
  const [meta, rank] = (await place.redis
    .multi()
    .hget(metaKey(place, period, start), 'built')
    .zrank(setKey(place, period, start), playerId)
    .exec())!;
  if (meta![0] || rank![0] || meta![1] !== '1') return undefined;
  return rank![1] === null ? null : (rank![1] as number) + 1;
}

/** The touched players per period set ("period:start"), with the sets to rebuild whole added empty. */
function groupByPeriod(keys: LeaderboardKey[], dirty: Set<string>) {
  const groups = new Map<string, { period: LeaderboardPeriod; start: string; players: Set<string> }>();
  for (const key of keys) {
    const id = `${key.period}:${key.start}`;
    const group = groups.get(id) ?? { period: key.period, start: key.start, players: new Set() };
    group.players.add(key.playerId);
    groups.set(id, group);
  }
  for (const id of dirty) {
    if (groups.has(id)) continue;
    const [period, start] = id.split(':') as [LeaderboardPeriod, string];
    groups.set(id, { period, start, players: new Set() });
  }
  return groups;
}

export function createLeaderboardCache(options: {
  redis: Redis;
  prefix: string;
  db: DbExecutor;
  log?: { warn(object: object, message: string): void };
  /** The clock that says when a period's set expires. */
  now?: () => Date;
}): LeaderboardCache {
  const { redis, db } = options;
  const place: SetPlace = options;
  const building = new Map<string, Promise<number>>();
  // Periods ("period:start") whose last write failed: rebuilt whole at the next sync.
  const dirty = new Set<string>();
  const warn = (error: unknown, message: string) =>
    options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, message);

  async function build(period: LeaderboardPeriod, start: string): Promise<number> {
    const rows = await readTotals(db, period, start);
    await buildSet(place, period, start, rows);
    return rows.length;
  }

  function rebuildPeriod(period: LeaderboardPeriod, start: string): Promise<number> {
    const id = `${period}:${start}`;
    const running = building.get(id);
    if (running) return running;
    const started = build(period, start).finally(() => building.delete(id));
    started.catch(() => dirty.add(id));
    building.set(id, started);
    return started;
  }

  return {
    async page(period, start, offset, limit) {
      try {
        const page = await readPage(place, period, start, offset, limit);
        if (page !== 'unbuilt') return page;
        // Not built (a new period, or Redis lost it): PostgreSQL answers while it is built.
        rebuildPeriod(period, start).catch((error) => warn(error, 'leaderboard set build failed'));
        return null;
      } catch (error) {
        warn(error, 'leaderboard read from Redis failed: read from PostgreSQL');
        return null;
      }
    },

    async rankOf(period, start, playerId) {
      try {
        return await readRank(place, period, start, playerId);
      } catch (error) {
        warn(error, 'leaderboard rank from Redis failed: read from PostgreSQL');
        return undefined;
      }
    },

    async rebuild(now) {
      let written = 0;
      for (const period of leaderboardPeriods) written += await rebuildPeriod(period, periodKey(period, now));
      return written;
    },

    rebuildPeriod,

    async sync(keys) {
      for (const [id, { period, start, players }] of groupByPeriod(keys, dirty)) {
        try {
          if (dirty.has(id) || (await redis.hget(metaKey(place, period, start), 'built')) !== '1') {
            // First touch of a period here, Redis lost it or missed a write: the whole set, again.
            await rebuildPeriod(period, start);
            dirty.delete(id);
            continue;
          }
          const ids = [...players];
          await writeSetRows(place, period, start, ids, await readTotals(db, period, start, ids));
        } catch (error) {
          // Redis down: reads fall back to PostgreSQL; this set is built again once Redis answers.
          dirty.add(id);
          warn(error, 'leaderboard write to Redis failed');
        }
      }
    },
  };
}
