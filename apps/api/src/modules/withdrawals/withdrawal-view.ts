import type { WithdrawalRow } from '../../db/schema';
import { formatUnits } from '@casino/rules/money';
import { currencyInfo } from '../../lib/player-currency';

/** What a player sees of a withdrawal: never the token hash, the reviewer or internal ids. */
export function toWithdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    method: row.method,
    amount: formatUnits(row.amountMinor, currencyInfo(row.currency).minorUnits),
    currency: row.currency,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
  };
}

/** Statuses whose hold is still held: shown as pending to the player. */
export const openStatuses = ['requested', 'pending', 'approved', 'awaiting_address', 'processing'] as const;
/** Statuses a player may still cancel and staff may still approve or reject. */
export const reviewableStatuses = ['requested', 'pending'] as const;
