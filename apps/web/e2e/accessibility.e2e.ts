import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { createPlayer, seedSession } from './players';

const openPage = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every route of spec section 2, main layout and outside it (the same list as phone-layout.e2e.ts). */
const routes = [
  '/',
  '/register',
  '/casino',
  '/livecasino',
  '/game-shows',
  '/crash-and-fast',
  '/news',
  '/news/welcome',
  '/info/contact-us',
  '/info/how-to-play',
  '/info/terms',
  '/profile/my-account',
  '/profile/my-account/deposit',
  '/profile/bonuses',
  '/profile/cashback',
  '/profile/history',
  '/cashier/deposit',
  '/cashier/withdraw',
  '/withdraw-link/x',
  '/network-promotions',
  '/network-promotions/weekly',
  '/slot-races',
  '/slot-races/weekly',
  '/deposit-bonus',
  '/deposit-bonus/welcome',
  '/free-spin/welcome',
  '/vip-program',
  '/rewards',
  '/challenges',
  '/leaderboard',
  '/fairness',
  '/sportsbook',
  '/play/nova-studio/neon-fruits',
  '/mobile/play/nova-studio/dice',
  '/register-token',
  '/reset-password/x',
  '/access-restricted',
  '/no/such/page',
];
const widths = [360, 1280];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function settle(page: Page) {
  await page.locator('[data-testid^="page-"]').first().waitFor({ timeout: 20_000 });
  // Lazy strings, lists and images land just after the first paint.
  await page.waitForTimeout(400);
}

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.2 A and AA, best practices). */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 3).map((node) => ({ target: node.target })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}

/** One page a visitor or player: each route loaded once and checked at each width. */
async function checkEveryRoute(page: Page, who: string): Promise<string[]> {
  await page.addInitScript({ content: axeSource });
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: widths[0]!, height: 740 });
    await page.goto(route);
    await settle(page);
    for (const width of widths) {
      if (width !== widths[0]) {
        await page.setViewportSize({ width, height: 800 });
        await page.waitForTimeout(150);
      }
      for (const violation of await seriousViolations(page))
        found.push(`${who} ${width}px ${route}: ${violation}`);
    }
  }
  return found;
}

describe('accessibility (axe-core) on every route at 360 px and 1280 px', () => {
  it('finds nothing serious or critical for a visitor', { timeout: 420_000 }, async () => {
    const { page, close } = await openPage();
    const found = await checkEveryRoute(page, 'visitor');
    await close();
    expect(found).toEqual([]);
  });

  it('finds nothing serious or critical for a logged-in player', { timeout: 420_000 }, async () => {
    const player = await createPlayer();
    const { page, close } = await openPage();
    await seedSession(page, player);
    const found = await checkEveryRoute(page, 'player');
    await close();
    expect(found).toEqual([]);
  });
});

describe('game tiles', () => {
  it('are real links: a middle click opens the game page in a new tab, a click the game info', async () => {
    const { page, context, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/crash-and-fast');
    const tile = page.getByTestId('game-list').locator('[data-testid="game-tile"][data-slug="dice"]');
    const link = tile.getByRole('link');
    await link.waitFor({ timeout: 30_000 });
    // Its name is its visible text: badges, title and provider.
    expect(await link.getAttribute('href')).toBe('/play/nova-studio/dice');
    expect(await link.getAttribute('aria-label')).toBeNull();
    expect((await link.innerText()).replace(/\s+/g, ' ')).toContain('Dice');

    const opened = context.waitForEvent('page');
    await link.click({ button: 'middle' });
    const tab = await opened;
    await tab.waitForURL('**/play/nova-studio/dice');
    await tab.getByTestId('page-play').waitFor({ timeout: 30_000 });
    expect(page.url()).toMatch(/\/crash-and-fast$/);

    await link.click();
    await page.getByTestId('game-info').waitFor();
    expect(page.url()).toMatch(/\/crash-and-fast$/);
    await close();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('are the server’s, not the web app’s index.html', async () => {
    const { page, close } = await openPage();
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toMatch(/^User-agent: \*\n/);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/play\/nova-studio\/dice\?lang=de<\/loc>/);
    await close();
  });
});
