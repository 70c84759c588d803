import { currencyCodes } from '@casino/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { logos, menuItems, skins, type Labels, type NewSkin, type Skin, type SkinSettings } from '../schema';
import type { MenuSeedItem } from '../seed-data/menu';

/** Dark casino theme tokens the web app turns into CSS variables. */
export const darkTheme: Record<string, string> = {
  mode: 'dark',
  background: '#0b0d17',
  surface: '#151a2d',
  surfaceRaised: '#1e2540',
  border: '#2a3152',
  text: '#f4f5fb',
  textMuted: '#9aa3c7',
  primary: '#7c5cff',
  primaryText: '#ffffff',
  accent: '#ffc83d',
  success: '#2ecc71',
  danger: '#ff4d6d',
  radius: '12px',
  fontFamily: "'Inter', system-ui, sans-serif",
};

export function buildSkinSettings(overrides: Partial<SkinSettings> = {}): SkinSettings {
  return {
    defaultLanguage: 'en',
    currencies: [...currencyCodes],
    supportEmail: 'support@nova-casino.local',
    turnstile: { enabled: false, siteKey: '' },
    liveChat: { enabled: false },
    ...overrides,
  };
}

export function buildSkin(overrides: Partial<NewSkin> = {}): NewSkin {
  return {
    key: 'demo-skin-key',
    name: 'Nova Casino',
    hostnames: ['localhost', '127.0.0.1'],
    theme: darkTheme,
    config: buildSkinSettings(),
    ...overrides,
  };
}

/** Inserts or refreshes a skin by its key, so running it twice leaves one row. */
export async function upsertSkin(db: Database, overrides: Partial<NewSkin> = {}): Promise<Skin> {
  const values = buildSkin(overrides);
  // The seed runs at every start: its default settings refresh, but the licence line the operator set
  // survives. A config given on purpose (a test, a second skin) is written as given.
  const config = overrides.config
    ? values.config
    : sql`CASE WHEN ${skins.config} -> 'licence' IS NULL THEN excluded.config
        ELSE excluded.config || jsonb_build_object('licence', ${skins.config} -> 'licence') END`;
  const [row] = await db
    .insert(skins)
    .values(values)
    .onConflictDoUpdate({
      target: skins.key,
      set: { name: values.name, hostnames: values.hostnames, theme: values.theme, config },
    })
    .returning();
  if (!row) throw new Error('skin upsert returned nothing');
  return row;
}

/** Writes a menu tree for a skin, keyed by slug; positions follow the array order. */
export async function upsertMenu(
  db: Database,
  skinId: string,
  items: MenuSeedItem[],
  parentId: string | null = null,
) {
  for (const [position, item] of items.entries()) {
    const values = {
      skinId,
      slug: item.slug,
      parentId,
      position,
      path: item.path,
      icon: item.icon,
      requiresLogin: item.requiresLogin ?? false,
      labels: item.labels satisfies Labels,
    };
    const [row] = await db
      .insert(menuItems)
      .values(values)
      .onConflictDoUpdate({
        target: [menuItems.skinId, menuItems.slug],
        set: {
          parentId,
          position,
          path: values.path,
          icon: values.icon,
          requiresLogin: values.requiresLogin,
          labels: values.labels,
        },
      })
      .returning({ id: menuItems.id });
    if (row && item.children) await upsertMenu(db, skinId, item.children, row.id);
  }
}

export type NewLogo = Omit<typeof logos.$inferInsert, 'skinId'>;

export function buildLogo(overrides: Partial<NewLogo> = {}): NewLogo {
  return {
    name: 'main',
    type: 'main',
    color: 'dark',
    url: '/static/logos/logo-dark.svg',
    alt: 'Nova Casino',
    ...overrides,
  };
}

export async function upsertLogos(db: Database, skinId: string, entries: Partial<NewLogo>[]) {
  for (const entry of entries) {
    const values = { ...buildLogo(entry), skinId };
    await db
      .insert(logos)
      .values(values)
      .onConflictDoUpdate({
        target: [logos.skinId, logos.name, logos.color],
        set: { type: values.type, url: values.url, alt: values.alt },
      });
  }
}
