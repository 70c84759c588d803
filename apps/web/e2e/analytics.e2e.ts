import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';

const openPage = useBrowser();

/** Every call to our Mixpanel-compatible endpoints, with its batch decoded as the server decodes it. */
function recordAnalytics(page: Page) {
  const batches: Array<{
    path: string;
    items: Array<{ event?: string; properties?: Record<string, unknown> }>;
  }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/analytics/')) return;
    const data = new URLSearchParams(request.postData() ?? '').get('data') ?? '';
    batches.push({
      path: url.pathname,
      items: JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as [],
    });
  });
  return batches;
}

describe('analytics consent', () => {
  it('sends nothing before the visitor answers, page views with utm fields once accepted, on a phone', async () => {
    const { page, consoleErrors, close } = await openPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      analyticsConsent: 'unknown',
    });
    const batches = recordAnalytics(page);
    // The server paints the question with the page for a visitor who has not answered.
    const painted = await page.request.get('/casino');
    expect(await painted.text()).toContain('<section class="fp-consent"');
    await page.goto('/?utm_source=newsletter&utm_campaign=spring');
    await waitForHome(page);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('aria-labelledby')).toBeTruthy();
    const box = await banner.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await page.waitForTimeout(6_000); // past a flush interval
    expect(batches).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('nova_mp_');

    await page.getByTestId('consent-accept').click();
    await banner.waitFor({ state: 'detached' });
    const answer = await page.waitForResponse((response) => response.url().includes('/analytics/track'), {
      timeout: 15_000,
    });
    expect(answer.status()).toBe(200); // taken by our ingestion endpoint
    const views = batches
      .flatMap((batch) => batch.items)
      .filter((item) => item.event === '$mp_web_page_view');
    expect(views.length).toBeGreaterThanOrEqual(1);
    expect(views[0]?.properties).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(await page.evaluate(() => document.cookie)).toContain('nova_mp_');
    // The answer is a cookie too: the server paints the question no more.
    expect(await page.evaluate(() => document.cookie)).toContain('analytics-consent=granted');
    expect(await (await page.request.get('/casino')).text()).not.toContain('<section class="fp-consent"');
    expect(consoleErrors).toEqual([]);
    await close();
  }, 90_000);

  it('sends nothing after a refusal, in another language', async () => {
    const { page, close } = await openPage({
      viewport: { width: 1280, height: 800 },
      analyticsConsent: 'unknown',
    });
    const batches = recordAnalytics(page);
    await page.addInitScript(() => localStorage.setItem('user-locale', 'no'));
    await page.goto('/');
    await waitForHome(page);
    const refuse = page.getByTestId('consent-refuse');
    expect((await refuse.innerText()).trim()).toBe('Avslå');
    await refuse.click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    await page.goto('/casino');
    await page.waitForTimeout(6_000);
    expect(batches).toEqual([]);
    await page.reload();
    await page.getByTestId('site-header').waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    expect(batches).toEqual([]);
    await close();
  });
});
