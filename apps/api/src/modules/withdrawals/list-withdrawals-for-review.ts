import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players, withdrawals, type WithdrawalStatus } from '../../db/schema';
import { formatUnits } from '@casino/rules/money';
import { currencyInfo } from '../../lib/player-currency';
import { expireWithdrawals } from './expire-withdrawals';

/** Staff queue across players, oldest first; settles expired links before listing. */
export async function listWithdrawalsForReview(
  db: Database,
  statuses: readonly WithdrawalStatus[],
  now: Date,
  secondApprovalAboveMinor: Record<string, bigint> = {},
) {
  await expireWithdrawals(db, now);
  const rows = await db
    .select({
      id: withdrawals.id,
      playerId: withdrawals.playerId,
      username: players.username,
      amountMinor: withdrawals.amountMinor,
      currency: withdrawals.currency,
      method: withdrawals.method,
      status: withdrawals.status,
      cryptoCurrency: withdrawals.cryptoCurrency,
      address: withdrawals.address,
      createdAt: withdrawals.createdAt,
      processedAt: withdrawals.processedAt,
      firstApprovedBy: withdrawals.firstApprovedBy,
    })
    .from(withdrawals)
    .innerJoin(players, eq(players.id, withdrawals.playerId))
    .where(statuses.length > 0 ? inArray(withdrawals.status, [...statuses]) : undefined)
    .orderBy(asc(withdrawals.createdAt))
    .limit(500);
  return rows.map(({ amountMinor, ...row }) => ({
    ...row,
    amount: formatUnits(amountMinor, currencyInfo(row.currency).minorUnits),
    needsSecondApproval: amountMinor > (secondApprovalAboveMinor[row.currency] ?? amountMinor),
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  }));
}
