import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Loss and wager limits per period and the session-time limit (period 'session', in minutes), under
 * the deposit limits' rule: pending columns as in deposit_limits (migration 0028).
 */
export const playLimits = pgTable(
  'play_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['loss', 'wager', 'session'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month', 'session'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'number' }),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'play_limits_pk', columns: [table.playerId, table.kind, table.period] })],
);

/**
 * The span of each player login session, from login to its last activity, kept after the session row
 * is deleted at log-out: the daily play-time limit adds them up. Written by a trigger on sessions
 * (migration 0033), never by the application.
 */
export const playerSessionSpans = pgTable(
  'player_session_spans',
  {
    sessionId: uuid('session_id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('player_session_spans_player_idx').on(table.playerId, table.lastSeenAt)],
);

/** Every change a player made to a limit (deposit, loss, wager, session), for the player's record. */
export const limitChanges = pgTable(
  'limit_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager', 'session'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month', 'session'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    action: text('action', { enum: ['applied', 'requested', 'confirmed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('limit_changes_player_idx').on(table.playerId, table.createdAt)],
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
