import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';

const locales = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
const openPage = useBrowser();

type MenuNode = { id: string; children: MenuNode[] };
const flatten = (items: MenuNode[]): string[] =>
  items.flatMap((item) => [item.id, ...flatten(item.children)]);

describe('site shell', () => {
  it('loads the home page in each of the six languages with no console error', async () => {
    const loginLabels = new Set<string>();
    for (const locale of locales) {
      const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript((value) => window.localStorage.setItem('user-locale', value), locale);
      await page.goto('/');
      await waitForHome(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      loginLabels.add((await page.getByTestId('header-login').innerText()).trim());
      expect(consoleErrors, `console errors in ${locale}`).toEqual([]);
      await close();
    }
    // Six languages, six different words on the same button: no English copies.
    expect(loginLabels.size).toBe(locales.length);
  });

  it('keeps a language switch across a reload', async () => {
    const { page, close } = await openPage();
    await page.goto('/');
    await waitForHome(page);
    await page.getByTestId('language-select').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.reload();
    await waitForHome(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.evaluate(() => window.localStorage.getItem('user-locale'))).toBe('fr');
    await close();
  });

  it('redirects /de to / in German', async () => {
    const { page, close } = await openPage();
    await page.goto('/de');
    await waitForHome(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await close();
  });

  it('shows not-found for an unknown path, and its button goes home', async () => {
    const { page, close } = await openPage();
    await page.goto('/no/such/page');
    await page.getByTestId('page-not-found').waitFor();
    await page.getByTestId('go-home').click();
    await waitForHome(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });

  it('sends a visitor without a player session from protected routes to /', async () => {
    const { page, close } = await openPage();
    for (const path of ['/profile', '/profile/history', '/cashier/deposit', '/sportsbook']) {
      await page.goto(path);
      await waitForHome(page);
      expect(new URL(page.url()).pathname, path).toBe('/');
    }
    await close();
  });

  it('lists every entry of the skin menu in the side drawer', async () => {
    const response = await fetch(`${inject('baseURL')}/api/v1/skinMenu`, {
      headers: { 'api-key': inject('apiKey') },
    });
    const body = (await response.json()) as { data: { items: MenuNode[] } };
    const ids = flatten(body.data.items);
    expect(ids.length).toBeGreaterThanOrEqual(30);

    const { page, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/');
    await waitForHome(page);
    for (const id of ids) {
      expect(await page.getByTestId(`drawer-item-${id}`).count(), id).toBe(1);
    }
    await close();
  });

  it('shows the mobile footer on a 390x844 phone and not on a desktop', async () => {
    const phone = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.page.goto('/');
    await waitForHome(phone.page);
    expect(await phone.page.getByTestId('mobile-footer').isVisible()).toBe(true);
    // The home rows of game tiles scroll sideways inside themselves; the page itself must not.
    await phone.page.getByTestId('game-tile').first().waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();

    const desktop = await openPage({ viewport: { width: 1440, height: 900 } });
    await desktop.page.goto('/');
    await waitForHome(desktop.page);
    expect(await desktop.page.getByTestId('mobile-footer').isVisible()).toBe(false);
    await desktop.close();
  });

  it('opens the drawer from the toggle on a phone', async () => {
    const { page, close } = await openPage({ viewport: { width: 360, height: 740 }, isMobile: true });
    await page.goto('/');
    await waitForHome(page);
    await page.getByTestId('drawer-toggle').first().click();
    await page.getByTestId('side-drawer').waitFor({ state: 'visible' });
    expect(await page.getByTestId('side-drawer').isVisible()).toBe(true);
    await close();
  });
});
