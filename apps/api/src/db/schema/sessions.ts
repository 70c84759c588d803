import { char, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { skins } from './skins';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // SHA-256 (hex) of the token the client holds: a leaked table cannot be replayed as sessions.
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['anon', 'player'] }).notNull(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => skins.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    countryCode: char('country_code', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_absolute_expires_at_idx').on(table.absoluteExpiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type SessionKind = SessionRow['kind'];
