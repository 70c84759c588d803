import { cryptoCurrencies, type CryptoCurrency, type DepositInvoice } from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toDepositInvoice } from './deposit-invoice-view';

const isCryptoCurrency = (value: string): value is CryptoCurrency =>
  (cryptoCurrencies as readonly string[]).includes(value);

/**
 * One of the player's own open invoices, to show it again after the player left the cashier. Another
 * player's invoice is answered exactly like one that does not exist; a paid one is no longer open, and
 * one past its expiry is refused as expired.
 */
export async function getDepositInvoice(
  db: Database,
  input: {
    playerId: string;
    depositId: string;
    now: Date;
    simulatePath: ((depositId: string) => string) | null;
  },
): Promise<DepositInvoice> {
  const [row] = await db
    .select({
      id: deposits.id,
      processor: deposits.processor,
      cryptoCurrency: deposits.cryptoCurrency,
      cryptoUnits: deposits.cryptoUnits,
      currency: deposits.currency,
      amountMinor: deposits.amountMinor,
      rateNum: deposits.rateNum,
      rateDen: deposits.rateDen,
      address: deposits.address,
      memoTag: deposits.memoTag,
      expiresAt: deposits.expiresAt,
      status: deposits.status,
    })
    .from(deposits)
    .where(and(eq(deposits.id, input.depositId), eq(deposits.playerId, input.playerId)))
    .limit(1);
  if (!row || !isCryptoCurrency(row.cryptoCurrency)) throw new AppError('invoice_not_found');
  if (row.status === 'expired' || (row.status === 'pending' && row.expiresAt <= input.now))
    throw new AppError('invoice_expired');
  if (row.status !== 'pending') throw new AppError('invoice_not_found');
  // Only the sandbox can pay an invoice from here, and only its own.
  const simulatePath = row.processor === 'sandbox' ? input.simulatePath : null;
  return toDepositInvoice({ ...row, cryptoCurrency: row.cryptoCurrency }, simulatePath);
}
