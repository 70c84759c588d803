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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JsonObject } from './ledger';
import { players } from './players';
import { skins } from './skins';

/**
 * Events received by our Mixpanel-compatible ingestion endpoints (/track, /engage, /groups), one row
 * per event or profile update. `insert_id` ($insert_id) makes a resent batch a no-op, as at Mixpanel.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['track', 'engage', 'groups'] }).notNull(),
    skinId: uuid('skin_id').references(() => skins.id, { onDelete: 'set null' }),
    event: text('event'),
    distinctId: text('distinct_id'),
    insertId: text('insert_id'),
    properties: jsonb('properties').$type<JsonObject>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    // Set once the event went to the configured Mixpanel project (never when none is configured).
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (table) => [
    check('analytics_events_kind_check', sql`${table.kind} IN ('track', 'engage', 'groups')`),
    uniqueIndex('analytics_events_kind_insert_id_unique')
      .on(table.kind, table.insertId)
      .where(sql`${table.insertId} IS NOT NULL`),
    index('analytics_events_unforwarded_idx')
      .on(table.id)
      .where(sql`${table.forwardedAt} IS NULL`),
    index('analytics_events_event_idx').on(table.event, table.receivedAt),
    // The retention drop (drop-expired-events.ts) reads by it.
    index('analytics_events_received_at_idx').on(table.receivedAt),
  ],
);

/** An affiliate programme of a skin: `code` is the myaffid its links carry; postbacks are signed with the secret. */
export const affiliateProgrammes = pgTable(
  'affiliate_programmes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => skins.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    postbackUrl: text('postback_url'),
    postbackSecret: text('postback_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('affiliate_programmes_skin_code_unique').on(table.skinId, table.code)],
);

export const affiliatePostbackEvents = ['registration', 'first_deposit'] as const;
export type AffiliatePostbackEvent = (typeof affiliatePostbackEvents)[number];

/** Outbox of postback deliveries: one row per (programme, player, event), retried with backoff. */
export const affiliatePostbacks = pgTable(
  'affiliate_postbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => affiliateProgrammes.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    event: text('event', { enum: affiliatePostbackEvents }).notNull(),
    payload: jsonb('payload').$type<JsonObject>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('affiliate_postbacks_event_check', sql`${table.event} IN ('registration', 'first_deposit')`),
    check('affiliate_postbacks_status_check', sql`${table.status} IN ('pending', 'delivered', 'failed')`),
    uniqueIndex('affiliate_postbacks_programme_player_event_unique').on(
      table.programmeId,
      table.playerId,
      table.event,
    ),
    index('affiliate_postbacks_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The affiliate projection's place in the ledger outbox (last event id applied). */
export const affiliateCursors = pgTable('affiliate_cursors', {
  name: text('name').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
});

export type AffiliateProgrammeRow = typeof affiliateProgrammes.$inferSelect;
export type AffiliatePostbackRow = typeof affiliatePostbacks.$inferSelect;
