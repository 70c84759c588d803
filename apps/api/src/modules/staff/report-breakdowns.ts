import type { z } from 'zod';
import type {
  GamingReportGrouping,
  staffCurrencyReportRowSchema,
  staffGamingReportRowSchema,
} from '@casino/contract/backoffice-reports';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';
import { bonusCostFacts } from './report-bonus-cost';
import { inRange, reportRange } from './report-range';

type GamingRow = z.infer<typeof staffGamingReportRowSchema>;
type CurrencyRow = z.infer<typeof staffCurrencyReportRowSchema>;
type Range = { from: string; to: string };

// What each grouping keys and labels a round by; a sportsbook is a game of category `sportsbook`.
const groupings: Record<GamingReportGrouping, { key: string; label: string }> = {
  game: { key: 'g.slug', label: 'g.title' },
  provider: { key: 'p.code', label: 'p.name' },
  product: {
    key: "CASE WHEN g.category = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END",
    label: "CASE WHEN g.category = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END",
  },
};

/**
 * Closed rounds started in the range (UTC days, `to` inclusive) by game, provider or product and
 * currency: rounds, distinct players, stakes, wins and GGR (stakes less wins), as the daily report
 * counts them; the biggest GGR first.
 */
export async function gamingReport(
  db: Database,
  query: Range & { by: GamingReportGrouping },
): Promise<GamingRow[]> {
  const range = reportRange(query);
  if (!range) return [];
  const { key, label } = groupings[query.by];
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      SELECT ${sql.raw(key)} AS key, min(${sql.raw(label)}) AS label, r.currency,
             count(*)::int AS rounds, count(DISTINCT r.player_id)::int AS players,
             sum(r.stake)::text AS stakes, sum(r.win)::text AS wins, sum(r.stake - r.win)::text AS ggr
      FROM game_rounds r JOIN games g ON g.id = r.game_id JOIN game_providers p ON p.id = r.provider_id
      WHERE r.status = 'closed' AND ${inRange(range, 'r.started_at')}
      GROUP BY 1, r.currency
      ORDER BY sum(r.stake - r.win) DESC, 1, r.currency`),
  );
  return rows.map((row) => ({
    key: String(row.key),
    label: String(row.label),
    currency: String(row.currency),
    rounds: Number(row.rounds),
    players: Number(row.players),
    stakesMinor: String(row.stakes),
    winsMinor: String(row.wins),
    ggrMinor: String(row.ggr),
  }));
}

/**
 * The range's totals by currency: deposits credited, withdrawals paid, GGR of closed rounds, the bonus
 * cost in its parts (report-bonus-cost.ts) and NGR, GGR less the whole bonus cost.
 */
export async function currencyReport(db: Database, query: Range): Promise<CurrencyRow[]> {
  const range = reportRange(query);
  if (!range) return [];
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`
      WITH facts AS (
        SELECT currency, 'deposits' AS part, coalesce(credited_minor, amount_minor) AS amount
        FROM deposits WHERE status = 'completed' AND ${inRange(range, 'completed_at')}
        UNION ALL
        SELECT currency, 'withdrawals', amount_minor
        FROM withdrawals WHERE status = 'paid' AND ${inRange(range, 'processed_at')}
        UNION ALL
        SELECT currency, 'ggr', stake - win
        FROM game_rounds WHERE status = 'closed' AND ${inRange(range, 'started_at')}
        UNION ALL
        SELECT currency, part, amount FROM (${bonusCostFacts(range)}) AS bonus_cost
      )
      SELECT currency, part, sum(amount)::text AS amount FROM facts GROUP BY currency, part`),
  );
  return totalsByCurrency(rows);
}

function totalsByCurrency(rows: Record<string, string>[]): CurrencyRow[] {
  const byCurrency = new Map<string, Map<string, bigint>>();
  for (const row of rows) {
    const parts = byCurrency.get(row.currency!) ?? new Map<string, bigint>();
    parts.set(row.part!, BigInt(row.amount ?? 0));
    byCurrency.set(row.currency!, parts);
  }
  return [...byCurrency.keys()].sort().map((currency) => {
    const part = (name: string) => byCurrency.get(currency)?.get(name) ?? 0n;
    const bonusCost = part('converted') + part('loyalty') + part('cashback') + part('vip');
    return {
      currency,
      depositsMinor: part('deposits').toString(),
      withdrawalsMinor: part('withdrawals').toString(),
      ggrMinor: part('ggr').toString(),
      bonusConvertedMinor: part('converted').toString(),
      loyaltyRewardsMinor: part('loyalty').toString(),
      cashbackMinor: part('cashback').toString(),
      vipRewardsMinor: part('vip').toString(),
      bonusCostMinor: bonusCost.toString(),
      ngrMinor: (part('ggr') - bonusCost).toString(),
    };
  });
}
