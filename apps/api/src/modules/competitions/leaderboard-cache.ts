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

export function createLeaderboardCache(options: {
  redis: Redis;
  prefix: string;
  db: DbExecutor;
  log?: { warn(object: object, message: string): void };
  /** The clock that says when a period's set expires. */
  now?: () => Date;
}): LeaderboardCache {
  const { redis, db } = options;
  const setKey = (period: LeaderboardPeriod, start: string) =>
    `${options.prefix}leaderboard:${period}:${start}:wagered`;
  const metaKey = (period: LeaderboardPeriod, start: string) =>
    `${options.prefix}leaderboard:${period}:${start}:meta`;
  const building = new Map<string, Promise<number>>();
  // Periods ("period:start") whose last write failed: rebuilt whole at the next sync.
  const dirty = new Set<string>();
  const parseId = (id: string) => {
    const [period, start] = id.split(':') as [LeaderboardPeriod, string];
    return { period, start };
  };

  const warn = (error: unknown, message: string) =>
    options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, message);

  /** The seconds a period's set lives: until a week after it ended; 'all' never expires. */
  function ttlSeconds(period: LeaderboardPeriod, start: string): number | null {
    const ends = periodResetsOn(period, new Date(`${start}T00:00:00Z`));
    if (!ends) return null;
    return Math.max(
      60,
      Math.ceil((ends.getTime() + keepAfterEndMs - (options.now?.() ?? new Date()).getTime()) / 1000),
    );
  }

  async function readRows(period: LeaderboardPeriod, start: string, playerIds?: string[]) {
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

  async function build(period: LeaderboardPeriod, start: string): Promise<number> {
    const rows = await readRows(period, start);
    const key = setKey(period, start);
    // Built aside and renamed in: a read never sees half a set.
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
    multi.del(metaKey(period, start));
    multi.hset(metaKey(period, start), { built: '1', ...(updatedAt ? { updatedAt } : {}) });
    const ttl = ttlSeconds(period, start);
    if (ttl !== null) {
      if (rows.length > 0) multi.expire(key, ttl);
      multi.expire(metaKey(period, start), ttl);
    }
    await execAll(multi);
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

  /** Writes the committed totals of these players in one period's set. */
  async function writeRows(period: LeaderboardPeriod, start: string, ids: string[]) {
    const rows = await readRows(period, start, ids);
    const multi = redis.multi();
    const args: (string | number)[] = [];
    for (const row of rows) args.push(scoreOf(row.wagered), row.player_id);
    if (args.length > 0) multi.zadd(setKey(period, start), ...args);
    const gone = ids.filter((id) => !rows.some((row) => row.player_id === id));
    if (gone.length > 0) multi.zrem(setKey(period, start), ...gone);
    const updatedAt = latest(rows);
    const known = await redis.hget(metaKey(period, start), 'updatedAt');
    if (updatedAt && (!known || updatedAt > known))
      multi.hset(metaKey(period, start), 'updatedAt', updatedAt);
    // A set built empty (a day's at start) gets its first rows here: it expires like the others.
    const ttl = ttlSeconds(period, start);
    if (ttl !== null && args.length > 0) multi.expire(setKey(period, start), ttl);
    await execAll(multi);
  }

  async function isBuilt(period: LeaderboardPeriod, start: string): Promise<boolean> {
    return (await redis.hget(metaKey(period, start), 'built')) === '1';
  }

  return {
    async page(period, start, offset, limit) {
      try {
        const [meta, ids, total] = (await redis
          .multi()
          .hgetall(metaKey(period, start))
          .zrange(setKey(period, start), offset, offset + limit - 1)
          .zcard(setKey(period, start))
          .exec())!;
        if (meta![0] || ids![0] || total![0]) return null;
        const fields = meta![1] as Record<string, string>;
        if (fields.built !== '1') {
          // Not built (a new period, or Redis lost it): PostgreSQL answers while it is built.
          rebuildPeriod(period, start).catch((error) => warn(error, 'leaderboard set build failed'));
          return null;
        }
        return {
          playerIds: ids![1] as string[],
          total: total![1] as number,
          updatedAt: fields.updatedAt ?? null,
        };
      } catch (error) {
        warn(error, 'leaderboard read from Redis failed: read from PostgreSQL');
        return null;
      }
    },

    async rankOf(period, start, playerId) {
      try {
        const [meta, rank] = (await redis
          .multi()
          .hget(metaKey(period, start), 'built')
          .zrank(setKey(period, start), playerId)
          .exec())!;
        if (meta![0] || rank![0] || meta![1] !== '1') return undefined;
        return rank![1] === null ? null : (rank![1] as number) + 1;
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
      const groups = new Map<string, { period: LeaderboardPeriod; start: string; players: Set<string> }>();
      for (const key of keys) {
        const id = `${key.period}:${key.start}`;
        const group = groups.get(id) ?? { period: key.period, start: key.start, players: new Set() };
        group.players.add(key.playerId);
        groups.set(id, group);
      }
      for (const id of dirty) if (!groups.has(id)) groups.set(id, { ...parseId(id), players: new Set() });
      for (const [id, { period, start, players }] of groups) {
        try {
          if (dirty.has(id) || !(await isBuilt(period, start))) {
            // First touch of a period here, Redis lost it or missed a write: the whole set, again.
            await rebuildPeriod(period, start);
            dirty.delete(id);
            continue;
          }
          await writeRows(period, start, [...players]);
        } catch (error) {
          // Redis down: reads fall back to PostgreSQL; this set is built again once Redis answers.
          dirty.add(id);
          warn(error, 'leaderboard write to Redis failed');
        }
      }
    },
  };
}
