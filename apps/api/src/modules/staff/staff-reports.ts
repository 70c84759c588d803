import type { z } from 'zod';
import type { staffReportRowSchema } from '@casino/contract/backoffice';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';
import { bonusCostFacts } from './report-bonus-cost';
import { toCsv, type CsvColumns } from './report-csv';
import { inRange, reportRange, type ReportRange } from './report-range';

/** A row of the daily report, as the contract describes it. */
type ReportRow = z.infer<typeof staffReportRowSchema>;

/**
 * The daily report by currency (UTC days, from and to inclusive): deposits credited, withdrawals paid,
 * GGR (stakes less wins of closed rounds, casino and sportsbook), bonus cost (bonus money converted to
 * cash, loyalty rewards, cashback and VIP rewards paid: report-bonus-cost.ts), NGR (GGR less bonus
 * cost), new players (registered) and active players (who played a round).
 * Amounts are minor units of the currency; a day and currency with nothing is left out. At most a
 * year from `from` is reported.
 */
export async function dailyReport(db: Database, query: { from: string; to: string }): Promise<ReportRow[]> {
  const range = reportRange(query);
  if (!range) return [];
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

function reportQuery(range: ReportRange) {
  const within = (column: string) => inRange(range, column);
  const day = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
  return sql`
    WITH facts AS (
      SELECT ${day('completed_at')} AS day, currency, coalesce(credited_minor, amount_minor) AS deposits,
             0::bigint AS withdrawals, 0::bigint AS ggr, 0::bigint AS bonus_cost,
             NULL::uuid AS new_player, NULL::uuid AS active_player
      FROM deposits WHERE status = 'completed' AND ${within('completed_at')}
      UNION ALL
      SELECT ${day('processed_at')}, currency, 0, amount_minor, 0, 0, NULL, NULL
      FROM withdrawals WHERE status = 'paid' AND ${within('processed_at')}
      UNION ALL
      SELECT ${day('started_at')}, currency, 0, 0, stake - win, 0, NULL, player_id
      FROM game_rounds WHERE status = 'closed' AND ${within('started_at')}
      UNION ALL
      SELECT ${day('at')}, currency, 0, 0, 0, amount, NULL, NULL
      FROM (${bonusCostFacts(range)}) AS bonus_cost
      UNION ALL
      SELECT ${day('created_at')}, currency, 0, 0, 0, 0, id, NULL
      FROM players WHERE ${within('created_at')}
    )
    SELECT day, currency, sum(deposits)::text AS deposits, sum(withdrawals)::text AS withdrawals,
           sum(ggr)::text AS ggr, sum(bonus_cost)::text AS bonus_cost,
           count(DISTINCT new_player)::int AS new_players, count(DISTINCT active_player)::int AS active_players
    FROM facts GROUP BY day, currency ORDER BY day, currency`;
}

const csvColumns: CsvColumns<ReportRow> = [
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

/** The daily report as RFC 4180 CSV (report-csv.ts). */
export function reportCsv(rows: ReportRow[]): string {
  return toCsv(csvColumns, rows);
}
