import { staffRoles } from '@casino/contract/values/staff';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Back-office users. Passwords are argon2id hashes; bearer tokens are stored as SHA-256 only. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The confirmed TOTP secret (base32); null until the staff member enrols. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, kept until its first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (table) => [uniqueIndex('staff_users_username_lower_unique').on(sql`lower(${table.username})`)],
);

export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The absolute end (STAFF_TOKEN_HOURS after log-in). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The idle end is this plus STAFF_IDLE_MINUTES; moved on use (at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_tokens_staff_idx').on(table.staffId)],
);

/**
 * Failed staff log-ins: `username` (lower-cased) is null for a refused captcha, which is the address's
 * failure only. Rows older than the throttle's window are irrelevant and pruned.
 */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username'),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_login_failures_username_at_idx').on(table.username, table.at),
    index('staff_login_failures_ip_at_idx').on(table.ip, table.at),
  ],
);

/** Image captchas of the staff log-in, bound to their random id; single use. */
export const staffCaptchas = pgTable(
  'staff_captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_captchas_expires_at_idx').on(table.expiresAt)],
);

/** Single-use recovery codes of a staff member's second factor, SHA-256 only. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

/** Every mutating staff call, one row each; a trigger refuses updates and deletes. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for a failed log-in under a name no staff member has. */
    staffId: uuid('staff_id'),
    staffUsername: text('staff_username').notNull(),
    /** The contract's route name, e.g. approveWithdrawal. */
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    resultCode: text('result_code').notNull(),
    ip: text('ip').notNull(),
  },
  (table) => [
    index('staff_audit_at_idx').on(table.at),
    index('staff_audit_staff_at_idx').on(table.staffId, table.at),
    index('staff_audit_target_idx').on(table.target),
  ],
);

/** Staff notes on a player, shown on the back office's player page. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    staffUsername: text('staff_username').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('player_notes_player_idx').on(table.playerId, table.createdAt)],
);

export const balanceAdjustmentStatuses = ['awaiting_approval', 'applied', 'rejected'] as const;

/**
 * A staff correction of a player's cash: one ledger entry against the house's cash once applied.
 * Idempotent on the staff request id; above the currency's threshold a second, different staff member
 * approves it first (a check constraint refuses the same person twice).
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id').notNull().unique('balance_adjustments_request_unique'),
    playerId: uuid('player_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: balanceAdjustmentStatuses }).notNull(),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvedBy: uuid('approved_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    entryId: uuid('entry_id'),
  },
  (table) => [
    index('balance_adjustments_player_idx').on(table.playerId, table.requestedAt),
    index('balance_adjustments_status_idx').on(table.status),
  ],
);

/** Whether a staff role must enrol a second factor; a role without a row follows STAFF_TOTP_REQUIRED. */
export const staffTotpRoles = pgTable('staff_totp_roles', {
  role: text('role', { enum: staffRoles }).primaryKey(),
  required: boolean('required').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
