import type { WithdrawalRisk } from '@casino/contract/backoffice-payments';
import { formatUnits } from '@casino/rules/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';
import { currencyInfo } from '../../lib/player-currency';

/** The operator's thresholds (config: WITHDRAWAL_RISK_RATIO_ABOVE, WITHDRAWAL_RISK_BONUS_DAYS). */
export interface RiskThresholds {
  /** A decimal: above this many times the deposits, a withdrawal is flagged. */
  ratioAbove: string;
  /** A bonus converted within this many days still counts as bonus activity. */
  bonusDays: number;
}

interface RiskRow {
  id: string;
  currency: string;
  deposited: string;
  withdrawn: string;
  ratio: string | null;
  ratio_flagged: boolean;
  active_bonus: boolean;
  converted_recently: boolean;
  new_address: boolean;
  last_country: string | null;
  previous_country: string | null;
  kyc_status: 'verified' | 'not_verified';
  casino_net: string;
  sportsbook_net: string;
}

/**
 * The signals of a whole page of the queue in one query, per withdrawal, in the withdrawal's
 * currency: completed deposits and withdrawals paid before, the ratio of (this one + those paid) to
 * deposits, bonus activity, whether the last log-in's address and the latest session's country differ
 * from the one before, KYC, and the player's net results from their rounds (wins less stakes; rolled
 * back rounds left out), sportsbook when the game is the sportsbook's or the bet carried a ticket.
 */
function riskQuery(ids: readonly string[], now: Date, thresholds: RiskThresholds) {
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const recentSince = new Date(now.getTime() - thresholds.bonusDays * 24 * 3_600_000).toISOString();
  return sql`
    SELECT w.id, w.currency,
      coalesce(d.total, 0)::text AS deposited,
      coalesce(paid.total, 0)::text AS withdrawn,
      CASE WHEN coalesce(d.total, 0) > 0
        THEN round((w.amount_minor + coalesce(paid.total, 0))::numeric / d.total, 2)::text END AS ratio,
      coalesce(w.amount_minor + coalesce(paid.total, 0) > d.total * ${thresholds.ratioAbove}::numeric, true)
        AS ratio_flagged,
      coalesce(b.active, false) AS active_bonus,
      coalesce(b.converted_recently, false) AS converted_recently,
      (pl.previous_login_ip IS NOT NULL AND pl.last_login_ip IS DISTINCT FROM pl.previous_login_ip)
        AS new_address,
      s.countries[1] AS last_country,
      s.countries[2] AS previous_country,
      pl.kyc_status,
      coalesce(r.casino, 0)::text AS casino_net,
      coalesce(r.sportsbook, 0)::text AS sportsbook_net
    FROM withdrawals w
    JOIN players pl ON pl.id = w.player_id
    LEFT JOIN LATERAL (
      SELECT sum(credited_minor) AS total FROM deposits
      WHERE player_id = w.player_id AND currency = w.currency AND status = 'completed') d ON true
    LEFT JOIN LATERAL (
      SELECT sum(amount_minor) AS total FROM withdrawals x
      WHERE x.player_id = w.player_id AND x.currency = w.currency AND x.status = 'paid' AND x.id <> w.id
    ) paid ON true
    LEFT JOIN LATERAL (
      SELECT bool_or(status IN ('active', 'free_spins')) AS active,
        bool_or(status = 'converted' AND ended_at >= ${recentSince}::timestamptz) AS converted_recently
      FROM bonus_grants WHERE player_id = w.player_id) b ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(country_code ORDER BY created_at DESC) AS countries FROM (
        SELECT country_code, created_at FROM sessions
        WHERE kind = 'player' AND player_id = w.player_id
        ORDER BY created_at DESC LIMIT 2) latest) s ON true
    LEFT JOIN LATERAL (
      SELECT sum(rr.win - rr.stake) FILTER (WHERE NOT rr.sportsbook) AS casino,
        sum(rr.win - rr.stake) FILTER (WHERE rr.sportsbook) AS sportsbook
      FROM (
        SELECT gr.win, gr.stake, (g.category = 'sportsbook' OR gr.sportsbook IS NOT NULL) AS sportsbook
        FROM game_rounds gr JOIN games g ON g.id = gr.game_id
        WHERE gr.player_id = w.player_id AND gr.currency = w.currency AND gr.status <> 'rolled_back'
      ) rr) r ON true
    WHERE w.id IN (${idList})`;
}

function riskOf(row: RiskRow, bonusDays: number): WithdrawalRisk {
  const { minorUnits } = currencyInfo(row.currency);
  const money = (minor: string) => formatUnits(BigInt(minor), minorUnits);
  const countriesKnown = row.last_country !== null && row.previous_country !== null;
  return {
    deposited: money(row.deposited),
    withdrawn: money(row.withdrawn),
    withdrawalToDepositRatio: row.ratio,
    ratioFlagged: row.ratio_flagged,
    activeBonus: row.active_bonus,
    bonusConvertedRecently: row.converted_recently,
    bonusDays,
    newAddress: row.new_address,
    newCountry: countriesKnown ? row.last_country !== row.previous_country : null,
    lastCountry: row.last_country,
    previousCountry: row.previous_country,
    kycStatus: row.kyc_status,
    casinoNet: money(row.casino_net),
    sportsbookNet: money(row.sportsbook_net),
  };
}

/** Each withdrawal's risk signals by its id: one query for the page, however many cards it has. */
export async function withdrawalRisksOf(
  db: Database,
  ids: readonly string[],
  now: Date,
  thresholds: RiskThresholds,
): Promise<Map<string, WithdrawalRisk>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<RiskRow>(await db.execute(riskQuery(ids, now, thresholds)));
  return new Map(rows.map((row) => [row.id, riskOf(row, thresholds.bonusDays)]));
}
