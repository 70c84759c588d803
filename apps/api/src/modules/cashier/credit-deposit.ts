import { findCampaign } from '../bonuses/campaigns';
import { applyDepositBonus } from '../bonuses/grants';
import type { WebhookAnswer } from '@casino/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits, players, type DepositRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { inTransaction, type DbExecutor } from '../../db/transaction';
import { postEntry } from '../ledger/post-entry';
import { getDepositAllowance } from '../responsible-gambling/get-deposit-allowance';
import { currencyInfo } from '../../lib/player-currency';
import type { PaymentEvent } from './processor';
import { formatUnits } from '@casino/rules/money';
import { creditFor } from './units';

function answerOf(deposit: DepositRow): WebhookAnswer {
  const { minorUnits } = currencyInfo(deposit.currency);
  return {
    paymentId: deposit.paymentId ?? '',
    depositId: deposit.id,
    status: deposit.status === 'completed' ? 'completed' : 'over_limit',
    credited: formatUnits(deposit.creditedMinor ?? 0n, minorUnits),
    currency: deposit.currency,
  };
}

/**
 * Credits a paid invoice exactly once. The deposit row is locked first, so concurrent deliveries of
 * one webhook queue here and the later ones answer what the first one did; the ledger's idempotency
 * key (processor + payment id) is the second guard. The player row is locked next, so two payments of
 * one player check the deposit limit one after the other and cannot both slip under it.
 *
 * Limit policy: a payment whose credit would pass an applied deposit limit is NOT credited (the
 * limit is a promise to the player); it is recorded as over_limit with needs_refund for support to
 * send back. Invoices are refused up front when over the limit, so this only happens to payments
 * racing each other or to amounts sent above the invoice.
 */
export async function creditDeposit(
  db: DbExecutor,
  processor: string,
  event: PaymentEvent,
  now: Date,
): Promise<WebhookAnswer> {
  return inTransaction(db, async (tx) => {
    const deposit = await lockDeposit(tx, processor, event);
    if (deposit.status === 'completed' || deposit.status === 'over_limit') {
      // A replay answers the first result; the same payment reported with other figures is refused.
      if (deposit.paymentId !== event.paymentId || deposit.paidCryptoUnits !== event.paidUnits)
        throw new AppError('idempotency_conflict');
      return answerOf(deposit);
    }
    await refuseReusedPayment(tx, processor, event, deposit);
    await tx.execute(sql`SELECT id FROM players WHERE id = ${deposit.playerId} FOR UPDATE`);
    const credit = creditFor(event.paidUnits, { num: deposit.rateNum, den: deposit.rateDen });
    const allowance = await getDepositAllowance(tx as unknown as Database, deposit.playerId, now);
    const overLimit = allowance.remainingMinor !== null && credit > BigInt(allowance.remainingMinor);
    if (overLimit || credit <= 0n) return markOverLimit(tx, event, deposit, now);
    await postDepositCredit(tx, { processor, event, deposit, credit, now });
    // The deposit bonus chosen with it, or one a code unlocked, on this deposit (bonuses module).
    await applyDepositBonus(tx, {
      playerId: deposit.playerId,
      depositId: deposit.id,
      depositMinor: credit,
      campaign: deposit.bonusCampaignId ? await findCampaign(tx, deposit.bonusCampaignId) : null,
      now,
    });
    const [row] = await tx
      .update(deposits)
      .set({
        status: 'completed',
        paymentId: event.paymentId,
        paidCryptoUnits: event.paidUnits,
        creditedMinor: credit,
        completedAt: now,
      })
      .where(eq(deposits.id, deposit.id))
      .returning();
    return answerOf(row ?? deposit);
  });
}

async function lockDeposit(tx: DbExecutor, processor: string, event: PaymentEvent) {
  const [deposit] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.processor, processor), eq(deposits.invoiceId, event.invoiceId)))
    .for('update');
  if (!deposit) throw new AppError('invoice_not_found');
  return deposit;
}

/** One payment pays one invoice: the same payment id on another deposit is refused. */
async function refuseReusedPayment(
  tx: DbExecutor,
  processor: string,
  event: PaymentEvent,
  deposit: DepositRow,
) {
  const [reused] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.processor, processor),
        eq(deposits.paymentId, event.paymentId),
        ne(deposits.id, deposit.id),
      ),
    );
  if (reused) throw new AppError('idempotency_conflict');
}

async function markOverLimit(tx: DbExecutor, event: PaymentEvent, deposit: DepositRow, now: Date) {
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'over_limit',
      needsRefund: true,
      paymentId: event.paymentId,
      paidCryptoUnits: event.paidUnits,
      creditedMinor: 0n,
      completedAt: now,
    })
    .where(eq(deposits.id, deposit.id))
    .returning();
  return answerOf(row ?? deposit);
}

interface DepositCredit {
  processor: string;
  event: PaymentEvent;
  deposit: DepositRow;
  credit: bigint;
  now: Date;
}

/** The ledger entry of the credit, with its outbox events (and the first deposit's, once). */
async function postDepositCredit(tx: DbExecutor, { processor, event, deposit, credit, now }: DepositCredit) {
  const accounts = await ensurePlayerAccounts(tx, deposit.playerId, deposit.currency);
  const clearing = await ensureHouseAccount(tx, 'house_processor_clearing', deposit.currency);
  const [first] = await tx
    .update(players)
    .set({ firstDepositCents: Number(credit), firstDepositAt: now })
    .where(and(eq(players.id, deposit.playerId), isNull(players.firstDepositAt)))
    .returning({ id: players.id });
  const payload = {
    playerId: deposit.playerId,
    depositId: deposit.id,
    amountMinor: credit.toString(),
    currency: deposit.currency,
    cryptoCurrency: deposit.cryptoCurrency,
  };
  await postEntry(tx, {
    idempotencyKey: `deposit:${processor}:${event.paymentId}`,
    kind: 'deposit',
    postings: [
      { accountId: accounts.cash, amount: credit, currency: deposit.currency },
      { accountId: clearing, amount: -credit, currency: deposit.currency },
    ],
    metadata: { depositId: deposit.id, paymentId: event.paymentId, paidUnits: event.paidUnits.toString() },
    outbox: [
      { topic: 'deposit completed', payload },
      ...(first ? [{ topic: 'first deposit', payload: { ...payload, at: now.toISOString() } }] : []),
    ],
    createdAt: now,
  });
}
