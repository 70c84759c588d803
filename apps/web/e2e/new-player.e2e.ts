import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';

const openPage = useBrowser();

const onePixelPng = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a3f20000000049454e44ae426082',
  'hex',
);

// The browser logs refused calls that the screens handle on purpose (a 401 on a wrong password, say).
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

async function signUp(page: Page, username: string, password: string) {
  await page.getByTestId('header-signup').click();
  await page.getByTestId('auth-dialog').waitFor();
  await page.getByTestId('signup-username').fill(username);
  await page.getByTestId('signup-email').fill(`${username}@example.com`);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-confirm-password').fill(password);
  await page.getByTestId('signup-currency').selectOption('EUR');
  await page.getByTestId('signup-country').selectOption('DE');
  await page.getByTestId('signup-birthdate').fill('15-06-1990');
  await page.getByTestId('signup-privacy').check();
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-success').waitFor();
}

/** Opens the dev outbox as a developer would and follows the confirmation link sent to the player. */
async function confirmFromOutbox(page: Page, username: string) {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(`${username}@example.com`)}`);
  await page.locator('a[href*="/register-token?token="]').first().click();
  await page.getByTestId('register-token-success').waitFor();
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/');
  await waitForHome(page);
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-deposit').waitFor();
}

async function fillProfileAndLimits(page: Page, password: string) {
  await page.goto('/profile/my-account');
  await page.getByTestId('page-profile-my-account').waitFor();
  await page.getByTestId('profile-field-fname').fill('Anna');
  await page.getByTestId('profile-field-lname').fill('Berg');
  await page.getByTestId('profile-save-personal').click();
  await page.getByTestId('profile-saved-personal').waitFor();
  await page.getByTestId('profile-field-address').fill('Hauptstrasse 1');
  await page.getByTestId('profile-field-city').fill('Berlin');
  await page.getByTestId('profile-field-zip').fill('10115');
  await page.getByTestId('profile-save-address').click();
  await page.getByTestId('profile-saved-address').waitFor();
  await page.getByTestId('profile-field-mobile').fill('+49 151 23456789');
  await page.getByTestId('profile-save-contact').click();
  await page.getByTestId('profile-saved-contact').waitFor();

  await page.getByTestId('limit-amount').fill('150');
  await page.getByTestId('limit-password').fill(password);
  await page.getByTestId('limit-set').click();
  await page.getByTestId('limit-row-day').getByText(/150/).waitFor();

  await page.getByTestId('document-type').selectOption('identity');
  await page
    .getByTestId('document-file')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByTestId('document-upload').click();
  await page.getByTestId('document-row').first().waitFor();
}

describe('a new player', () => {
  const journeys = [
    {
      name: 'on a 390x844 phone in English',
      locale: 'en',
      viewport: { width: 390, height: 844 },
      isPhone: true,
    },
    { name: 'on a desktop in Spanish', locale: 'es', viewport: { width: 1440, height: 900 }, isPhone: false },
  ];

  for (const journey of journeys) {
    it(`signs up, confirms, logs in, fills the profile, sets a limit, uploads a document and logs out ${journey.name}`, async () => {
      const { page, consoleErrors, close } = await openPage({
        viewport: journey.viewport,
        isMobile: journey.isPhone,
        hasTouch: journey.isPhone,
      });
      await page.addInitScript((locale) => {
        if (!localStorage.getItem('user-locale')) localStorage.setItem('user-locale', locale);
      }, journey.locale);
      const username = `np${Math.random().toString(36).slice(2, 12)}`;
      const password = 'Winter2026!';

      await page.goto('/');
      await waitForHome(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(journey.locale);
      await signUp(page, username, password);
      await confirmFromOutbox(page, username);
      await logIn(page, username, password);
      expect(await page.evaluate(() => localStorage.getItem('playerSessionId'))).toBeTruthy();

      await fillProfileAndLimits(page, password);
      const profile = await page.evaluate(async () => {
        const response = await fetch('/api/v1/player', {
          headers: {
            'api-key': (window as unknown as { __APP_CONFIG__: { apiKey: string } }).__APP_CONFIG__.apiKey,
            'x-player-session': localStorage.getItem('playerSessionId') ?? '',
          },
        });
        return ((await response.json()) as { data: { fname: string; city: string; mobile: string } }).data;
      });
      expect(profile).toMatchObject({ fname: 'Anna', city: 'Berlin' });

      const playerToken = await page.evaluate(() => localStorage.getItem('playerSessionId'));
      if (journey.isPhone) {
        await page.goto('/');
        await waitForHome(page);
        await page.getByTestId('footer-more').click();
        await page.getByTestId('more-logout').click();
      } else {
        await page.getByTestId('header-profile').click();
        await page.getByTestId('profile-menu-logout').click();
      }
      await page.getByTestId('header-login').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('playerSessionId'))).toBeNull();
      // A fresh anonymous session follows the logout (spec section 4); it is stored once /anon answers.
      await page.waitForFunction(() => !!localStorage.getItem('anonSessionId'));
      // Logged out on the server too: the old token is refused.
      const afterLogout = await fetch(`${inject('baseURL')}/api/v1/player`, {
        headers: { 'api-key': inject('apiKey'), 'x-player-session': playerToken ?? '' },
      });
      expect(((await afterLogout.json()) as { info: { resultCode: string } }).info.resultCode).toBe(
        'session_expired',
      );
      expect(unexpected(consoleErrors)).toEqual([]);
      await close();
    });
  }
});
