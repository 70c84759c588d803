import { withdrawalStatusNames } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * Deposit invoices and their payments (issue 4). Amounts: `amount_minor` in minor units of the
 * player's account currency; crypto amounts in 1e-8 units of the coin (`crypto_units`), as bigint.
 * The rate is a rational number, account-currency minor units per `rate_den` whole coins.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    processor: text('processor').notNull(),
    // The processor's invoice id (sandbox: our own id echoed back).
    invoiceId: text('invoice_id').notNull(),
    // The processor's payment id, known when the webhook arrives: the ledger idempotency key's source.
    paymentId: text('payment_id'),
    cryptoCurrency: text('crypto_currency').notNull(),
    cryptoUnits: bigint('crypto_units', { mode: 'bigint' }).notNull(),
    paidCryptoUnits: bigint('paid_crypto_units', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    creditedMinor: bigint('credited_minor', { mode: 'bigint' }),
    // The deposit bonus the player chose at deposit (issue 15), granted when the payment is credited.
    bonusCampaignId: uuid('bonus_campaign_id'),
    rateNum: bigint('rate_num', { mode: 'bigint' }).notNull(),
    rateDen: bigint('rate_den', { mode: 'bigint' }).notNull(),
    address: text('address').notNull(),
    memoTag: text('memo_tag'),
    status: text('status', { enum: ['pending', 'completed', 'over_limit', 'expired'] })
      .notNull()
      .default('pending'),
    // A payment that would pass the player's deposit limit is not credited; support refunds it.
    needsRefund: boolean('needs_refund').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('deposits_processor_invoice_unique').on(table.processor, table.invoiceId),
    unique('deposits_processor_payment_unique').on(table.processor, table.paymentId),
    index('deposits_player_completed_idx').on(table.playerId, table.completedAt),
    check('deposits_amounts_positive', sql`${table.amountMinor} > 0 AND ${table.cryptoUnits} > 0`),
  ],
);

// The statuses are the contract's, so the database and every client agree on the same list.
export const withdrawalStatuses = withdrawalStatusNames;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    method: text('method').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('requested'),
    cryptoCurrency: text('crypto_currency'),
    address: text('address'),
    memoTag: text('memo_tag'),
    // SHA-256 of the e-mailed link's token; the token itself is never stored.
    addressTokenHash: text('address_token_hash').unique(),
    addressTokenExpiresAt: timestamp('address_token_expires_at', { withTimezone: true }),
    payoutId: text('payout_id'),
    /** When the payout was last handed to the processor (a held payout waits a minute after it). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    message: text('message').notNull().default(''),
    reviewedBy: uuid('reviewed_by'),
    /** Above the two-person threshold: who approved first, waiting for a second, different approver. */
    firstApprovedBy: uuid('first_approved_by'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_player_created_idx').on(table.playerId, table.createdAt),
    index('withdrawals_status_idx').on(table.status),
    check('withdrawals_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
