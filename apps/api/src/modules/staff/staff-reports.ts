import type { z } from 'zod';
import type { staffReportRowSchema } from '@casino/contract/backoffice';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';

/** A row of the daily report, as the contract describes it. */
type ReportRow = z.infer<typeof staffReportRowSchema>;

// A report covers at most a year of days: one query, bounded rows.
const maxDays = 366;

/**
 * The daily report by currency (UTC days, from and to inclusive): deposits credited, withdrawals paid,
 * GGR (stakes less wins of closed rounds, casino and sportsbook), bonus cost (bonus money converted to
 * cash), NGR (GGR less bonus cost), new players (registered) and active players (who played a round).
 * Amounts are minor units of the currency; a day and currency with nothing is left out. At most a
 * year from `from` is reported.
 */
export async function dailyReport(db: Database, query: { from: string; to: string }): Promise<ReportRow[]> {
  const from = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(`${query.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  // A range ending before it starts has no days; a longer one than a year stops after a year.
  if (!(end > from)) return [];
  const lastEnd = from.getTime() + maxDays * 86_400_000;
  if (end.getTime() > lastEnd) end.setTime(lastEnd);
  const range = { from: from.toISOString(), end: end.toISOString() };
  const rows = rowsOf<Record<string, string | number>>(await db.execute(reportQuery(range)));
  return rows.map((row) => {
    const ggr = BigInt(row.ggr ?? 0);
    const bonusCost = BigInt(row.bonus_cost ?? 0);
    return {
      day: String(row.day),
      currency: String(row.currency),
      depositsMinor: String(row.deposits),
      withdrawalsMinor: String(row.withdrawals),
      ggrMinor: ggr.toString(),
      bonusCostMinor: bonusCost.toString(),
      ngrMinor: (ggr - bonusCost).toString(),
      newPlayers: Number(row.new_players),
      activePlayers: Number(row.active_players),
    };
  });
}

function reportQuery(range: { from: string; end: string }) {
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${range.from}::timestamptz AND ${sql.raw(column)} < ${range.end}::timestamptz`;
  const day = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
  return sql`
    WITH facts AS (
      SELECT ${day('completed_at')} AS day, currency, coalesce(credited_minor, amount_minor) AS deposits,
             0::bigint AS withdrawals, 0::bigint AS ggr, 0::bigint AS bonus_cost,
             NULL::uuid AS new_player, NULL::uuid AS active_player
      FROM deposits WHERE status = 'completed' AND ${inRange('completed_at')}
      UNION ALL
      SELECT ${day('processed_at')}, currency, 0, amount_minor, 0, 0, NULL, NULL
      FROM withdrawals WHERE status = 'paid' AND ${inRange('processed_at')}
      UNION ALL
      SELECT ${day('started_at')}, currency, 0, 0, stake - win, 0, NULL, player_id
      FROM game_rounds WHERE status = 'closed' AND ${inRange('started_at')}
      UNION ALL
      SELECT ${day('ended_at')}, currency, 0, 0, 0, converted_minor, NULL, NULL
      FROM bonus_grants WHERE converted_minor > 0 AND ${inRange('ended_at')}
      UNION ALL
      SELECT ${day('created_at')}, currency, 0, 0, 0, 0, id, NULL
      FROM players WHERE ${inRange('created_at')}
    )
    SELECT day, currency, sum(deposits)::text AS deposits, sum(withdrawals)::text AS withdrawals,
           sum(ggr)::text AS ggr, sum(bonus_cost)::text AS bonus_cost,
           count(DISTINCT new_player)::int AS new_players, count(DISTINCT active_player)::int AS active_players
    FROM facts GROUP BY day, currency ORDER BY day, currency`;
}

const csvColumns: Array<[keyof ReportRow, string]> = [
  ['day', 'day'],
  ['currency', 'currency'],
  ['depositsMinor', 'deposits_minor'],
  ['withdrawalsMinor', 'withdrawals_minor'],
  ['ggrMinor', 'ggr_minor'],
  ['bonusCostMinor', 'bonus_cost_minor'],
  ['ngrMinor', 'ngr_minor'],
  ['newPlayers', 'new_players'],
  ['activePlayers', 'active_players'],
];

/** RFC 4180 text: a header line, CRLF line ends; a cell is quoted when it holds a comma, quote or line end. */
export function reportCsv(rows: ReportRow[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [csvColumns.map(([, title]) => title).join(',')];
  for (const row of rows) lines.push(csvColumns.map(([key]) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
