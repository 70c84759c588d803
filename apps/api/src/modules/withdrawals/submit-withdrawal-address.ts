import type { CryptoCurrency } from '@casino/contract';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentProcessor } from '../cashier/processor';
import { currencyInfo } from '../../lib/player-currency';
import { payWithdrawal } from './pay-withdrawal';
import { isValidAddress, isValidMemoTag, needsMemoTag } from './validate-address';
import { awaitingAddress, findLinkedWithdrawal, linkView } from './withdrawal-link';

export interface AddressInput {
  cryptoCurrency: CryptoCurrency;
  address: string;
  memoTag?: string | undefined;
}

/**
 * The player's answer to the e-mailed link: the address is checked for the coin's format and
 * checksum, the withdrawal moves to processing by a conditional UPDATE (so a link used twice at once
 * pays once), and the payout goes to the processor.
 */
export async function submitWithdrawalAddress(
  deps: { db: Database; processor: PaymentProcessor | null; now: Date },
  token: string,
  input: AddressInput,
) {
  const row = await findLinkedWithdrawal(deps.db, token, deps.now);
  if (!(awaitingAddress as readonly string[]).includes(row.status))
    throw new AppError('withdrawal_link_invalid');
  const address = input.address.trim();
  const issues = [];
  if (!(await isValidAddress(input.cryptoCurrency, address)))
    issues.push({
      field: 'address',
      message: 'This address is not valid for the chosen currency',
      code: 'invalid_address',
    });
  if (needsMemoTag(input.cryptoCurrency) && !input.memoTag?.trim())
    issues.push({
      field: 'memoTag',
      message: 'This currency needs the memo (destination) tag of the receiving wallet',
      code: 'memo_tag_required',
    });
  else if (!isValidMemoTag(input.cryptoCurrency, input.memoTag))
    issues.push({
      field: 'memoTag',
      message: 'The memo tag must be a whole number',
      code: 'invalid_memo_tag',
    });
  if (issues.length > 0) throw new AppError('validation_error', undefined, { issues });

  const [claimed] = await deps.db
    .update(withdrawals)
    .set({
      status: 'processing',
      cryptoCurrency: input.cryptoCurrency,
      address,
      memoTag: input.memoTag || null,
      sentAt: deps.now,
    })
    .where(
      and(
        eq(withdrawals.id, row.id),
        inArray(withdrawals.status, [...awaitingAddress]),
        gte(withdrawals.addressTokenExpiresAt, deps.now),
      ),
    )
    .returning();
  if (!claimed) throw new AppError('withdrawal_link_invalid');
  const paid = await payWithdrawal(deps, claimed, currencyInfo(claimed.currency).perEur);
  return linkView(paid);
}
