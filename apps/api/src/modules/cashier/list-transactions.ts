import type { Transaction, TransactionsBody } from '@casino/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';
import { currencyInfo } from '../../lib/player-currency';
import { formatUnits } from '@casino/rules/money';

interface Row {
  id: string;
  type: 'deposit' | 'withdraw';
  method: string;
  status: string;
  details: string;
  message: string;
  amount: string;
  currency: string;
  requested_at: Date | string;
  processed_at: Date | string | null;
  total: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The player's cashier history (spec section 3, Transaction): deposits and withdrawals, newest first,
 * filtered and paged in one query. An unpaid invoice is listed as pending until it expires (the player
 * can reopen it, see get-deposit-invoice.ts), then as expired. Always filtered by the session's player.
 */
export async function listTransactions(db: Database, playerId: string, body: TransactionsBody, now: Date) {
  const filters: SQL[] = [];
  if (body.type) filters.push(sql`t.type = ${body.type}`);
  if (body.status) filters.push(sql`t.status = ${body.status}`);
  if (body.from) filters.push(sql`t.requested_at >= ${body.from}::timestamptz`);
  if (body.to) filters.push(sql`t.requested_at < ${body.to}::timestamptz`);
  const where = filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      WITH t AS (
        SELECT id::text, 'deposit' AS type, crypto_currency AS method,
               CASE WHEN status = 'pending' AND expires_at <= ${now.toISOString()}::timestamptz THEN 'expired' ELSE status END AS status,
               coalesce(address || coalesce(' / ' || memo_tag, ''), '') AS details,
               CASE WHEN status = 'over_limit' THEN 'Over your deposit limit: not credited, to be refunded' ELSE '' END AS message,
               coalesce(credited_minor, amount_minor)::text AS amount, currency,
               created_at AS requested_at, completed_at AS processed_at
        FROM deposits WHERE player_id = ${playerId}
        UNION ALL
        SELECT id::text, 'withdraw', coalesce(crypto_currency, method), status,
               coalesce(address || coalesce(' / ' || memo_tag, ''), ''), message,
               amount_minor::text, currency, created_at, processed_at
        FROM withdrawals WHERE player_id = ${playerId}
      )
      SELECT t.*, count(*) OVER ()::text AS total FROM t ${where}
      ORDER BY t.requested_at DESC, t.id
      LIMIT ${body.limit} OFFSET ${body.offset}`),
  );
  const transactions: Transaction[] = rows.map((row) => ({
    transactionId: row.id,
    dateRequested: iso(row.requested_at),
    type: row.type,
    paymentMethod: row.method,
    status: row.status,
    details: row.details,
    processedAt: row.processed_at ? iso(row.processed_at) : null,
    message: row.message,
    amount: formatUnits(BigInt(row.amount), currencyInfo(row.currency).minorUnits),
    currency: row.currency,
  }));
  return { transactions, total: Number(rows[0]?.total ?? 0) };
}
