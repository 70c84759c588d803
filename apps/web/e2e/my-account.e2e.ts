import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { registerPlayer, seedSession } from './players';

const openPage = useBrowser();

// The browser logs refused calls (400, 415) that the screens handle on purpose.
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

const onePixelPng = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a3f20000000049454e44ae426082',
  'hex',
);

describe('my account', () => {
  it('fills the missing profile in one form with one Save, then the deposit page; sets a limit, uploads, freezes', async () => {
    const player = await registerPlayer('en');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, player, 'en');
    const profileSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/player/update/'))
        profileSaves.push(request.url());
    });

    await page.goto('/cashier/deposit');
    const notice = page.getByTestId('missing-profile-notice');
    await notice.waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/my-account/deposit');
    expect(await notice.innerText()).toContain(
      'First name, Last name, Street address, City, Zip code, Mobile number',
    );
    // One form: exactly the missing fields, in the order the check lists them, and one Save.
    const form = page.getByTestId('profile-form-missing');
    const names = await form
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
    expect(names).toEqual(['fname', 'lname', 'address', 'city', 'zip', 'mobile']);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(1);

    await page.getByTestId('profile-field-fname').fill('Al');
    await form.getByText('First name must be longer than 2 characters.').waitFor();
    await page.getByTestId('profile-field-fname').fill('Anna');
    await page.getByTestId('profile-field-lname').fill('Berg');
    await page.getByTestId('profile-field-address').fill('Hauptstrasse 1');
    await page.getByTestId('profile-field-city').fill('Berlin');
    await page.getByTestId('profile-field-zip').fill('10115');
    await page.getByTestId('profile-field-mobile').fill('+49 151 23456789');
    await page.getByTestId('profile-save-missing').click();
    await page.waitForURL('**/cashier/deposit');
    await page.getByTestId('page-cashier-deposit').waitFor();
    await page.getByTestId('toasts').getByText('Additional information saved').first().waitFor();
    expect(profileSaves.map((url) => new URL(url).pathname)).toEqual(['/api/v1/player/update/missing']);

    await page.goto('/profile/my-account');
    await page.getByTestId('limit-amount').fill('100');
    await page.getByTestId('limit-password').fill(player.password);
    await page.getByTestId('limit-set').click();
    await page.getByTestId('limit-row-day').getByText('€100.00').waitFor();

    await page.getByTestId('document-type').selectOption('proof_of_address');
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByTestId('document-upload').click();
    const row = page.getByTestId('document-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('Proof of address');
    expect(await row.innerText()).toContain('Pending');
    expect(await page.getByTestId('kyc-status').innerText()).toBe('Not verified');

    await page.getByTestId('freeze-open').click();
    await page.getByTestId('freeze-password').fill(player.password);
    await page.getByTestId('freeze-confirm').click();
    await page.getByTestId('page-home').waitFor();
    await page.getByTestId('toasts').getByText('Freeze set').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('playerSessionId'))).toBeNull();

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  });

  it('works on a phone in German: limit refusal, reality check interval and overlay', async () => {
    const player = await registerPlayer('de');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 390, height: 844 } });
    await seedSession(page, player, 'de');

    await page.goto('/profile/my-account');
    await page.getByTestId('limit-amount').fill('50');
    await page.getByTestId('limit-password').fill('not-my-password');
    await page.getByTestId('limit-set').click();
    await page.getByTestId('deposit-limits').getByText('Altes Passwort ungültig').waitFor();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/player/realityCheck') && r.request().method() === 'POST',
    );
    await page.getByTestId('reality-check-interval').selectOption('15');
    expect((await saved).ok()).toBe(true);

    // The server says a check is due only after 15 real minutes; the overlay is asked for sooner here.
    await page.route('**/api/v1/player/realityCheck', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              info: { success: true, message: '', resultCode: 'ok' },
              data: { intervalMinutes: 15, due: true, sessionMinutes: 16 },
            },
          })
        : route.continue(),
    );
    await page.goto('/casino');
    const overlay = page.getByTestId('reality-check-overlay');
    await overlay.waitFor();
    expect(await overlay.innerText()).toContain('Du spielst seit 16 Minuten.');
    await page.keyboard.press('Escape');
    expect(await overlay.isVisible()).toBe(true);
    await page.unroute('**/api/v1/player/realityCheck');
    await page.getByTestId('reality-check-continue').click();
    await overlay.waitFor({ state: 'detached' });

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  });
});
