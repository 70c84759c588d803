import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerGameFixture as game, syncTestCatalogue } from '../test/games';
import { useTestApp } from '../test/helper';
import { eq } from 'drizzle-orm';
import { contentEntries } from '../db/schema';
import { listBanners } from '../modules/content/read-content';
import { findSkinByApiKey } from '../modules/skin/find-skin-by-api-key';
import { firstPaintPageOf } from './first-paint';

const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const preload = '<link rel="modulepreload" crossorigin href="/assets/home-1.js">';
const indexHtml = `<!doctype html><html lang="en"><head><title>Casino</title>${entry}${stylesheet}${preload}</head><body><div id="root"></div></body></html>`;

function builtWebApp() {
  const dir = mkdtempSync(join(tmpdir(), 'casino-first-paint-'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  const texts = (home: string, topGames: string) => ({
    home,
    homeSubtitle: 'All in one place',
    topGames,
    bannerGo: 'Open',
    bannersLabel: 'Promotions',
    casino: 'Casino',
    livecasino: 'Live lobby',
    news: 'News',
    consentTitle: 'Analytics cookies',
    consentText: 'May we <count> visits?',
    consentRefuse: 'Refuse',
    consentAccept: 'Accept analytics',
  });
  writeFileSync(
    join(dir, 'first-paint.json'),
    JSON.stringify({
      en: texts('Welcome <in>', 'Top Games'),
      de: texts('Willkommen im Casino', 'Top-Spiele'),
    }),
  );
  return dir;
}

const ctx = useTestApp({ env: { WEB_DIST_DIR: builtWebApp() } });

beforeAll(() =>
  syncTestCatalogue(ctx.db, [
    {
      code: 'paint-play',
      name: 'Paint Play',
      games: [
        game({ slug: 'big-bass', title: 'Big Bass & <Friends>', popularity: 90, thumbnail: '/t/bass.png' }),
        game({ slug: 'quiet-reels', title: 'Quiet Reels', popularity: 10 }),
        game({ slug: 'live-wheel', title: 'Live Wheel', category: 'live-casino', popularity: 50 }),
      ],
    },
  ]),
);

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

describe('the first paint of public pages', () => {
  it("paints the home page: a visitor's hero and promotion banners, then the most popular games as sized tiles", async () => {
    const body = await page('/');
    const skin = await findSkinByApiKey(ctx.db, ctx.app.config.skinApiKey);
    const banners = await listBanners(ctx.db, { skinId: skin!.id, locale: 'en', now: new Date() });
    const [hero] = banners.hero;
    expect(hero && banners.promotions.length, 'the demo content has banners').toBeTruthy();
    expect(body).toContain(`<h1>${hero!.title}</h1>`);
    expect(body).toContain(`<a class="fp-action" href="${hero!.link}">Open</a>`);
    expect(body).toContain('<ul class="fp-promos" aria-label="Promotions">');
    // The hero's and the first promotion's pictures are the phone's first screen: they load first.
    expect(body).toContain(
      `<img src="${hero!.coverImage}" width="1200" height="630" alt="" fetchpriority="high">`,
    );
    for (const [index, banner] of banners.promotions.entries()) {
      const priority = index === 0 ? ' fetchpriority="high"' : '';
      expect(body).toContain(
        `<li><a href="${banner.link}"><img src="${banner.coverImage}" width="1200" height="630" alt=""${priority}>`,
      );
      expect(body).toContain(`<strong>${banner.title}</strong>`);
    }
    expect(body.indexOf('fp-promos')).toBeLessThan(body.indexOf('<h2>Top Games</h2>'));
    const titles = [...body.matchAll(/class="fp-title">([^<]*)</g)].map((match) => match[1]);
    expect(titles).toEqual(['Big Bass &#38; &#60;Friends&#62;', 'Live Wheel', 'Quiet Reels']);
    expect(body).toContain('<img src="/t/bass.png" width="400" height="300" alt="" fetchpriority="high">');
    expect(body).toContain('href="/play/paint-play/big-bass"');
    // The app stays hidden until it takes the page over.
    expect(body).toContain('#first-paint~#root{display:none}');
    expect(body.indexOf('id="first-paint"')).toBeLessThan(body.indexOf('<div id="root"></div>'));
    // The app's stylesheet blocks no paint of the painted page: it comes after it, once, before the app.
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(body.split(stylesheet)).toHaveLength(2);
    expect(body.indexOf(stylesheet)).toBeGreaterThan(body.indexOf('id="first-paint"'));
    expect(body.indexOf(stylesheet)).toBeLessThan(body.indexOf('<div id="root"></div>'));
    // The app's code waits, inert, for the painted page: start-after-paint.js starts it.
    expect(body).toContain(
      `<template id="app-start" data-entry="/assets/index-1.js">${preload}</template><script type="module" src="/start-after-paint.js"></script>`,
    );
    expect(body).not.toContain(entry);
    expect(body.split(preload)).toHaveLength(2);
  });

  it("paints a game list with its category's games, and a game's page", async () => {
    const live = await page('/livecasino');
    expect(live).toContain('<h1>Live lobby</h1>');
    expect(live).toContain('Live Wheel');
    expect(live).not.toContain('Quiet Reels');
    const play = await page('/play/paint-play/quiet-reels');
    expect(play).toContain('<h1>Quiet Reels</h1>');
  });

  it('speaks the language asked by ?lang= or the browser', async () => {
    expect(await page('/?lang=de')).toContain('<h2>Top-Spiele</h2>');
    const german = await page('/casino', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german).toContain('<html lang="de">');
  });

  it('paints the analytics consent question for a visitor who has not answered it, hidden without scripts', async () => {
    const unanswered = await page('/casino', { cookie: 'theme=dark' });
    expect(unanswered).toContain('<section class="fp-consent" aria-label="Analytics cookies">');
    expect(unanswered).toContain('<p>May we &#60;count&#62; visits?</p>');
    expect(unanswered).toContain('<noscript><style>.fp-consent{display:none}</style></noscript>');
    // Inside the painted page, so it goes when the app takes the page over.
    expect(unanswered.indexOf('fp-consent"')).toBeLessThan(unanswered.indexOf('<div id="root"></div>'));
    for (const cookie of ['analytics-consent=granted', 'a=1; analytics-consent=denied; b=2']) {
      const answered = await page('/casino', { cookie });
      expect(answered, cookie).toContain('<h1>Casino</h1>');
      expect(answered, cookie).not.toContain('fp-consent"');
    }
    // An answer the app does not know is no answer.
    expect(await page('/', { cookie: 'analytics-consent=maybe' })).toContain('fp-consent"');
  });

  it('paints the welcome when no hero banner is published', async () => {
    await ctx.db.update(contentEntries).set({ status: 'draft' }).where(eq(contentEntries.kind, 'banner'));
    const body = await page('/');
    expect(body).toContain('<h1>Welcome &#60;in&#62;</h1><p>All in one place</p><h2>Top Games</h2>');
    expect(body).not.toContain('class="fp-hero"');
    expect(body).not.toContain('class="fp-promos"');
  });

  it('leaves logged-in pages, unknown games and pages it does not paint to the app', async () => {
    for (const url of [
      '/profile/my-account',
      '/play/paint-play/no-such-game',
      '/cashier/deposit',
      '/casino?category=favorites',
    ]) {
      expect(await page(url), url).toBe(indexHtml);
    }
    expect(firstPaintPageOf('/play/../etc')).toBeNull();
  });
});
