import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageBody, useBrowser, waitForHome } from './browser';
import { gameFrame, minorUnits } from './game-frames';
import { accountBalance, createPlayer, depositThroughSandbox, seedSession } from './players';

const openPage = useBrowser();
const locales = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
const phone = { viewport: { width: 360, height: 740 }, isMobile: true };
const desktop = { viewport: { width: 1280, height: 800 } };

// The browser logs refused calls that the screens handle on purpose.
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

/** The footer under the page: its eight links, the 18+ mark and a licence line, scrolled to as a player would. */
async function expectFooter(page: Page, where: string) {
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  expect(await footer.isVisible(), `${where}: footer`).toBe(true);
  expect(await footer.locator('nav a').count(), `${where}: footer links`).toBe(8);
  expect(await footer.locator('.site-footer__adult').innerText(), `${where}: 18+`).toBe('18+');
  expect((await footer.getByTestId('footer-licence').innerText()).trim(), `${where}: licence`).not.toBe('');
}

/** The page's own content once loaded: its test id, whether it is an empty state, and its text. */
async function loadedContent(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('.app-page');
    return Boolean(root?.querySelector('h1')?.textContent?.trim() && !root.querySelector('.ui-spinner'));
  });
  return pageBody(page);
}

/**
 * Follows a link inside the app, as a click does (the router reads the history), rather than loading
 * the whole app again for every link: by way of an unknown address first, so the wait that follows
 * cannot mistake the page before for the one asked for.
 */
async function navigateInApp(page: Page, href: string) {
  const go = (target: string) =>
    page.evaluate((value) => {
      window.history.pushState({}, '', value);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
  await go('/info/no-such-page-between-links');
  await page.getByTestId('page-not-found').waitFor();
  await go(href);
  await page.waitForFunction(
    () =>
      document.querySelector('.app-page [data-testid^="page-"]')?.getAttribute('data-testid') !==
      'page-not-found',
  );
}

/** A crash bet with a 2.00× auto target, the page closed mid-round: paid at the target by the server, or lost. */
async function autoCashOutAfterClosing(options: typeof phone | typeof desktop) {
  const player = await createPlayer();
  await depositThroughSandbox(player, '50');
  const { page, close } = await openPage(options);
  await seedSession(page, player);
  await page.goto('/play/nova-studio/crash');
  const frame = await gameFrame(page, 'real');
  await frame.getByLabel('Auto cash out (×)').fill('2.00');
  const bet = frame.locator('[data-testid="crash-action"][data-action="bet"]:enabled');
  await bet.waitFor({ timeout: 180_000 });
  const stake = minorUnits(await frame.getByLabel('Bet', { exact: true }).inputValue());
  await bet.click();
  // The target line shows while the bet rides (crash-controls.test.ts proves its text); a round that
  // crashes at once shows it for a moment only, which a loaded machine's polling can miss.
  await frame
    .getByTestId('crash-target')
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  // The round runs (or crashed at once): the player leaves while it is in the air.
  await frame
    .locator('[data-testid="crash-action"][data-action="cashout"]:enabled')
    .waitFor({ timeout: 60_000 })
    .catch(() => undefined);
  await close();
  // Closing no longer cashes out at the moment's multiplier: the bet is paid at 2.00× by the server,
  // or lost if the round crashed first; nothing in between.
  const lost = 5000 - stake;
  const paid = 5000 - stake + stake * 2;
  let balance = 0;
  for (let i = 0; i < 45 && balance !== paid; i += 1) {
    balance = await accountBalance(player);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  expect([lost, paid]).toContain(balance);
}

describe('player polish', () => {
  it('puts the footer under every page, for a visitor and a player, on a phone and a desktop', async () => {
    const player = await createPlayer();
    for (const [device, options] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      const visitor = await openPage(options);
      for (const path of ['/', '/casino', '/rewards', '/vip-program', '/info/terms', '/fairness']) {
        await visitor.page.goto(path);
        await loadedContent(visitor.page);
        await expectFooter(visitor.page, `${device} visitor ${path}`);
      }
      expect(unexpected(visitor.consoleErrors)).toEqual([]);
      await visitor.close();

      const mine = await openPage(options);
      await seedSession(mine.page, player);
      for (const path of ['/', '/profile/bonuses', '/cashier/deposit', '/deposit-bonus']) {
        await mine.page.goto(path);
        await loadedContent(mine.page);
        await expectFooter(mine.page, `${device} player ${path}`);
      }
      // The home hero speaks to the player, not a sign-up call.
      await mine.page.goto('/');
      await waitForHome(mine.page);
      const hero = mine.page.getByTestId('hero-player');
      expect(await hero.locator('h1').innerText()).toMatch(/^Welcome back, \S/);
      expect(await hero.getByTestId('hero-action').getAttribute('href')).toBe('/cashier/deposit');
      await mine.close();
    }
  }, 180_000);

  it('answers every footer link with its page, the six languages taken in turn, and an unknown info page with a 404', async () => {
    const { page, consoleErrors, close } = await openPage(desktop);
    await page.goto('/');
    await waitForHome(page);
    const hrefs = await page
      .getByTestId('site-footer')
      .locator('nav a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toHaveLength(8);
    for (const href of hrefs) {
      // Entered directly (a bookmark, a link in an e-mail), the server answers with the app.
      const response = await page.request.get(href);
      expect.soft(response.status(), href).toBe(200);
    }
    // Each link opened in one language, the languages taken in turn: every link and every language
    // is seen (eight links over six languages) without loading each page six times.
    for (const [index, href] of hrefs.entries()) {
      const locale = locales[index % locales.length]!;
      await page.evaluate((value) => localStorage.setItem('user-locale', value), locale);
      await page.goto(href);
      const content = await loadedContent(page);
      const where = `${locale} ${href}`;
      expect.soft(await page.evaluate(() => document.documentElement.lang), where).toBe(locale);
      expect.soft(content.testId, where).not.toBe('page-not-found');
      expect.soft(content.isEmpty, `${where}: empty`).toBe(false);
      expect.soft(content.text.length, `${where}: little content`).toBeGreaterThan(200);
    }
    await page.goto('/info/no-such-page');
    await page.getByTestId('page-not-found').waitFor();
    await expectFooter(page, 'unknown info page');
    const api = await page.request.get('/api/v1/content/pages/no-such-page', {
      headers: { 'api-key': inject('apiKey') },
    });
    expect(api.status()).toBe(404);
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 240_000);

  it('answers every link of the side drawer with its page in all six languages, for a player on a phone', async () => {
    // A player, so the entries behind a log-in show their page rather than the log-in form.
    const player = await createPlayer();
    const { page, consoleErrors, close } = await openPage(phone);
    await seedSession(page, player);
    for (const locale of locales) {
      await page
        .evaluate((value) => localStorage.setItem('user-locale', value), locale)
        .catch(() => undefined);
      await page.goto('/');
      await waitForHome(page);
      await page.locator('[data-testid="side-drawer"] .drawer-list').waitFor({ state: 'attached' });
      const hrefs = await page
        .getByTestId('side-drawer')
        .locator('a[href]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
      expect(hrefs.length, `${locale}: drawer links`).toBeGreaterThan(10);
      for (const href of hrefs) {
        const where = `${locale} ${href}`;
        const response = await page.request.get(href);
        expect.soft(response.status(), where).toBe(200);
        if (href === '/sportsbook') continue; // The sportsbook is its own app, launched from this page.
        await navigateInApp(page, href);
        const content = await loadedContent(page);
        expect.soft(await page.evaluate(() => document.documentElement.lang), where).toBe(locale);
        expect.soft(content.testId, where).not.toBe('page-not-found');
        // A new player has no favourites yet: that list may say so; every other entry has content.
        if (!href.includes('favorites')) expect.soft(content.isEmpty, `${where}: empty`).toBe(false);
        expect.soft(content.text.length, `${where}: little content`).toBeGreaterThan(100);
      }
    }
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 420_000);

  it('writes a challenge’s multiplier in the same notation as its prize, in each of the six languages, on a phone and a desktop', async () => {
    const { page, consoleErrors, close } = await openPage(phone);
    for (const [index, locale] of [...locales, 'de', 'en'].entries()) {
      // The six languages on a phone, then both notations again on a desktop.
      if (index === locales.length) await page.setViewportSize(desktop.viewport);
      await page.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
      await page.goto('/challenges');
      const card = page.locator('[data-testid^="challenge-"]').first();
      await card.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const heading = await card.locator('h3').innerText();
      const prize = await card.getByTestId('challenge-prize').innerText();
      // '1,500×' beside '€250.00', '1.500×' beside '250,00 €': the number first, never 'x1.500'.
      const multiplier = /·\s*(\d[\d.,\s\u00a0\u202f]*\d)×$/.exec(heading);
      expect(multiplier, `${locale}: ${heading}`).not.toBeNull();
      const group = /\d(\D)\d{3}$/.exec(multiplier![1]!)?.[1];
      const decimalMark = /\d(\D)\d\d(?!\d)/.exec(prize)?.[1];
      expect(decimalMark, `${locale}: ${prize}`).toBeDefined();
      expect(group, `${locale}: ${heading} beside ${prize}`).not.toBe(decimalMark);
    }
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 120_000);

  for (const [device, options] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const)
    it(
      `cashes out a crash bet at its auto target on the server after the player closed the page mid-round (${device})`,
      () => autoCashOutAfterClosing(options),
      300_000,
    );
});
