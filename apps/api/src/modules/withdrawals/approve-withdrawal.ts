import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatMailDateTime, formatMinorMoney, formattingLocale } from '@casino/rules/formatting';
import { sendEmail } from '../email/send-email';
import { formatAmount, notifyPlayer } from '../notifications/notify-player';
import { reviewableStatuses } from './withdrawal-view';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ApproveDeps {
  db: Database;
  config: Config;
  now: () => Date;
}

/** What an approval reads first: the amount decides whether two staff members must approve. */
export async function withdrawalReviewState(db: Database, withdrawalId: string) {
  const [row] = await db
    .select({
      status: withdrawals.status,
      amountMinor: withdrawals.amountMinor,
      currency: withdrawals.currency,
      firstApprovedBy: withdrawals.firstApprovedBy,
    })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  return row ?? null;
}

/**
 * Above the currency's threshold, the first approval only records its staff member (one guarded
 * update: of two at once, one is first). Answers null when this call was not the first, and the
 * payment step then demands a first approver other than this one.
 */
async function recordFirstApproval(deps: ApproveDeps, withdrawalId: string, staffId: string) {
  const [first] = await deps.db
    .update(withdrawals)
    .set({ firstApprovedBy: staffId, firstApprovedAt: deps.now() })
    .where(
      and(
        eq(withdrawals.id, withdrawalId),
        inArray(withdrawals.status, [...reviewableStatuses]),
        isNull(withdrawals.firstApprovedBy),
      ),
    )
    .returning({ id: withdrawals.id, status: withdrawals.status });
  return first ? { id: first.id, status: first.status, awaitingSecondApproval: true } : null;
}

/**
 * Staff approval: one conditional UPDATE moves requested/pending to approved with a fresh link token,
 * so approving twice, after a rejection or after the player cancelled finds no row and is refused.
 * Above the two-person threshold the first approval is only recorded, and the UPDATE also needs a
 * first approver other than this staff member. The e-mail goes out after the commit (the mail outbox
 * is its own write), then the status says the link is waiting for the player's address.
 */
export async function approveWithdrawal(deps: ApproveDeps, withdrawalId: string, staffId: string) {
  const state = await withdrawalReviewState(deps.db, withdrawalId);
  if (!state) throw new AppError('withdrawal_not_found');
  const threshold = deps.config.cashier.secondApprovalAboveMinor[state.currency];
  const needsTwo = threshold !== undefined && state.amountMinor > threshold;
  if (needsTwo) {
    const first = await recordFirstApproval(deps, withdrawalId, staffId);
    if (first) return first;
  }
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.config.cashier.withdrawalLinkMs);
  const guards: SQL[] = [
    eq(withdrawals.id, withdrawalId),
    inArray(withdrawals.status, [...reviewableStatuses]),
  ];
  if (needsTwo) guards.push(isNotNull(withdrawals.firstApprovedBy), ne(withdrawals.firstApprovedBy, staffId));
  const [row] = await deps.db
    .update(withdrawals)
    .set({
      status: 'approved',
      addressTokenHash: hashLinkToken(token),
      addressTokenExpiresAt: expiresAt,
      reviewedBy: staffId,
    })
    .where(and(...guards))
    .returning();
  if (!row) {
    const after = await withdrawalReviewState(deps.db, withdrawalId);
    const isOwnSecond =
      needsTwo &&
      after?.firstApprovedBy === staffId &&
      (reviewableStatuses as readonly string[]).includes(after.status);
    throw new AppError(isOwnSecond ? 'second_approver_required' : 'withdrawal_state_conflict');
  }
  const [player] = await deps.db
    .select({
      email: players.email,
      username: players.username,
      language: players.language,
      country: players.country,
    })
    .from(players)
    .where(eq(players.id, row.playerId));
  if (player) {
    await sendEmail(deps, {
      to: player.email,
      template: 'withdrawal-approved',
      language: player.language,
      params: {
        username: player.username,
        // As the player's language writes money: '€40.00' in English, '40,00 €' in German.
        amount: formatMinorMoney(row.amountMinor, row.currency, formattingLocale(player.language)),
        // As the player's language and region write a date, with the time zone named: the reader's clock is unknown.
        until: formatMailDateTime(expiresAt, formattingLocale(player.language, player.country)),
        link: `${deps.config.accounts.publicUrl}/withdraw-link/${token}`,
      },
    });
  }
  await deps.db
    .update(withdrawals)
    .set({ status: 'awaiting_address' })
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'approved')));
  await notifyPlayer(deps.db, {
    playerId: row.playerId,
    kind: 'withdrawal_approved',
    sourceKey: `withdrawal-approved:${row.id}`,
    params: { amount: formatAmount(row.amountMinor, row.currency) },
    now,
  });
  return { id: row.id, status: 'awaiting_address' as const, awaitingSecondApproval: false };
}
