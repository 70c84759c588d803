import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatMinorMoney, formattingLocale } from '@casino/rules/formatting';
import { sendEmail } from '../email/send-email';
import { reviewableStatuses } from './withdrawal-view';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ApproveDeps {
  db: Database;
  config: Config;
  now: () => Date;
}

/**
 * Staff approval: one conditional UPDATE moves requested/pending to approved with a fresh link token,
 * so approving twice, after a rejection or after the player cancelled finds no row and is refused.
 * The e-mail goes out after the commit (the mail outbox is its own write), then the status says the
 * link is waiting for the player's address.
 */
export async function approveWithdrawal(deps: ApproveDeps, withdrawalId: string, staffId: string) {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.config.cashier.withdrawalLinkMs);
  const [row] = await deps.db
    .update(withdrawals)
    .set({
      status: 'approved',
      addressTokenHash: hashLinkToken(token),
      addressTokenExpiresAt: expiresAt,
      reviewedBy: staffId,
    })
    .where(and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.status, [...reviewableStatuses])))
    .returning();
  if (!row) {
    const [exists] = await deps.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawalId));
    throw new AppError(exists ? 'withdrawal_state_conflict' : 'withdrawal_not_found');
  }
  const [player] = await deps.db
    .select({ email: players.email, username: players.username, language: players.language })
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
        until: expiresAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        link: `${deps.config.accounts.publicUrl}/withdraw-link/${token}`,
      },
    });
  }
  await deps.db
    .update(withdrawals)
    .set({ status: 'awaiting_address' })
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'approved')));
  return { id: row.id, status: 'awaiting_address' as const };
}
