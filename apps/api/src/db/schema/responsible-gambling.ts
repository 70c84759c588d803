import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { sessions } from './sessions';

/**
 * One deposit limit per player and period, in minor units of the player's currency. A raise (or a
 * removal) waits in the pending columns: `pendingRequestedAt` set means a change is pending, and a
 * null `pendingAmountMinor` with it means the limit is to be removed.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'number' }),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.period] })],
);

/** The reality-check interval a player chose; no row or a null interval means off. */
export const realityCheckSettings = pgTable('reality_check_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  intervalMinutes: integer('interval_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The last reality check a session acknowledged; it goes with the session. */
export const realityCheckAcknowledgements = pgTable('reality_check_acknowledgements', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
});

export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type LimitPeriodName = DepositLimitRow['period'];
