import type { LeaderboardPeriod } from '../../db/schema';

const dayMs = 86_400_000;

function utcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The first instant (UTC) of the period containing `at`; 'all' starts at the epoch. */
export function periodStartOf(period: LeaderboardPeriod, at: Date): Date {
  switch (period) {
    case 'all':
      return new Date(0);
    case 'daily':
      return utcMidnight(at);
    case 'weekly': {
      // ISO weeks start on Monday: getUTCDay() is 0 on Sunday.
      const sinceMonday = (at.getUTCDay() + 6) % 7;
      return new Date(utcMidnight(at).getTime() - sinceMonday * dayMs);
    }
    case 'monthly':
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  }
}

/** When the period containing `at` ends (the next one starts); null for 'all'. */
export function periodResetsOn(period: LeaderboardPeriod, at: Date): Date | null {
  const start = periodStartOf(period, at);
  switch (period) {
    case 'all':
      return null;
    case 'daily':
      return new Date(start.getTime() + dayMs);
    case 'weekly':
      return new Date(start.getTime() + 7 * dayMs);
    case 'monthly':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
}

/** The period's start as the date column holds it (YYYY-MM-DD). */
export function periodKey(period: LeaderboardPeriod, at: Date): string {
  return periodStartOf(period, at).toISOString().slice(0, 10);
}
