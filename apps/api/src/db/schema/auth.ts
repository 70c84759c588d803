import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';

/**
 * Failed logins, counted here rather than in memory so the captcha threshold holds across instances.
 * `username` is lower-cased; rows older than the window are irrelevant and may be pruned.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_username_at_idx').on(table.username, table.at),
    index('login_failures_ip_at_idx').on(table.ip, table.at),
  ],
);

/** Image captchas: the answer's hash, bound to the anonymous session that asked for it. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captchas_session_id_idx').on(table.sessionId)],
);

/** Fixed-window counters of the per-address and per-account rate limits, shared by all instances. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
