import type { AffiliateReportData } from '@casino/contract';
import { minorToDecimal } from '@casino/rules/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';

interface Row {
  affiliate_id: string;
  programme: string | null;
  currency: string;
  registrations: string | number;
  first_deposits: string | number;
  first_deposit_amount: string | null;
  bets: string | null;
  wins: string | null;
}

/**
 * Per affiliate (the players' myaffid) and currency: sign-ups and first deposits in the period, and the
 * net revenue of their players' games from the ledger: stakes (less rolled-back ones) minus wins, summed
 * over the postings on the players' own accounts. Amounts stay integer minor units until formatted.
 */
export async function affiliateReport(
  db: Database,
  input: { skinId: string; from: Date | null; to: Date | null },
): Promise<AffiliateReportData> {
  const from = input.from ?? new Date(0);
  const to = input.to ?? new Date('9999-12-31T00:00:00Z');
  const result = await db.execute(sql`
    WITH attributed AS (
      SELECT id, myaffid, currency, created_at, first_deposit_at, first_deposit_cents
      FROM players
      WHERE skin_id = ${input.skinId} AND myaffid IS NOT NULL
    ),
    signups AS (
      SELECT myaffid, currency,
        count(*) FILTER (WHERE created_at >= ${from} AND created_at < ${to}) AS registrations,
        count(*) FILTER (WHERE first_deposit_at >= ${from} AND first_deposit_at < ${to}) AS first_deposits,
        coalesce(sum(first_deposit_cents) FILTER (WHERE first_deposit_at >= ${from} AND first_deposit_at < ${to}), 0)::text AS first_deposit_amount
      FROM attributed GROUP BY myaffid, currency
    ),
    games AS (
      SELECT a.myaffid, acc.currency,
        (-coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('game_bet', 'game_rollback')), 0))::text AS bets,
        coalesce(sum(p.amount) FILTER (WHERE e.kind = 'game_win'), 0)::text AS wins
      FROM attributed a
      JOIN ledger_accounts acc ON acc.owner_kind = 'player' AND acc.owner_id = a.id
      JOIN ledger_postings p ON p.account_id = acc.id
      JOIN ledger_entries e ON e.id = p.entry_id
      WHERE e.kind IN ('game_bet', 'game_win', 'game_rollback')
        AND e.created_at >= ${from} AND e.created_at < ${to}
      GROUP BY a.myaffid, acc.currency
    )
    SELECT coalesce(s.myaffid, g.myaffid) AS affiliate_id,
      ap.name AS programme,
      coalesce(s.currency, g.currency) AS currency,
      coalesce(s.registrations, 0) AS registrations,
      coalesce(s.first_deposits, 0) AS first_deposits,
      coalesce(s.first_deposit_amount, '0') AS first_deposit_amount,
      coalesce(g.bets, '0') AS bets,
      coalesce(g.wins, '0') AS wins
    FROM signups s
    FULL JOIN games g ON g.myaffid = s.myaffid AND g.currency = s.currency
    LEFT JOIN affiliate_programmes ap
      ON ap.skin_id = ${input.skinId} AND ap.code = coalesce(s.myaffid, g.myaffid)
    ORDER BY affiliate_id, currency
  `);
  const affiliates = rowsOf<Row>(result).map((row) => {
    const bets = BigInt(row.bets ?? '0');
    const wins = BigInt(row.wins ?? '0');
    const firstDepositAmount = BigInt(row.first_deposit_amount ?? '0');
    const net = bets - wins;
    return {
      affiliateId: row.affiliate_id,
      programme: row.programme,
      currency: row.currency,
      registrations: Number(row.registrations),
      firstDeposits: Number(row.first_deposits),
      firstDepositAmount: minorToDecimal(firstDepositAmount, row.currency),
      bets: minorToDecimal(bets, row.currency),
      wins: minorToDecimal(wins, row.currency),
      netRevenue: minorToDecimal(net, row.currency),
      minor: {
        firstDepositAmount: firstDepositAmount.toString(),
        bets: bets.toString(),
        wins: wins.toString(),
        netRevenue: net.toString(),
      },
    };
  });
  return { affiliates };
}
