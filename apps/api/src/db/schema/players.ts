import { sql } from 'drizzle-orm';
import type { Locale } from '@casino/rules';
import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { skins } from './skins';

/** The User entity of spec section 3. Secrets (password, security answer) are argon2id hashes only. */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => skins.id, { onDelete: 'restrict' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    // Null for accounts created by Google sign-in until the player sets a password.
    passwordHash: text('password_hash'),
    currency: text('currency').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    fname: text('fname').notNull().default(''),
    lname: text('lname').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zip: text('zip').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    securityQuestion: text('security_question').notNull().default(''),
    securityAnswerHash: text('security_answer_hash'),
    timezone: text('timezone').notNull().default('UTC'),
    kycStatus: text('kyc_status', { enum: ['verified', 'not_verified'] })
      .notNull()
      .default('not_verified'),
    language: text('language').notNull().default('en'),
    // Minor units of the player's currency; set by the cashier (issue 4).
    firstDepositCents: bigint('first_deposit_cents', { mode: 'number' }),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    googleSub: text('google_sub').unique(),
    myafftk: text('myafftk'),
    myaffid: text('myaffid'),
    goftToken: text('goft_token'),
    aAid: text('a_aid'),
    aBid: text('a_bid'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    // The login before the latest one: what "last login" shows a player who has just logged in.
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    previousLoginIp: text('previous_login_ip'),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    selfExclusionKind: text('self_exclusion_kind'),
    // Set by staff (the back office): a blocked or closed account cannot log in.
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    staffTags: text('staff_tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Uniqueness is case-insensitive (spec section 5); the index also serves the login lookup.
    uniqueIndex('players_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('players_email_lower_unique').on(sql`lower(${table.email})`),
    index('players_skin_id_idx').on(table.skinId),
    index('players_myaffid_idx')
      .on(table.skinId, table.myaffid)
      .where(sql`${table.myaffid} IS NOT NULL`),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;

/** Single-use links sent by e-mail; only the SHA-256 of the token is kept. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_confirmation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('player_tokens_player_id_idx').on(table.playerId)],
);

/** Player messages (spec section 3): shown merged by date. */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // The text in every language, so the inbox follows the language of the request; null on rows
    // written before: those show `message`.
    texts: jsonb('texts').$type<Partial<Record<Locale, string>>>(),
    // When the web app raised its notice for it: a message is announced once, across sessions.
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    // The event a notification reports (`deposit:<id>`, ...): one notification per source.
    sourceKey: text('source_key'),
    // The order notices were written in: what pushes them to the player's sockets follows it.
    pushSeq: bigint('push_seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('player_messages_player_id_idx').on(table.playerId, table.createdAt),
    index('player_messages_push_seq_idx').on(table.pushSeq),
    uniqueIndex('player_messages_source_key_unique')
      .on(table.playerId, table.sourceKey)
      .where(sql`${table.sourceKey} IS NOT NULL`),
  ],
);

/** How far the notifier has read the ledger outbox. */
export const notificationCursors = pgTable('notification_cursors', {
  name: text('name').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
});
