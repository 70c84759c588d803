import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals, type WithdrawalRow } from '../../db/schema';
import type { PaymentProcessor } from '../cashier/processor';
import { inTransaction } from '../../db/transaction';
import type { CryptoCurrency } from '@casino/contract';
import type { EurRate } from '@casino/rules';
import { moveHold } from './move-hold';

/**
 * Sends a processing withdrawal to the processor, then marks it paid and moves the hold to the
 * processor's clearing account in one transaction. If the processor fails or the process dies in
 * between, the withdrawal stays processing with its hold intact: staff retry it (the processor
 * deduplicates on our withdrawal id), and nothing is paid twice from our side because only the
 * processing -> paid UPDATE posts the payout entry.
 */
export async function payWithdrawal(
  deps: { db: Database; processor: PaymentProcessor | null; now: Date },
  row: WithdrawalRow,
  perEur: EurRate,
): Promise<WithdrawalRow> {
  if (!deps.processor) return row;
  let payoutId: string;
  try {
    ({ payoutId } = await deps.processor.sendPayout({
      withdrawalId: row.id,
      cryptoCurrency: row.cryptoCurrency as CryptoCurrency,
      address: row.address ?? '',
      memoTag: row.memoTag,
      amountMinor: row.amountMinor,
      accountCurrency: row.currency,
      perEur,
    }));
  } catch {
    return row;
  }
  return inTransaction(deps.db, async (tx) => {
    const [paid] = await tx
      .update(withdrawals)
      .set({ status: 'paid', payoutId, processedAt: deps.now })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'processing')))
      .returning();
    if (!paid) return row;
    await moveHold(tx, paid, 'payout', deps.now, 'withdrawal paid');
    return paid;
  });
}
