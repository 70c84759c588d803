import { parseUnits } from '@casino/rules/money';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { balanceAdjustments, players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { currencyInfo } from '../../lib/player-currency';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import type { StaffMember } from './staff-permission';

type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

export function adjustmentView(row: AdjustmentRow) {
  return {
    id: row.id,
    requestId: row.requestId,
    playerId: row.playerId,
    currency: row.currency,
    amountMinor: row.amountMinor.toString(),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    approvedBy: row.approvedBy,
    requestedAt: row.requestedAt.toISOString(),
  };
}

/**
 * Moves the adjustment between the player's cash and the house's cash: one balanced ledger entry,
 * keyed on the staff request id, so a retry never moves money twice. A debit beyond the player's cash
 * is refused by the ledger (insufficient_funds) and rolls the call back.
 */
async function postAdjustment(db: Database, row: AdjustmentRow): Promise<string> {
  const accounts = await ensurePlayerAccounts(db, row.playerId, row.currency);
  const houseCash = await ensureHouseAccount(db, 'house_cash', row.currency);
  const posted = await postEntry(db, {
    idempotencyKey: `staff_adjustment:${row.requestId}`,
    kind: 'staff_adjustment',
    postings: [
      { accountId: accounts.cash, amount: row.amountMinor, currency: row.currency },
      { accountId: houseCash, amount: -row.amountMinor, currency: row.currency },
    ],
    metadata: { adjustmentId: row.id, reason: row.reason },
  });
  return posted.entryId;
}

function sameRequest(row: AdjustmentRow, input: { playerId: string; amountMinor: bigint; reason: string }) {
  return (
    row.playerId === input.playerId && row.amountMinor === input.amountMinor && row.reason === input.reason
  );
}

async function adjustmentByRequest(db: Database, requestId: string) {
  const [row] = await db.select().from(balanceAdjustments).where(eq(balanceAdjustments.requestId, requestId));
  return row;
}

function replayOf(
  row: AdjustmentRow | undefined,
  details: { playerId: string; amountMinor: bigint; reason: string },
) {
  if (!row || !sameRequest(row, details)) throw new AppError('idempotency_conflict');
  return adjustmentView(row);
}

/**
 * A staff adjustment of a player's cash, in the player's currency. At or below the currency's
 * two-person threshold it is applied at once; above it, it waits for a second, different staff member
 * (approveAdjustment). The same request id answers the first result again; with other details it is
 * refused (idempotency_conflict).
 */
export async function requestAdjustment(
  db: Database,
  input: {
    playerId: string;
    requestId: string;
    amount: string;
    reason: string;
    staff: StaffMember;
    now: Date;
    thresholds: Record<string, bigint>;
  },
) {
  const [player] = await db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!player) throw new AppError('player_not_found');
  const amountMinor = parseUnits(input.amount, currencyInfo(player.currency).minorUnits, { signed: true });
  if (amountMinor === null || amountMinor === 0n)
    throw new AppError('validation_error', 'the amount must be a non-zero amount of the player currency');
  const details = { playerId: input.playerId, amountMinor, reason: input.reason };
  const known = await adjustmentByRequest(db, input.requestId);
  if (known) return replayOf(known, details);
  const magnitude = amountMinor < 0n ? -amountMinor : amountMinor;
  const threshold = input.thresholds[player.currency];
  const needsSecond = threshold !== undefined && magnitude > threshold;
  const [row] = await db
    .insert(balanceAdjustments)
    .values({
      requestId: input.requestId,
      ...details,
      currency: player.currency,
      status: needsSecond ? 'awaiting_approval' : 'applied',
      requestedBy: input.staff.id,
      requestedAt: input.now,
      decidedAt: needsSecond ? null : input.now,
    })
    .onConflictDoNothing({ target: balanceAdjustments.requestId })
    .returning();
  // A twin of this request committed first: answer what it did.
  if (!row) return replayOf(await adjustmentByRequest(db, input.requestId), details);
  if (needsSecond) return adjustmentView(row);
  const entryId = await postAdjustment(db, row);
  await db.update(balanceAdjustments).set({ entryId }).where(eq(balanceAdjustments.id, row.id));
  return adjustmentView(row);
}

/**
 * The second approval of an adjustment above the threshold: only by another staff member, and once
 * (the row is locked, so two approvals arriving together apply it once).
 */
export async function approveAdjustment(db: Database, input: { id: string; staff: StaffMember; now: Date }) {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, input.id))
    .for('update');
  if (!row) throw new AppError('not_found');
  if (row.status !== 'awaiting_approval') return adjustmentView(row);
  if (row.requestedBy === input.staff.id) throw new AppError('second_approver_required');
  const entryId = await postAdjustment(db, row);
  const [applied] = await db
    .update(balanceAdjustments)
    .set({ status: 'applied', approvedBy: input.staff.id, decidedAt: input.now, entryId })
    .where(and(eq(balanceAdjustments.id, row.id), eq(balanceAdjustments.status, 'awaiting_approval')))
    .returning();
  return adjustmentView(applied ?? row);
}

export async function listAdjustments(
  db: Database,
  query: { status?: AdjustmentRow['status'] | undefined; playerId?: string },
) {
  const filters = [];
  if (query.status) filters.push(eq(balanceAdjustments.status, query.status));
  if (query.playerId) filters.push(eq(balanceAdjustments.playerId, query.playerId));
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(balanceAdjustments.requestedAt))
    .limit(100);
  return rows.map(adjustmentView);
}
