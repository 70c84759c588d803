import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { gameProviders } from './games';
import { ledgerEntries, type JsonObject } from './ledger';
import { players } from './players';

export const networkPromotionCreditKinds = ['drop', 'race'] as const;

/**
 * A network promotion's prize a provider credited (POST /provider/v1/promotion): one row per provider
 * transaction id, with its fingerprint and answer, so a replay answers the same and a reuse is refused.
 */
export const networkPromotionCredits = pgTable(
  'network_promotion_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    transactionId: text('transaction_id').notNull(),
    promotionCode: text('promotion_code').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: networkPromotionCreditKinds }).notNull(),
    place: integer('place'),
    externalRoundId: text('external_round_id'),
    fingerprint: text('fingerprint').notNull(),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    answer: jsonb('answer').$type<JsonObject>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('network_promotion_credits_provider_transaction_unique').on(table.providerId, table.transactionId),
    check('network_promotion_credits_kind_check', sql`${table.kind} IN ('drop', 'race')`),
    check('network_promotion_credits_amount_check', sql`${table.amount} > 0`),
    check(
      'network_promotion_credits_place_check',
      sql`(${table.kind} = 'race') = (${table.place} IS NOT NULL)`,
    ),
    index('network_promotion_credits_player_idx').on(table.playerId, table.promotionCode, table.createdAt),
  ],
);

export type NetworkPromotionCreditRow = typeof networkPromotionCredits.$inferSelect;
