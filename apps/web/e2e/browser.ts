import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One Chromium per test file; each test opens its own context so storage never leaks between tests. */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * `analyticsConsent`: the answer to the analytics banner already given (refused unless a journey
   * says otherwise), so the banner does not cover what other journeys click; 'unknown' shows it.
   */
  return async function openPage(
    options: BrowserContextOptions & {
      locale?: string;
      analyticsConsent?: 'granted' | 'denied' | 'unknown';
    } = {},
  ) {
    if (!browser) throw new Error('browser not started');
    const { analyticsConsent = 'denied', ...contextOptions } = options;
    const context = await browser.newContext({ baseURL: inject('baseURL'), ...contextOptions });
    if (analyticsConsent !== 'unknown') {
      await context.addInitScript((value) => {
        if (!window.localStorage.getItem('analytics-consent'))
          window.localStorage.setItem('analytics-consent', value);
      }, analyticsConsent);
      // The app keeps the answer as a cookie too: the server then paints no consent question.
      await context.addCookies([
        { name: 'analytics-consent', value: analyticsConsent, url: inject('baseURL') },
      ]);
    }
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    return { page, context, consoleErrors, close: () => context.close() };
  };
}

/** Waits until the startup sequence has settled and the home page is on screen. */
export async function waitForHome(page: Page) {
  await page.getByTestId('page-home').waitFor({ state: 'visible', timeout: 30_000 });
}

/** The page under the header once its body has arrived: its test id, its text, whether it is an empty state. */
export async function pageBody(page: Page) {
  // A page may draw its heading before its body arrives: give the body a moment before it is judged.
  await page
    .waitForFunction(
      () => (document.querySelector('.app-page')?.textContent?.trim().length ?? 0) > 100,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const root = page.locator('.app-page');
  return {
    testId: await root.locator('[data-testid^="page-"]').first().getAttribute('data-testid'),
    text: (await root.innerText()).trim(),
    isEmpty: (await root.locator('.ui-empty-state').count()) > 0,
  };
}
