import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiHeaders, useTestApp } from '../test/helper';
import { upsertSkin } from './factories/skins';
import { logos, menuItems, skins } from './schema';
import { seed } from './seed';

describe('seed', () => {
  const ctx = useTestApp();

  async function counts() {
    const [s] = await ctx.db.select({ n: count() }).from(skins);
    const [m] = await ctx.db.select({ n: count() }).from(menuItems);
    const [l] = await ctx.db.select({ n: count() }).from(logos);
    return { skins: s?.n, menu: m?.n, logos: l?.n };
  }

  it('is idempotent: a second run changes no counts', async () => {
    const before = await counts();
    expect(before).toEqual({ skins: 1, menu: 31, logos: 3 });
    await seed(ctx.db, { skinApiKey: 'demo-skin-key' });
    expect(await counts()).toEqual(before);
  });

  it('keeps the licence line the operator set when the seed runs again at a start', async () => {
    const licence = { text: 'Licensed by the Gaming Authority, licence 123/2026', regulatorName: 'GA' };
    await ctx.db
      .update(skins)
      .set({ config: sql`jsonb_set(${skins.config}, '{licence}', ${JSON.stringify(licence)}::jsonb)` })
      .where(eq(skins.key, 'demo-skin-key'));
    await seed(ctx.db, { skinApiKey: 'demo-skin-key' });
    const [skin] = await ctx.db.select().from(skins).where(eq(skins.key, 'demo-skin-key'));
    expect(skin?.config.licence).toEqual(licence);
    // The seed's other settings are still its own.
    expect(skin?.config.currencies.length).toBeGreaterThan(0);
  });

  it('skin factory takes overrides, and a second skin answers with its own key and settings', async () => {
    const other = await upsertSkin(ctx.db, {
      key: 'other-skin',
      name: 'Other Casino',
      config: { ...(await firstConfig()), turnstile: { enabled: true, siteKey: '0x4AAA' } },
    });
    expect(other.key).toBe('other-skin');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinConfig/all',
      headers: { ...apiHeaders(), 'api-key': 'other-skin' },
    });
    expect(response.json().data).toMatchObject({
      skinName: 'Other Casino',
      turnstileCaptcha: { enabled: true, siteKey: '0x4AAA' },
    });
    const menu = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinMenu',
      headers: { 'api-key': 'other-skin' },
    });
    expect(menu.json().data.items).toEqual([]);
    await ctx.db.delete(skins).where(eq(skins.key, 'other-skin'));
  });

  async function firstConfig() {
    const [row] = await ctx.db
      .select({ config: skins.config })
      .from(skins)
      .where(eq(skins.key, 'demo-skin-key'));
    return row!.config;
  }
});
