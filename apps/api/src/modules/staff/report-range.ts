import { sql } from 'drizzle-orm';

// A report covers at most a year of days: one query, bounded rows.
const maxDays = 366;

/** The instants a report of UTC days covers (`to` inclusive), or null when it ends before it starts. */
export function reportRange(query: { from: string; to: string }): ReportRange | null {
  const from = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(`${query.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  // A range ending before it starts has no days; a longer one than a year stops after a year.
  if (!(end > from)) return null;
  const lastEnd = from.getTime() + maxDays * 86_400_000;
  if (end.getTime() > lastEnd) end.setTime(lastEnd);
  return { from: from.toISOString(), end: end.toISOString() };
}

export interface ReportRange {
  from: string;
  end: string;
}

/** `column` falls in the range (from inclusive, end exclusive). */
export const inRange = (range: ReportRange, column: string) =>
  sql`${sql.raw(column)} >= ${range.from}::timestamptz AND ${sql.raw(column)} < ${range.end}::timestamptz`;
