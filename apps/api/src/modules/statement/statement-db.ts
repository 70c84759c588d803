import { sql } from 'drizzle-orm';
import { rowsOf, type DbExecutor } from '../../db/transaction';

/** One line of a year's movements: a currency, what it is, and its sums in minor units. */
export interface StatementMovement {
  currency: string;
  line: 'deposit' | 'withdrawal' | 'casino' | 'sportsbook';
  /** The sum of the postings: positive into the player's money, negative out of it. */
  total: bigint;
  /** Games only: cash staked, less stakes refunded by rollbacks. */
  staked: bigint;
}

/**
 * A player's movements between two moments, counted from the ledger: deposits credited to cash,
 * withdrawals paid out of the withdrawal hold (a cancelled one never left the player), and the cash
 * postings of game entries (bets, wins, rollbacks, adjustments) by product. A round is sportsbook
 * when its game is the sportsbook's or its bet carried a ticket; everything else is casino. Bonus money
 * is not the player's and counts nowhere, as in the loss limits (wallet/sql/08_play_limits.sql).
 */
export async function sumStatementMovements(
  db: DbExecutor,
  input: { playerId: string; from: Date; to: Date },
): Promise<StatementMovement[]> {
  const rows = rowsOf<{ currency: string; line: StatementMovement['line']; total: string; staked: string }>(
    await db.execute(sql`
      SELECT a.currency,
        CASE
          WHEN e.kind = 'deposit' THEN 'deposit'
          WHEN e.kind = 'withdrawal_payout' THEN 'withdrawal'
          WHEN g.category = 'sportsbook' OR r.sportsbook IS NOT NULL THEN 'sportsbook'
          ELSE 'casino'
        END AS line,
        sum(p.amount)::text AS total,
        coalesce(-sum(p.amount) FILTER (WHERE e.kind IN ('game_bet', 'game_rollback')), 0)::text AS staked
      FROM ledger_accounts a
      JOIN ledger_postings p ON p.account_id = a.id
      JOIN ledger_entries e ON e.id = p.entry_id
      LEFT JOIN games g ON left(e.kind, 5) = 'game_' AND g.id = (e.metadata ->> 'gameId')::uuid
      LEFT JOIN game_rounds r ON left(e.kind, 5) = 'game_' AND r.game_id = g.id
        AND r.external_round_id = e.metadata ->> 'roundId'
      WHERE a.owner_kind = 'player' AND a.owner_id = ${input.playerId}::uuid
        AND ((a.kind = 'player_cash'
            AND e.kind IN ('deposit', 'game_bet', 'game_win', 'game_rollback', 'game_adjust'))
          OR (a.kind = 'player_withdrawal_hold' AND e.kind = 'withdrawal_payout'))
        AND e.created_at >= ${input.from.toISOString()}::timestamptz
        AND e.created_at < ${input.to.toISOString()}::timestamptz
      GROUP BY 1, 2
      ORDER BY 1, 2`),
  );
  return rows.map((row) => ({
    currency: row.currency,
    line: row.line,
    total: BigInt(row.total),
    staked: BigInt(row.staked),
  }));
}
