import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { skins } from './skins';
import { staffUsers } from './staff';

export const contentKinds = ['post', 'page', 'banner'] as const;
export type ContentKind = (typeof contentKinds)[number];
export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];
export const bannerPlacements = ['hero', 'promotion'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/**
 * News posts, info pages and home banners of a skin: one row per item, its words per language in
 * content_translations (en is the fallback). Served only when published and inside its window.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => skins.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: contentKinds }).notNull(),
    slug: text('slug').notNull(),
    // Banners only: where on the home page.
    placement: text('placement', { enum: bannerPlacements }),
    position: integer('position').notNull().default(0),
    coverImage: text('cover_image'),
    // Banners only: the product page the banner leads to (a path of the web app).
    link: text('link'),
    status: text('status', { enum: contentStatuses }).notNull().default('draft'),
    publishFrom: timestamp('publish_from', { withTimezone: true }),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('content_entries_skin_kind_slug_unique').on(table.skinId, table.kind, table.slug),
    index('content_entries_listing_idx').on(table.skinId, table.kind, table.status, table.publishFrom),
  ],
);

/** The words of one entry in one language; body_html is the sanitised rendering of body_markdown. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.language] })],
);

/** Who changed which entry how: every staff command on content leaves a row. */
export const contentAudit = pgTable(
  'content_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('content_audit_entry_idx').on(table.entryId, table.at)],
);

/** Messages sent through the contact form, kept for staff whatever the mailer did. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => skins.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('contact_messages_skin_created_idx').on(table.skinId, table.createdAt)],
);

export type ContentEntryRow = typeof contentEntries.$inferSelect;
export type ContentTranslationRow = typeof contentTranslations.$inferSelect;
