import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerGameFixture as game, syncTestCatalogue } from '../test/games';
import { useTestApp } from '../test/helper';
import { firstPaintPageOf } from './first-paint';

const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
const indexHtml = `<!doctype html><html lang="en"><head><title>Casino</title>${stylesheet}</head><body><div id="root"></div></body></html>`;

function builtWebApp() {
  const dir = mkdtempSync(join(tmpdir(), 'casino-first-paint-'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  const texts = (home: string) => ({
    home,
    homeSubtitle: 'All in one place',
    topGames: 'Top Games',
    casino: 'Casino',
    livecasino: 'Live lobby',
    news: 'News',
  });
  writeFileSync(
    join(dir, 'first-paint.json'),
    JSON.stringify({ en: texts('Welcome <in>'), de: texts('Willkommen im Casino') }),
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
  it('paints the home page: heading, then the most popular games as sized tiles', async () => {
    const body = await page('/');
    expect(body).toContain('<h1>Welcome &#60;in&#62;</h1>');
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
    expect(await page('/?lang=de')).toContain('<h1>Willkommen im Casino</h1>');
    const german = await page('/casino', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german).toContain('<html lang="de">');
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
