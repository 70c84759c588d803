import {
  envelopeSchema,
  logosDataSchema,
  skinConfigDataSchema,
  skinMenuDataSchema,
  type MenuItem,
} from '@casino/contract';
import { supportedLocales } from '@casino/rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skins } from '../../db/schema';
import { forgetCachedSkins } from '../../plugins/api-key';
import { sideDrawerMenu } from '../../db/seed-data/menu';
import { apiHeaders, useTestApp } from '../../test/helper';

const drawerLabels = [
  'Rewards',
  'Bonus',
  'Challenges',
  'VIP Club',
  'Slots',
  'All Games',
  'Favorite Games',
  'New Slots',
  'Jackpot Slots',
  'Megaways and Multiways',
  'Bonusbuy',
  'Live Casino',
  'Lobby',
  'Baccarat',
  'Blackjack',
  'Roulette',
  'All Live Games',
  'Game Shows',
  'Sportsbook',
  'Crash and Fast',
  'Promotions',
  'Deposit Bonus',
  'Tournaments',
  'Slot Races',
  'Network Promotions',
  'News And Blog',
  'Affiliates',
  'Live Chat',
  'Contact Us',
];

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

describe('skin content', () => {
  const ctx = useTestApp();
  const get = async (url: string, language?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: apiHeaders(language ? { 'x-language': language } : {}) });

  it('serves the public skin config with the captcha settings', async () => {
    const response = await get('/api/v1/skinConfig/all');
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(skinConfigDataSchema).parse(response.json());
    expect(data.skinName).toBe('Nova Casino');
    expect(data.turnstileCaptcha).toEqual({ enabled: false, siteKey: '' });
    expect(data.currencies).toContain('EUR');
    expect(data.theme.mode).toBe('dark');
  });

  it("serves the footer's licence line as the operator sets it, empty until then", async () => {
    const licence = async () =>
      envelopeSchema(skinConfigDataSchema).parse((await get('/api/v1/skinConfig/all')).json()).data.licence;
    expect(await licence()).toEqual({ text: '', regulatorName: '', regulatorUrl: '' });
    // What the operator writes into the skin's settings, served once the skin cache lets go of it.
    const set = async (value: object) => {
      await ctx.db
        .update(skins)
        .set({ config: sql`jsonb_set(${skins.config}, '{licence}', ${JSON.stringify(value)}::jsonb)` });
      forgetCachedSkins(ctx.app);
    };
    await set({
      text: ' Licence no. 1234 ',
      regulatorName: 'Gaming Authority',
      regulatorUrl: 'https://example.org',
    });
    expect(await licence()).toEqual({
      text: 'Licence no. 1234',
      regulatorName: 'Gaming Authority',
      regulatorUrl: 'https://example.org',
    });
    // Only a web address becomes a link.
    await set({ text: 'Licence no. 1234', regulatorUrl: 'javascript:alert(1)' });
    expect((await licence()).regulatorUrl).toBe('');
    await set({});
  });

  it('serves every side-drawer entry of the spec, in order, as a tree', async () => {
    const { data } = envelopeSchema(skinMenuDataSchema).parse((await get('/api/v1/skinMenu')).json());
    const all = flatten(data.items);
    expect(all).toHaveLength(31);
    for (const label of drawerLabels) expect(all.map((item) => item.label)).toContain(label);
    expect(data.items.map((item) => item.id).slice(0, 5)).toEqual([
      'rewards',
      'bonus',
      'challenges',
      'vip-club',
      'slots',
    ]);
    const slots = data.items.find((item) => item.id === 'slots');
    expect(slots?.children.map((item) => item.label)).toEqual([
      'All Games',
      'Favorite Games',
      'New Slots',
      'Jackpot Slots',
      'Megaways and Multiways',
      'Bonusbuy',
    ]);
    const byId = new Map(all.map((item) => [item.id, item]));
    expect(byId.get('sportsbook')).toMatchObject({ path: '/sportsbook', requiresLogin: true });
    expect(byId.get('live-baccarat')?.path).toBe('/livecasino?category=baccarat');
    expect(byId.get('live-chat')?.path).toBe('#live-chat');
  });

  it('labels the menu in the x-language language', async () => {
    const labelsBy = async (language: string) =>
      flatten(
        envelopeSchema(skinMenuDataSchema).parse((await get('/api/v1/skinMenu', language)).json()).data.items,
      ).map((item) => item.label);
    const english = await labelsBy('en');
    for (const language of supportedLocales.filter((locale) => locale !== 'en')) {
      const translated = await labelsBy(language);
      const differing = translated.filter((label, index) => label !== english[index]);
      expect(differing.length, language).toBeGreaterThan(english.length / 2);
    }
    expect((await labelsBy('de'))[0]).toBe('Belohnungen');
  });

  it('keeps a label for every language in the seed', () => {
    const walk = (items: typeof sideDrawerMenu): number =>
      items.reduce((count, item) => count + 1 + walk(item.children ?? []), 0);
    expect(walk(sideDrawerMenu)).toBe(31);
  });

  it('lists logos, filtered by type and colour, and serves the files', async () => {
    const all = envelopeSchema(logosDataSchema).parse((await get('/api/v1/logos')).json()).data.logos;
    expect(all).toHaveLength(3);
    const dark = (await get('/api/v1/logos?type=main&color=dark')).json().data.logos;
    expect(dark).toEqual([
      { name: 'main', type: 'main', color: 'dark', url: '/static/logos/logo-dark.svg', alt: 'Nova Casino' },
    ]);
    expect((await get('/api/v1/logos?type=icon')).json().data.logos).toHaveLength(1);
    for (const logo of all) {
      const file = await ctx.app.inject({ method: 'GET', url: logo.url });
      expect(file.statusCode, logo.url).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
      expect(file.body).toContain('<svg');
    }
  });
});
