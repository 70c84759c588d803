import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { measureOverflow } from './phone-overflow';
import { createPlayer, depositThroughSandbox, registerPlayer, seedSession } from './players';

const openPage = useBrowser();
const phone = { width: 360, height: 740 };
const shots = join(import.meta.dirname, '..', 'test-results', 'phone-layout');

/** Every route of spec section 2, main layout and outside it. */
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
  '/profile',
  '/profile/my-account',
  '/profile/my-account/deposit',
  '/profile/bonuses',
  '/profile/cashback',
  '/profile/history',
  '/cashier/deposit',
  '/cashier/withdraw',
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
  '/sportsbook',
  '/play/nova-studio/neon-fruits',
  '/mobile/play/nova-studio/dice',
  '/register-token',
  '/reset-password/x',
  '/access-restricted',
  '/test-component',
  '/no/such/page',
];

async function settle(page: Page) {
  await page.locator('[data-testid^="page-"]').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Lazy strings and images land after the first paint.
  await page.waitForTimeout(150);
}

async function expectNoOverflow(page: Page, name: string) {
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  const overflow = await measureOverflow(page);
  const widest = overflow.elements[0];
  const where = `${name} (${page.url()})`;
  // Soft: one run names every route that overflows, not just the first.
  expect
    .soft(
      widest ?? null,
      `${where}: ${widest?.element} ends at ${widest?.right}px of ${overflow.clientWidth}`,
    )
    .toBeNull();
  expect
    .soft(overflow.scrollWidth, `${where}: the page scrolls sideways`)
    .toBeLessThanOrEqual(overflow.clientWidth);
  expect
    .soft(
      overflow.wrapped,
      `${where}: a row of tabs or footer entries wrapped: ${overflow.wrapped.join(', ')}`,
    )
    .toEqual([]);
}

async function visitAll(page: Page, who: string) {
  for (const route of routes) {
    await page.goto(route);
    await settle(page);
    const name = `${who}${route === '/' ? '-home' : route.replace(/\//g, '-')}`;
    await expectNoOverflow(page, name);
    if (route === '/profile/history' && who === 'player') {
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await page.waitForTimeout(300);
        await expectNoOverflow(page, `${name}-${(await tab.innerText()).trim().toLowerCase()}`);
      }
    }
  }
}

const locales = ['en', 'es', 'de', 'fr', 'pt', 'no'];

/**
 * Header controls that sit off screen, under another element, or without a name. Each must be on
 * screen and the topmost thing at its centre, so a tap reaches it.
 */
function headerFaults(page: Page, expected: string[]) {
  return page.getByTestId('site-header').evaluate((header, testIds) => {
    const width = document.documentElement.clientWidth;
    const faults: string[] = [];
    for (const testId of testIds) {
      const element = header.querySelector(`[data-testid="${testId}"]`);
      const rect = element?.getBoundingClientRect();
      if (!element || !rect || rect.width === 0) {
        faults.push(`${testId} missing`);
        continue;
      }
      if (rect.left < -0.5 || rect.right > width + 0.5)
        faults.push(`${testId} spans ${Math.round(rect.left)}-${Math.round(rect.right)} px of ${width}`);
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!top || !element.contains(top)) faults.push(`${testId} covered`);
      const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText;
      if (!name.trim()) faults.push(`${testId} has no name`);
      const label = element.querySelector<HTMLElement>('.site-header__label');
      if (testId === 'header-balance' && element.scrollWidth > element.clientWidth + 1)
        faults.push(`${testId} cut`);
      // A label hidden to leave only the icon still names the button; a shown one must not be cut.
      const isShown = label && label.getBoundingClientRect().width > 1;
      if (isShown && label.scrollWidth > label.clientWidth + 0.5) faults.push(`${testId} label cut`);
    }
    return faults;
  }, expected);
}

async function checkHeaderEverywhere(page: Page, who: string, expected: string[]) {
  for (const locale of locales) {
    await page.evaluate((value) => window.localStorage.setItem('user-locale', value), locale);
    await page.reload();
    await waitForHome(page);
    for (const testId of expected) await page.getByTestId(testId).waitFor();
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await page.waitForTimeout(50);
      const shot = join(shots, `${who}-header-${locale}-${width}.png`);
      await page.screenshot({ path: shot, clip: { x: 0, y: 0, width, height: 64 } });
      expect.soft(await headerFaults(page, expected), `${who} header, ${locale} at ${width} px`).toEqual([]);
    }
  }
}

describe('phone layout at 360 px', () => {
  mkdirSync(shots, { recursive: true });

  it('lets no route run past the edge, for a visitor', { timeout: 240_000 }, async () => {
    const { page, close } = await openPage({ viewport: phone });
    await visitAll(page, 'visitor');
    await close();
  });

  it('lets no route run past the edge, for a logged-in player', { timeout: 240_000 }, async () => {
    const player = await createPlayer();
    // A five-figure balance: the widest the phone header has to hold.
    await depositThroughSandbox(player, '12345.67');
    const { page, close } = await openPage({ viewport: phone });
    await seedSession(page, player);
    await visitAll(page, 'player');
    await close();
  });

  it('keeps Promotions in the footer for a player, and Withdraw and Bonus in the phone header', async () => {
    const player = await createPlayer();
    const { page, consoleErrors, close } = await openPage({ viewport: phone });
    await seedSession(page, player);
    await page.goto('/');
    await waitForHome(page);
    const footer = page.getByTestId('mobile-footer');
    const items = await footer.locator(':scope > a, :scope > button').allInnerTexts();
    expect(items.map((item) => item.trim())).toEqual(['Browse', 'Home', 'Rewards', 'Promotions', 'More']);
    await footer.getByRole('link', { name: 'Promotions' }).click();
    await page.getByTestId('page-network-promotions').waitFor();

    // The phone header has no room for two more buttons: its profile menu leads with them.
    const header = page.getByTestId('site-header');
    await header.getByTestId('header-profile').click();
    await header.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await page.getByTestId('page-cashier-withdraw').waitFor();
    await header.getByTestId('header-profile').click();
    await header.getByRole('link', { name: 'Bonus', exact: true }).click();
    await page.getByTestId('page-profile-bonuses').waitFor();

    // More: a dialog with the rest, focus kept inside, Escape closes it.
    await footer.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'My Profile', exact: true }).waitFor();
    await sheet.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    for (const name of ['Bonuses', 'Cashback', 'History'])
      expect(await sheet.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    for (const name of ['Chat', 'Logout'])
      expect(await sheet.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    await expectNoOverflow(page, 'player-more-sheet');
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await footer.getByRole('button', { name: 'More' }).click();
    await sheet.getByRole('link', { name: 'My Profile', exact: true }).click();
    await page.getByTestId('page-profile-my-account').waitFor();
    await sheet.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('gives a visitor Log in and Sign up in the More sheet', async () => {
    const { page, close } = await openPage({ viewport: phone });
    await page.goto('/');
    await waitForHome(page);
    await page.getByTestId('mobile-footer').getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await sheet.getByRole('button', { name: 'Log in' }).waitFor();
    await sheet.getByRole('button', { name: 'Sign up' }).click();
    await page.getByTestId('signup-username').waitFor();
    await close();
  });

  it('keeps the profile tabs on one row in German, where the labels are longest', async () => {
    const player = await createPlayer();
    const { page, close } = await openPage({ viewport: phone });
    await seedSession(page, player, 'de');
    for (const route of ['/profile/my-account', '/profile/history']) {
      await page.goto(route);
      await settle(page);
      await expectNoOverflow(page, `player-de${route.replace(/\//g, '-')}`);
    }
    await close();
  });

  it('fits the cashier-readiness form of a new player', async () => {
    const player = await registerPlayer();
    const { page, close } = await openPage({ viewport: phone });
    await seedSession(page, player);
    await page.goto('/cashier/deposit');
    await page.getByTestId('profile-form-missing').waitFor();
    await expectNoOverflow(page, 'new-player-cashier-readiness');
    await close();
  });

  it('keeps every header control on screen at 320 and 360 px in each of the six languages', async () => {
    const { page, close } = await openPage({ viewport: phone });
    await page.goto('/');
    await waitForHome(page);
    await checkHeaderEverywhere(page, 'visitor', [
      'drawer-toggle',
      'header-logo',
      'header-login',
      'header-signup',
    ]);
    await close();

    const player = await createPlayer();
    // A five-figure balance: the widest the phone header has to hold.
    await depositThroughSandbox(player, '12345.67');
    const logged = await openPage({ viewport: phone });
    await seedSession(logged.page, player);
    await logged.page.goto('/');
    await waitForHome(logged.page);
    await checkHeaderEverywhere(logged.page, 'player', [
      'drawer-toggle',
      'header-logo',
      'header-balance',
      'header-deposit',
      'header-notifications',
      'header-profile',
    ]);
    await logged.close();
  });

  it('fits the footer and the More sheet in each of the six languages', async () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'pt', 'no']) {
      const { page, close } = await openPage({ viewport: phone });
      await page.addInitScript((value) => window.localStorage.setItem('user-locale', value), locale);
      await page.goto('/');
      await waitForHome(page);
      const clipped = await page
        .getByTestId('mobile-footer')
        .locator(':scope > *')
        .evaluateAll((items) =>
          items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
        );
      expect.soft(clipped, `${locale}: footer labels cut`).toEqual([]);
      await expectNoOverflow(page, `visitor-footer-${locale}`);
      await page.getByTestId('footer-more').click();
      await page.getByTestId('more-sheet').waitFor();
      await expectNoOverflow(page, `visitor-more-sheet-${locale}`);
      await close();
    }
  });
});
