import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageBody, useBrowser, waitForHome } from './browser';
import { call, createPlayer, registerPlayer, seedSession, type TestPlayer } from './players';

const openPage = useBrowser();

// The browser logs refused calls that the screens handle on purpose.
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

/** A new session of the same player, as a log in on another day or browser makes one. */
async function newLogin(player: TestPlayer): Promise<TestPlayer> {
  const { anonSessionId } = (await call('GET', '/api/v1/anon')) as { anonSessionId: string };
  const { playerSessionId } = (await call(
    'POST',
    '/api/v1/player/login',
    { username: player.username, password: player.password },
    { 'x-anon-session': anonSessionId },
  )) as { playerSessionId: string };
  return { ...player, anonSessionId, playerSessionId };
}

/** Loads a page and waits until the header has the player's messages from the server. */
async function gotoWithMessages(page: Page, url: string) {
  const messages = page.waitForResponse((response) => response.url().endsWith('/api/v1/player/messages'));
  await page.goto(url);
  await messages;
  await page.getByTestId('header-notifications').waitFor();
  // Long enough for a notice raised from that answer to be on screen.
  await page.waitForTimeout(500);
}

async function logIn(page: Page, player: TestPlayer) {
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByTestId('login-username').fill(player.username);
  await dialog.getByTestId('login-password').fill(player.password);
  await dialog.getByTestId('login-submit').click();
}

describe('no dead ends', () => {
  it('sends a visitor from the cashier to the log in dialog, which goes on to the cashier', async () => {
    const player = await createPlayer();
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/cashier/deposit?from=mail');
    await waitForHome(page);
    const dialog = page.getByTestId('auth-dialog');
    expect(await dialog.getByTestId('login-to-continue').innerText()).toBe('Log in to continue');
    expect(new URL(page.url()).pathname).toBe('/');
    await logIn(page, player);
    await page.getByTestId('page-cashier-deposit').waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/cashier/deposit?from=mail');
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 60_000);

  it('says why in the visitor’s language on a phone, for the sportsbook too', async () => {
    const player = await createPlayer();
    const { page, close } = await openPage({ viewport: { width: 360, height: 740 }, isMobile: true });
    await page.addInitScript(() => localStorage.setItem('user-locale', 'de'));
    await page.goto('/sportsbook');
    await waitForHome(page);
    const reason = page.getByTestId('auth-dialog').getByTestId('login-to-continue');
    expect(await reason.innerText()).toBe('Melde dich an, um fortzufahren');
    await logIn(page, player);
    await page.waitForURL('**/sportsbook');
    await close();
  }, 60_000);

  it('lists an open invoice as pending after leaving the cashier, and reopens it', async () => {
    const player = await createPlayer();
    const { page, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(page, player);
    await page.goto('/cashier/deposit');
    await page.getByTestId('deposit-currency').selectOption('LTC');
    await page.getByTestId('deposit-amount').fill('30');
    await page.getByTestId('deposit-submit').click();
    const address = await page.getByTestId('deposit-address').inputValue();
    await page.goto('/');
    await waitForHome(page);

    await page.goto('/profile/history');
    const row = page.locator('[data-testid="history-row"][data-type="deposit"]');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    await row.getByTestId('history-reopen').click();
    expect(await page.getByTestId('deposit-address').inputValue()).toBe(address);
    await page.getByTestId('deposit-qr').locator('svg').waitFor();
    expect(await page.getByTestId('deposit-status').innerText()).toBe('Waiting for your payment…');

    // The deposit page lists it too, and it can be paid from there.
    await page.getByTestId('cashier-deposit-tab').click();
    await page.getByTestId('open-invoice-reopen').click();
    await page.getByTestId('deposit-simulate').click();
    await page.getByText('Payment received: €30.00 has been credited.').waitFor();
    await close();
  }, 90_000);
});

/** The page under the header once it has replaced the one titled `previous` and loaded (no spinner). */
async function pageContent(page: Page, previous: string) {
  await page.waitForFunction((title) => {
    const root = document.querySelector('.app-page');
    const heading = root?.querySelector('h1')?.textContent?.trim();
    return Boolean(heading && heading !== title && !root?.querySelector('.ui-spinner'));
  }, previous);
  const title = (await page.locator('.app-page h1').first().innerText()).trim();
  return { title, ...(await pageBody(page)) };
}

describe('the site footer', () => {
  it('leads from every page to content in every language, and an unknown info page is a 404', async () => {
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    await waitForHome(page);
    const footer = page.getByTestId('site-footer');
    const links = footer.locator('nav a');
    for (const locale of ['en', 'es', 'de', 'fr', 'pt', 'no']) {
      await page.evaluate((value) => localStorage.setItem('user-locale', value), locale);
      await page.goto('/');
      await waitForHome(page);
      expect(await footer.getByTestId('footer-licence').innerText()).not.toBe('');
      expect(await footer.getByTestId('footer-currencies').innerText()).toContain('EUR');
      expect(await links.count()).toBe(8);
      let previous = '';
      for (let index = 0; index < 8; index += 1) {
        const link = links.nth(index);
        const [href, label] = [await link.getAttribute('href'), (await link.innerText()).trim()];
        await link.click();
        await page.waitForURL(`**${href}`);
        // The router renders a navigation as a transition after the address has changed: until the
        // link marks its page as the current one, the page under the header may be the old one.
        await footer.locator(`nav a[href="${href}"][aria-current="page"]`).waitFor();
        const content = await pageContent(page, previous);
        previous = content.title;
        const where = `${locale} ${label} (${href})`;
        expect.soft(content.testId, where).not.toBe('page-not-found');
        expect.soft(content.isEmpty, `${where}: empty`).toBe(false);
        expect.soft(content.text.length, `${where}: little content`).toBeGreaterThan(200);
      }
    }
    await page.goto('/info/no-such-page');
    await page.getByTestId('page-not-found').waitFor();
    await footer.waitFor();
    const api = await page.request.get('/api/v1/content/pages/no-such-page', {
      headers: { 'api-key': inject('apiKey') },
    });
    expect(api.status()).toBe(404);
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 120_000);
});

describe('notifications', () => {
  it('announces a message once: not again on reload nor in a new session; clear all lasts', async () => {
    const player = await registerPlayer('en');
    const first = await openPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(first.page, player);
    await gotoWithMessages(first.page, '/');
    expect(await first.page.getByTestId('messages-toast').innerText()).toContain('New message: Welcome to');
    await gotoWithMessages(first.page, '/casino');
    expect(await first.page.getByTestId('messages-toast').count()).toBe(0);
    await first.close();

    // A new log in, in German: no notice, and the welcome message reads in German.
    const second = await openPage({ viewport: { width: 360, height: 740 }, isMobile: true });
    await seedSession(second.page, await newLogin(player), 'de');
    await gotoWithMessages(second.page, '/');
    expect(await second.page.getByTestId('messages-toast').count()).toBe(0);
    await second.page.getByTestId('header-notifications').click();
    const menu = second.page.locator('.notifications-menu');
    expect(await menu.innerText()).toContain('Willkommen bei');
    await menu.getByRole('button', { name: 'Alle löschen' }).click();
    await menu.getByText('Keine Benachrichtigungen').waitFor();
    await second.close();

    const third = await openPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(third.page, await newLogin(player));
    await gotoWithMessages(third.page, '/');
    await third.page.getByTestId('header-notifications').click();
    await third.page.locator('.notifications-menu').getByText('No notifications').waitFor();
    await third.close();
  }, 90_000);

  it('collapses identical notices into one', async () => {
    const player = await createPlayer();
    const { page, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(page, player);
    await page.goto('/profile/my-account');
    const save = page.getByTestId('profile-save-personal');
    await save.waitFor();
    for (let i = 0; i < 3; i += 1) {
      const saved = page.waitForResponse((response) => response.url().includes('/player/update/personal'));
      await save.click();
      await saved;
    }
    const toasts = page.getByTestId('toasts');
    await toasts.getByText('×3').waitFor();
    expect(await toasts.getByText('Additional information saved').count()).toBe(1);
    await close();
  }, 60_000);

  for (const viewport of [
    { width: 1280, height: 800, path: '/play/nova-studio/neon-fruits' },
    { width: 360, height: 740, path: '/mobile/play/nova-studio/neon-fruits' },
  ])
    it(`never covers the game or its balance (${viewport.width} px)`, async () => {
      const player = await createPlayer();
      const { page, close } = await openPage({ viewport: viewport });
      await page.goto(viewport.path);
      await page.getByTestId('play-login').click();
      await logIn(page, player);
      const toast = page.getByTestId('toasts').getByText(/^Logged in\./);
      await toast.waitFor();
      const [toastBox, barBox, stageBox] = await Promise.all([
        page.getByTestId('toasts').boundingBox(),
        page.getByTestId('play-bar').boundingBox(),
        page.locator('.play-stage').boundingBox(),
      ]);
      expect(toastBox && barBox && stageBox).toBeTruthy();
      // The notices sit between the bar (with the balance) and the game: below the one, above the other.
      expect(toastBox!.height).toBeGreaterThan(0);
      expect(toastBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 0.5);
      expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(stageBox!.y + 0.5);
      // And the game with its own balance shows under them once launched.
      const frameBox = await page.getByTestId('game-frame').boundingBox({ timeout: 30_000 });
      expect(frameBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 0.5);
      await close();
    }, 60_000);
});
