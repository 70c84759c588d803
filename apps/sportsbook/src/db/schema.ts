import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Specifiers } from '../markets/market.js';

/**
 * The sportsbook's own tables. Like the studio it is a provider: it never reads the platform's
 * database; money moves only through the signed wallet protocol, each call journalled here first.
 */

/**
 * A ticket: `pending` while placement holds its liability (live delay, wallet debit), then `open`
 * until its legs settle, or `refused` (nothing debited, liability freed).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: text('player_id').notNull(),
    // The platform's game session the debit is made on (wins need none).
    sessionToken: text('session_token').notNull(),
    currency: text('currency').notNull(),
    // The whole stake (a system bet: lines x stake per line).
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    stakePerLineMinor: bigint('stake_per_line_minor', { mode: 'bigint' }).notNull(),
    kind: text('kind').$type<'single' | 'accumulator' | 'system'>().notNull(),
    // A named system ('yankee') or 'k/n'; null for singles and accumulators.
    systemName: text('system_name'),
    oddsAcceptance: text('odds_acceptance').$type<'none' | 'higher' | 'any'>().notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    refusal: text('refusal'),
    potentialReturnMinor: bigint('potential_return_minor', { mode: 'bigint' }).notNull(),
    settledReturnMinor: bigint('settled_return_minor', { mode: 'bigint' }),
    // What the wallet has been credited so far: a corrected settlement pays only the difference.
    creditedMinor: bigint('credited_minor', { mode: 'bigint' }).notNull().default(0n),
    settlementVersion: integer('settlement_version').notNull().default(0),
    // Paid by cash-outs (full or partial); apart from creditedMinor, which settlement corrects.
    cashedOutMinor: bigint('cashed_out_minor', { mode: 'bigint' }).notNull().default(0n),
    // The house edge at placement (bet-facts.ts), sent on the bet for the platform's cashback.
    marginBasisPoints: integer('margin_basis_points').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('tickets_idempotency').on(table.playerId, table.idempotencyKey),
    index('tickets_player').on(table.playerId, table.placedAt),
  ],
);

export const TICKET_STATUSES = [
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
  'cancelled',
  'refused',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketLegs = pgTable(
  'ticket_legs',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    legIndex: integer('leg_index').notNull(),
    eventId: text('event_id').notNull(),
    // "Home v Away" when placed (the player's Gaming history on the platform shows it).
    eventName: text('event_name'),
    marketType: text('market_type').notNull(),
    specifiers: jsonb('specifiers').$type<Specifiers>().notNull(),
    // marketKey(type, specifiers): how settlement messages find the leg.
    marketKey: text('market_key').notNull(),
    outcomeId: text('outcome_id').notNull(),
    oddsTaken: numeric('odds_taken', { precision: 12, scale: 4 }).notNull(),
    marketVersion: integer('market_version').notNull(),
    isLive: integer('is_live').notNull().default(0),
    // The liability this leg reserved on its outcome (freed when the ticket ends).
    reservedMinor: bigint('reserved_minor', { mode: 'bigint' }).notNull(),
    // What the leg held when its ticket settled (freed), reserved again if a rollback re-opens it.
    releasedMinor: bigint('released_minor', { mode: 'bigint' }).notNull().default(0n),
    // Null until settled: a LegResult, and its factors as exact fractions 'num/den'.
    result: text('result'),
    voidFactor: text('void_factor'),
    deadHeatFactor: text('dead_heat_factor'),
    // Set when a bet_cancel voided the leg (a rollback of the cancel re-opens only these).
    isVoidedByCancel: integer('is_voided_by_cancel').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.legIndex] }),
    index('ticket_legs_market').on(table.eventId, table.marketKey),
  ],
);

/** The potential payout reserved per outcome (outcomeKey: event|market|outcome) and currency. */
export const liabilities = pgTable(
  'liabilities',
  {
    outcomeKey: text('outcome_key').notNull(),
    currency: text('currency').notNull(),
    reservedMinor: bigint('reserved_minor', { mode: 'bigint' }).notNull().default(0n),
  },
  (table) => [primaryKey({ columns: [table.outcomeKey, table.currency] })],
);

/**
 * Every wallet call, written before it is sent: a call that got no answer is found here `pending`
 * and sent again under the same transaction id (the platform applies it once).
 */
export const walletCalls = pgTable(
  'wallet_calls',
  {
    id: serial('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    kind: text('kind').$type<'debit' | 'credit' | 'rollback' | 'adjust' | 'report'>().notNull(),
    transactionId: text('transaction_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    settlementVersion: integer('settlement_version').notNull().default(0),
    state: text('state').$type<'pending' | 'done' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('wallet_calls_transaction').on(table.transactionId),
    index('wallet_calls_pending')
      .on(table.state)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/**
 * A cash-out offered on a ticket: `amountMinor` for `stakeMinor` of its stake (all of it: a full
 * cash-out), bound to the market version of every open leg and to the ticket's stake when quoted,
 * valid until `expiresAt`. Accepting it (once) pays it through the wallet as a win of the ticket.
 */
export const cashOutQuotes = pgTable(
  'cash_out_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    playerId: text('player_id').notNull(),
    ticketStakeMinor: bigint('ticket_stake_minor', { mode: 'bigint' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    // legIndex -> market version of each leg still open when quoted.
    legVersions: jsonb('leg_versions').$type<Record<string, number>>().notNull(),
    status: text('status').$type<'quoted' | 'accepted'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [index('cash_out_quotes_ticket').on(table.ticketId)],
);

/**
 * A player's sportsbook session, opened by the platform's game launch. The browser holds a token of
 * the sportsbook's own (only its hash is kept); the platform's launch token stays here and is
 * exchanged once, on the first call, for the platform's game session the debits are made on.
 */
export const sportsbookSessions = pgTable('sportsbook_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  launchToken: text('launch_token'),
  platformSessionToken: text('platform_session_token'),
  playerId: text('player_id'),
  nickname: text('nickname'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export type SportsbookSession = typeof sportsbookSessions.$inferSelect;

/** The feed log (one feed for several instances): the leader's messages in order, each in its term. */
export const feedMessages = pgTable('feed_messages', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  term: integer('term').notNull(),
  message: jsonb('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The feed state as it stood after message `seq` (an instance starts from the newest). */
export const feedSnapshots = pgTable('feed_snapshots', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  state: jsonb('state').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per leadership of the feed: its number names the events that leader's simulation plays. */
export const feedTerms = pgTable('feed_terms', {
  term: serial('term').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far along the log a duty got ('settled': the settlement messages the leader applied). */
export const feedCursors = pgTable('feed_cursors', {
  name: text('name').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** A player's automatic cash-out: the whole ticket, as soon as the offer reaches `amountMinor`. */
export const autoCashOutRules = pgTable(
  'auto_cash_out_rules',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id),
    playerId: text('player_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'active' | 'cashed_out' | 'ended'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auto_cash_out_rules_active').on(table.status)],
);

/** A player's preferences, the same in every browser: favourite competitions, odds format, odds changes. */
export const playerPrefs = pgTable('player_prefs', {
  playerId: text('player_id').primaryKey(),
  favourites: jsonb('favourites').$type<string[]>().notNull().default([]),
  oddsFormat: text('odds_format').$type<'decimal' | 'fractional' | 'american'>().notNull().default('decimal'),
  acceptOddsChange: text('accept_odds_change').$type<'none' | 'higher' | 'any'>().notNull().default('none'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A ticket's settlements as they happened: `settled` the first time, `resettled` for each correction
 * (or a settlement after a re-opening), `reopened` when a rolled-back settlement opened it again.
 * Cash-outs are in cash_out_quotes (accepted).
 */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serial('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    kind: text('kind').$type<'settled' | 'resettled' | 'reopened'>().notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    returnMinor: bigint('return_minor', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ticket_history_ticket').on(table.ticketId, table.id)],
);

/** The margin new prices carry, as an operator last saved it (one row; none: the configured default). */
export const pricingSettings = pgTable('pricing_settings', {
  id: smallint('id').primaryKey().default(1),
  marginBasisPoints: integer('margin_basis_points').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Each currency's stake and payout limits as an operator last saved them (none: the configured ones). */
export const currencyLimits = pgTable('currency_limits', {
  currency: text('currency').primaryKey(),
  minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
  maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
  maxPayoutMinor: bigint('max_payout_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
