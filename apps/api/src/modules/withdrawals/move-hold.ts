import type { WithdrawalRow } from '../../db/schema';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import type { DbTransaction } from '../../db/transaction';
import { postEntry } from '../ledger/post-entry';

type Withdrawal = Pick<WithdrawalRow, 'id' | 'playerId' | 'currency' | 'amountMinor'>;

/**
 * The three ledger movements of a withdrawal, each keyed by the withdrawal id, so each happens at most
 * once: hold (cash -> hold) at request, release (hold -> cash) on cancel/reject/expiry, payout
 * (hold -> processor clearing) when paid. A withdrawal ends in exactly one of release or payout
 * because both run only inside the conditional status UPDATE that moved it to its final state.
 */
export async function moveHold(
  tx: DbTransaction,
  withdrawal: Withdrawal,
  movement: 'hold' | 'release' | 'payout',
  now: Date,
  topic: string,
) {
  const accounts = await ensurePlayerAccounts(tx, withdrawal.playerId, withdrawal.currency);
  const amount = withdrawal.amountMinor;
  const [from, to] =
    movement === 'hold'
      ? [accounts.cash, accounts.withdrawalHold]
      : movement === 'release'
        ? [accounts.withdrawalHold, accounts.cash]
        : [
            accounts.withdrawalHold,
            await ensureHouseAccount(tx, 'house_processor_clearing', withdrawal.currency),
          ];
  return postEntry(tx, {
    idempotencyKey: `withdrawal:${withdrawal.id}:${movement}`,
    kind: `withdrawal_${movement}`,
    postings: [
      { accountId: from, amount: -amount, currency: withdrawal.currency },
      { accountId: to, amount, currency: withdrawal.currency },
    ],
    metadata: { withdrawalId: withdrawal.id },
    outbox: [
      {
        topic,
        payload: {
          playerId: withdrawal.playerId,
          withdrawalId: withdrawal.id,
          amountMinor: amount.toString(),
          currency: withdrawal.currency,
        },
      },
    ],
    createdAt: now,
  });
}
