import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './app-error';

export const rateWindowMs = 15 * 60_000;

function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one hit (or `hits` of them: a budget of events) on `key` in the current fixed window (in the
 * database, so every instance shares it) and answers the count so far.
 */
export async function countHit(
  db: Database,
  input: { key: string; now: Date; windowMs?: number; hits?: number },
): Promise<number> {
  const start = windowStart(input.now, input.windowMs ?? rateWindowMs);
  const hits = input.hits ?? 1;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: input.key, windowStart: start, hits })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + ${hits}` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? hits;
}

/** The hits on `key` in the current window, without counting one. */
export async function readHits(
  db: Database,
  input: { key: string; now: Date; windowMs?: number },
): Promise<number> {
  const start = windowStart(input.now, input.windowMs ?? rateWindowMs);
  const rows = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${input.key} and ${rateLimitCounters.windowStart} = ${start}`);
  return rows[0]?.hits ?? 0;
}

/** Counts a hit on each key and answers 429 rate_limited when any is over its limit. */
export async function enforceRateLimits(
  db: Database,
  now: Date,
  limits: { key: string; max: number }[],
): Promise<void> {
  for (const limit of limits) {
    const hits = await countHit(db, { key: limit.key, now });
    if (hits > limit.max) throw new AppError('rate_limited');
  }
}
