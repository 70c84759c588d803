import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { gameProviders, games } from './games';
import { players } from './players';

export const freeRoundGrantStatuses = [
  // written, not yet confirmed by the provider (the deliverer pushes it)
  'pending',
  // the provider confirmed it; no round played yet
  'delivered',
  // at least one round played, rounds left
  'active',
  // every round played and settled
  'completed',
  'expired',
  'cancelled',
] as const;
export type FreeRoundGrantStatus = (typeof freeRoundGrantStatuses)[number];

/**
 * Free rounds (free spins) the casino grants a player on one provider game (docs/provider-protocol.md,
 * section 8): written idempotently on `source_key` inside the caller's transaction, then pushed to the
 * provider by the deliverer. Each free round is a bet of 0 naming the grant; the stake it is played at
 * is `bet_minor`, and the round's maximum win is measured on it.
 */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    roundsGranted: integer('rounds_granted').notNull(),
    roundsUsed: integer('rounds_used').notNull().default(0),
    // Minor units: the stake each free round is played at.
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    // Who granted it ('loyalty_level', 'bonus_campaign', 'staff') and its idempotency key.
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    status: text('status', { enum: freeRoundGrantStatuses }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // The wins of the grant's rounds together, minor units.
    totalWin: bigint('total_win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // The staff user who granted it by hand (the staff API), for the audit trail.
    grantedByStaffId: uuid('granted_by_staff_id'),
    // Why staff granted it (the staff API requires a reason).
    staffNote: text('staff_note'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    nextDeliveryAt: timestamp('next_delivery_at', { withTimezone: true }),
    lastDeliveryError: text('last_delivery_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('free_round_grants_source_key_unique').on(table.sourceKey),
    check(
      'free_round_grants_rounds_check',
      sql`${table.roundsGranted} > 0 AND ${table.roundsUsed} >= 0 AND ${table.roundsUsed} <= ${table.roundsGranted}`,
    ),
    check('free_round_grants_bet_check', sql`${table.betMinor} > 0`),
    check(
      'free_round_grants_status_check',
      sql`${table.status} IN ('pending', 'delivered', 'active', 'completed', 'expired', 'cancelled')`,
    ),
    index('free_round_grants_player_status_idx').on(table.playerId, table.status),
    index('free_round_grants_delivery_idx')
      .on(table.nextDeliveryAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type FreeRoundGrantRow = typeof freeRoundGrants.$inferSelect;
