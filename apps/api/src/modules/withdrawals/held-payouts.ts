import type { HeldPayout, PayoutActionData } from '@casino/contract/backoffice-payments';
import { formatUnits } from '@casino/rules/money';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players, withdrawals, type WithdrawalRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { currencyInfo } from '../../lib/player-currency';
import type { PaymentProcessor } from '../cashier/processor';
import { moveHold } from './move-hold';
import { payWithdrawal } from './pay-withdrawal';

/** How long a send may still be answering before its payout counts as held for staff. */
const sendGraceMs = 60_000;

/**
 * A payout held for reconciliation: processing, no payout id recorded, and handed to the processor
 * (or, before that was recorded, requested) over a minute ago. Every staff action on one is an UPDATE
 * under this condition, so of two staff acting at once exactly one finds the row still held.
 */
function isHeld(now: Date) {
  const before = new Date(now.getTime() - sendGraceMs);
  return and(
    eq(withdrawals.status, 'processing'),
    isNull(withdrawals.payoutId),
    lt(sql`coalesce(${withdrawals.sentAt}, ${withdrawals.createdAt})`, before),
  );
}

/** The payouts held for reconciliation, oldest first. */
export async function listHeldPayouts(db: Database, now: Date): Promise<HeldPayout[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, username: players.username })
    .from(withdrawals)
    .innerJoin(players, eq(players.id, withdrawals.playerId))
    .where(isHeld(now))
    .orderBy(asc(withdrawals.createdAt));
  return rows.map(({ withdrawal, username }) => ({
    id: withdrawal.id,
    playerId: withdrawal.playerId,
    username,
    amount: formatUnits(withdrawal.amountMinor, currencyInfo(withdrawal.currency).minorUnits),
    currency: withdrawal.currency,
    method: withdrawal.method,
    cryptoCurrency: withdrawal.cryptoCurrency,
    address: withdrawal.address,
    createdAt: withdrawal.createdAt.toISOString(),
    sentAt: withdrawal.sentAt?.toISOString() ?? null,
  }));
}

/** The state the audit row records before a staff action on a payout. */
export async function payoutState(db: Database, withdrawalId: string) {
  const [row] = await db
    .select({ status: withdrawals.status, payoutId: withdrawals.payoutId, sentAt: withdrawals.sentAt })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  return row ?? null;
}

const viewOf = (row: WithdrawalRow): PayoutActionData => ({
  id: row.id,
  status: row.status,
  payoutId: row.payoutId,
});

/**
 * An action that found the payout no longer held: the same outcome asked again answers as done (a
 * double click, a retried request), anything else is refused.
 */
async function unlessAlready(
  db: Database,
  withdrawalId: string,
  done: (row: WithdrawalRow) => boolean,
): Promise<PayoutActionData> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (!row) throw new AppError('withdrawal_not_found');
  if (!done(row)) throw new AppError('withdrawal_state_conflict');
  return viewOf(row);
}

/**
 * Sends a held payout again (the processor deduplicates on our withdrawal id), in three short steps
 * and never under a row lock while the processor answers: one guarded UPDATE claims the payout,
 * taking it out of the held list for a minute so nobody marks it failed while it is in flight, and
 * commits; the processor is called outside any transaction; a guarded UPDATE records its answer. A
 * send the processor refuses or leaves unanswered keeps it processing, held again a minute later.
 * The staff route runs it outside the call transaction (`audited-call.ts`), so `db` is the pool's.
 */
export async function retryPayout(
  deps: { db: Database; processor: PaymentProcessor | null; now: Date },
  withdrawalId: string,
): Promise<PayoutActionData> {
  if (!deps.processor) throw new AppError('processor_unavailable');
  const [claimed] = await deps.db
    .update(withdrawals)
    .set({ sentAt: deps.now })
    .where(and(eq(withdrawals.id, withdrawalId), isHeld(deps.now)))
    .returning();
  if (!claimed) return unlessAlready(deps.db, withdrawalId, () => false);
  return viewOf(await payWithdrawal(deps, claimed, currencyInfo(claimed.currency).perEur));
}

/** How a held payout ends: its columns, its ledger movement and outbox topic, and what a repeat looks like. */
interface HeldEnd {
  set: { status: 'paid'; payoutId: string } | { status: 'rejected'; message: string };
  movement: 'payout' | 'release';
  topic: 'withdrawal paid' | 'withdrawal rejected';
  isRepeat: (row: WithdrawalRow) => boolean;
}

/** Ends a held payout in one transaction: the guarded UPDATE, then its one entry keyed by the withdrawal. */
async function endHeld(db: Database, withdrawalId: string, now: Date, end: HeldEnd) {
  const ended = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ ...end.set, processedAt: now })
      .where(and(eq(withdrawals.id, withdrawalId), isHeld(now)))
      .returning();
    if (row) await moveHold(tx, row, end.movement, now, end.topic);
    return row;
  });
  return ended ? viewOf(ended) : unlessAlready(db, withdrawalId, end.isRepeat);
}

/**
 * Records a held payout as paid under the processor's reference: the hold moves to the processor's
 * clearing account exactly as an answered send does, in one balanced entry keyed by the withdrawal.
 */
export function markPayoutPaid(
  db: Database,
  withdrawalId: string,
  reference: string,
  now: Date,
): Promise<PayoutActionData> {
  return endHeld(db, withdrawalId, now, {
    set: { status: 'paid', payoutId: reference },
    movement: 'payout',
    topic: 'withdrawal paid',
    isRepeat: (row) => row.status === 'paid' && row.payoutId === reference,
  });
}

/**
 * Records a held payout as failed: the hold goes back to the player's cash in one balanced entry and
 * the withdrawal ends rejected with the reason, so the player is told as of any rejected withdrawal.
 */
export function markPayoutFailed(
  db: Database,
  withdrawalId: string,
  reason: string,
  now: Date,
): Promise<PayoutActionData> {
  return endHeld(db, withdrawalId, now, {
    set: { status: 'rejected', message: reason },
    movement: 'release',
    topic: 'withdrawal rejected',
    isRepeat: (row) => row.status === 'rejected' && row.payoutId === null && row.message === reason,
  });
}
