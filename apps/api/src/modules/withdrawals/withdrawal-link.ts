import { cryptoCurrencies } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals, type WithdrawalRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatUnits } from '@casino/rules/money';
import { currencyInfo } from '../../lib/player-currency';
import { hashLinkToken } from './approve-withdrawal';
import { releaseWithdrawal } from './finish-withdrawal';
import { needsMemoTag } from './validate-address';

const coinNames = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  USDT: 'Tether (ERC-20)',
  XRP: 'XRP',
} as const;
export const awaitingAddress = ['approved', 'awaiting_address'] as const;

/**
 * The withdrawal behind an e-mailed link. An expired link settles its withdrawal on the spot (hold
 * back to cash) and is refused like an unknown one.
 */
export async function findLinkedWithdrawal(db: Database, token: string, now: Date): Promise<WithdrawalRow> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.addressTokenHash, hashLinkToken(token)));
  if (!row) throw new AppError('withdrawal_link_invalid');
  const isWaiting = (awaitingAddress as readonly string[]).includes(row.status);
  if (isWaiting && row.addressTokenExpiresAt && row.addressTokenExpiresAt < now) {
    await releaseWithdrawal(
      db,
      { id: row.id },
      awaitingAddress,
      'expired',
      now,
      'The withdrawal link expired',
    );
    throw new AppError('withdrawal_link_invalid');
  }
  return row;
}

export function linkView(row: WithdrawalRow) {
  return {
    transId: row.id,
    amount: formatUnits(row.amountMinor, currencyInfo(row.currency).minorUnits),
    currency: row.currency,
    expiresAt: (row.addressTokenExpiresAt ?? row.createdAt).toISOString(),
    status: row.status,
    cryptoCurrency: row.cryptoCurrency,
    currencies: cryptoCurrencies.map((code) => ({
      code,
      name: coinNames[code],
      needsMemoTag: needsMemoTag(code),
    })),
  };
}
