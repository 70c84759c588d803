import { wageredBonusOf } from '../bonuses/bonus-money';
import { forfeitBonuses } from '../bonuses/lifecycle';
import { randomUUID } from 'node:crypto';
import type { WithdrawBody } from '@casino/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatUnits, parseUnits } from '@casino/rules/money';
import { inTransaction, rowsOf } from '../../db/transaction';
import { currencyInfo } from '../../lib/player-currency';
import { moveHold } from './move-hold';
import { withdrawalLimits } from './withdrawal-methods';
import { toWithdrawalView } from './withdrawal-view';

/**
 * Requests a withdrawal: the amount leaves cash for the withdrawal hold in the same transaction as the
 * withdrawal row, so bets (which debit cash only) cannot spend it and a second request cannot take it
 * again; the ledger's CHECK refuses an overdraft (insufficient_funds) and rolls the row back with it.
 * A player whose completed deposits pass `kycAboveMinor` (per currency) withdraws only once verified.
 */
export async function requestWithdrawal(
  db: Database,
  playerId: string,
  body: WithdrawBody,
  now: Date,
  kycAboveMinor: Readonly<Record<string, bigint>>,
) {
  return inTransaction(db, async (tx) => {
    const [player] = rowsOf<{ currency: string; has_deposit: boolean; verified: boolean; deposited: string }>(
      await tx.execute(
        sql`SELECT currency, first_deposit_at IS NOT NULL AS has_deposit, kyc_status = 'verified' AS verified,
              (SELECT coalesce(sum(credited_minor), 0) FROM deposits d
               WHERE d.player_id = p.id AND d.currency = p.currency AND d.status = 'completed')::text AS deposited
            FROM players p WHERE id = ${playerId} FOR NO KEY UPDATE`,
      ),
    );
    if (!player) throw new AppError('session_expired');
    if (!player.has_deposit) throw new AppError('withdrawals_require_deposit');
    const kycAbove = kycAboveMinor[player.currency];
    if (!player.verified && kycAbove !== undefined && BigInt(player.deposited) > kycAbove)
      throw new AppError('kyc_required');
    // A withdrawal forfeits the bonus being wagered, once the player has confirmed that it will.
    const bonus = await wageredBonusOf(tx, playerId, player.currency);
    if (bonus && !body.forfeitBonus)
      throw new AppError('bonus_forfeit_unconfirmed', undefined, { bonusMinor: bonus.balance.toString() });
    if (bonus) await forfeitBonuses(tx, { playerId, reason: 'withdrawal', now, alsoWaiting: false });
    const currency = currencyInfo(player.currency);
    const amountMinor = parseUnits(body.amount, currency.minorUnits);
    const limits = withdrawalLimits(body.method, currency.code);
    if (amountMinor === null || amountMinor < limits.minMinor || amountMinor > limits.maxMinor)
      throw new AppError('amount_out_of_range', undefined, {
        min: formatUnits(limits.minMinor, currency.minorUnits),
        max: formatUnits(limits.maxMinor, currency.minorUnits),
      });
    const [row] = await tx
      .insert(withdrawals)
      .values({
        id: randomUUID(),
        playerId,
        currency: currency.code,
        amountMinor,
        feeMinor: limits.feeMinor,
        method: body.method,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('withdrawal insert returned nothing');
    await moveHold(tx, row, 'hold', now, 'withdrawal requested');
    return toWithdrawalView(row);
  });
}
