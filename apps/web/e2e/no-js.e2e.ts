import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';

const openPage = useBrowser();

/** React's words for a server page the client could not adopt as it was. */
const hydrationTrouble = /hydrat|did not match|server rendered HTML/i;

describe('a first paint without JavaScript', () => {
  it("shows the heading and game tiles of / and /casino with scripts turned off, and the home's banners", async () => {
    const { page, close } = await openPage({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    for (const [path, heading] of [
      // The demo's hero banner.
      ['/', 'Provably fair games, instant play'],
      ['/casino', 'Slots'],
    ] as const) {
      const tiles = page.locator('#first-paint .fp-tile a');
      // Right after the server starts, the catalogue sync may not have brought the studio's games yet.
      await expect
        .poll(
          async () => {
            await page.goto(path);
            return tiles.count();
          },
          { timeout: 30_000, interval: 1_000, message: path },
        )
        .toBeGreaterThan(0);
      expect(await page.locator('h1').first().innerText()).toContain(heading);
      await expect.poll(() => tiles.first().isVisible()).toBe(true);
      const title = (await tiles.first().innerText()).trim();
      expect(title.length, path).toBeGreaterThan(0);
      // Nothing is tracked without scripts, so the consent question is not asked.
      expect(await page.locator('.fp-consent').isVisible(), path).toBe(false);
    }
    await page.goto('/');
    const promotions = page.locator('#first-paint .fp-promos a');
    expect(await promotions.count()).toBeGreaterThan(0);
    expect(await promotions.first().isVisible()).toBe(true);
    await close();
  });

  it('hands the page over to the app with scripts on: the app is shown, no hydration warning', async () => {
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 390, height: 844 } });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // On a painted page the app's code waits in a template until start-after-paint.js starts it.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<template id="app-start" data-entry="\/assets\/index-[^"]+\.js">/);
    expect(html).toContain('<script type="module" src="/start-after-paint.js"></script>');
    expect(html).not.toContain('<script type="module" crossorigin');
    await page.goto('/');
    await waitForHome(page);
    await page.waitForFunction(() => !document.getElementById('first-paint'));
    await page.goto('/casino');
    await page.getByTestId('page-casino').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => !document.getElementById('first-paint'));
    expect(await page.getByTestId('game-tile').count()).toBeGreaterThan(0);
    expect(warnings.filter((text) => hydrationTrouble.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
