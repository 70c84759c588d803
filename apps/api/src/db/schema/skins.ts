import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** What a skin (brand) tells the web app about itself; validated in modules/skin before it is served. */
export interface SkinSettings {
  defaultLanguage: string;
  currencies: string[];
  supportEmail: string;
  /** The footer's licence line and the regulator it names (a link when a URL is given). */
  licence?: { text?: string; regulatorName?: string; regulatorUrl?: string };
  turnstile: { enabled: boolean; siteKey: string };
  /** Tawk.to's property and widget ids (public); the secure-mode key is TAWK_SECRET, never stored here. */
  liveChat: { enabled: boolean; propertyId?: string; widgetId?: string };
}

export const skins = pgTable('skins', {
  id: uuid('id').primaryKey().defaultRandom(),
  // The public api-key the web app of this skin sends; not a secret, so stored as is.
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  hostnames: text('hostnames')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  config: jsonb('config').$type<SkinSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Labels = Record<'en' | 'es' | 'de' | 'fr' | 'pt' | 'no', string>;

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => skins.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    path: text('path').notNull(),
    icon: text('icon'),
    requiresLogin: boolean('requires_login').notNull().default(false),
    labels: jsonb('labels').$type<Labels>().notNull(),
  },
  (table) => [uniqueIndex('menu_items_skin_slug_unique').on(table.skinId, table.slug)],
);

export const logos = pgTable(
  'logos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => skins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['main', 'icon', 'payment', 'provider'] }).notNull(),
    color: text('color', { enum: ['light', 'dark'] }).notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
  },
  (table) => [uniqueIndex('logos_skin_name_color_unique').on(table.skinId, table.name, table.color)],
);

export type Skin = typeof skins.$inferSelect;
export type NewSkin = typeof skins.$inferInsert;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type LogoRow = typeof logos.$inferSelect;
