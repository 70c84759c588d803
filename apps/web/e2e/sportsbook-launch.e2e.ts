import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { measureOverflow } from './phone-overflow';
import { call, createPlayer, depositThroughSandbox, seedSession } from './players';

const openPage = useBrowser();

/**
 * The sportsbook's own front end is a workspace of its own: here its page is stood in for at the
 * launch URL (what the frame is given, and how the platform's bar behaves around it, is what this
 * journey checks). Everything else is the real server: the catalogue entry, the real-money launch
 * through the sportsbook provider, the balance.
 */
async function standInFrontEnd(page: Page, status: 200 | 404) {
  const launches: string[] = [];
  await page.route('**/sportsbook-api/?launch=*', async (route: Route) => {
    launches.push(route.request().url());
    await route.fulfill(
      status === 200
        ? {
            status,
            contentType: 'text/html',
            body: '<!doctype html><title>Book</title><p id="book">Book</p>',
          }
        : { status, contentType: 'application/json', body: '{"info":{"success":false}}' },
    );
  });
  return launches;
}

async function openSportsbook(viewport: { width: number; height: number }, isMobile: boolean) {
  const player = await createPlayer();
  await depositThroughSandbox(player, '25');
  const opened = await openPage({ viewport, isMobile });
  await seedSession(opened.page, player);
  const launches = await standInFrontEnd(opened.page, 200);
  await opened.page.goto('/sportsbook');
  return { ...opened, launches };
}

async function frameUrl(page: Page): Promise<URL> {
  const frame = page.getByTestId('sportsbook-frame');
  await frame.waitFor({ timeout: 30_000 });
  return new URL((await frame.getAttribute('src'))!, 'http://host');
}

type Market = { type: string; version: number; status: string; outcomes: { id: string; odds: number }[] };
type SportEvent = { id: string; status: string; mainMarket: Market | null };

/** A single of 1.00 on an upcoming match, placed as the sportsbook's front end would with its token. */
async function placeSingle(token: string) {
  const headers = { 'x-sportsbook-session': token };
  const { events } = (await call('GET', '/sportsbook-api/api/events?sport=football', undefined, headers)) as {
    events: SportEvent[];
  };
  const event = events.find(
    (entry) => entry.status === 'not_started' && entry.mainMarket?.status === 'active',
  )!;
  const market = event.mainMarket!;
  const placed = (await call(
    'POST',
    '/sportsbook-api/api/tickets',
    {
      idempotencyKey: `e2e-${token.slice(0, 12)}`,
      stake: '100',
      bet: { kind: 'single' },
      selections: [
        {
          eventId: event.id,
          marketType: market.type,
          specifiers: {},
          outcomeId: market.outcomes[0]!.id,
          odds: market.outcomes[0]!.odds,
          version: market.version,
        },
      ],
      acceptOddsChange: 'any',
    },
    headers,
  )) as { ticket: { status: string } };
  expect(placed.ticket.status).toBe('open');
}

describe('the sportsbook launched from the platform', () => {
  it('frames the launch URL under the bar on a desktop, follows a bet in the balance, relaunches in a new language', async () => {
    const { page, launches, consoleErrors, close } = await openSportsbook(
      { width: 1280, height: 800 },
      false,
    );
    const url = await frameUrl(page);
    expect(url.pathname).toBe('/sportsbook-api/');
    expect(url.searchParams.get('launch')).toBeTruthy();
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('view')).toBe('desktop');
    expect(await page.frameLocator('[data-testid="sportsbook-frame"]').locator('#book').innerText()).toBe(
      'Book',
    );
    const bar = page.getByTestId('sportsbook-bar');
    await bar.getByTestId('header-balance').waitFor();
    expect(await bar.getByTestId('header-balance').innerText()).toMatch(/25/);
    expect(await bar.getByTestId('sportsbook-deposit').isVisible()).toBe(true);
    // A bet placed in the sportsbook moves the platform's balance in the bar, without a reload.
    await placeSingle(url.searchParams.get('launch')!);
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="sportsbook-bar"] [data-testid="header-balance"]')
          ?.textContent?.includes('24'),
      undefined,
      { timeout: 15_000 },
    );
    // The frame fills the screen under the bar.
    const box = (await page.getByTestId('sportsbook-frame').boundingBox())!;
    expect(box.width).toBe(1280);
    expect(box.y + box.height).toBeGreaterThan(790);

    await bar.getByTestId('language-select').selectOption('de');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="sportsbook-frame"]')?.getAttribute('src')?.includes('lang=de'),
    );
    const relaunched = await frameUrl(page);
    expect(relaunched.searchParams.get('launch')).not.toBe(url.searchParams.get('launch'));
    // Two launches (each asked with HEAD, then framed): one per language.
    const tokens = new Set(launches.map((launch) => new URL(launch).searchParams.get('launch')));
    expect(tokens.size).toBe(2);
    expect(await page.getByTestId('sportsbook-deposit').getAttribute('aria-label')).toBe('Einzahlen');

    await page.getByTestId('sportsbook-deposit').click();
    await page.waitForURL('**/cashier/deposit');
    expect(consoleErrors).toEqual([]);
    await close();
  }, 90_000);

  it('fits a phone at 360 px: balance, deposit and language one tap away, the frame below', async () => {
    const { page, close } = await openSportsbook({ width: 360, height: 740 }, true);
    const url = await frameUrl(page);
    expect(url.searchParams.get('view')).toBe('mobile');
    const bar = page.getByTestId('sportsbook-bar');
    for (const testId of ['header-balance', 'sportsbook-deposit', 'language-select', 'sportsbook-back'])
      expect(await bar.getByTestId(testId).isVisible(), testId).toBe(true);
    const overflow = await measureOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    expect(overflow.elements).toEqual([]);
    await page.getByTestId('sportsbook-home').click();
    await waitForHome(page);
    await close();
  }, 90_000);

  it('shows the unavailable state, not an empty frame, when the front end answers 404', async () => {
    const player = await createPlayer();
    const { page, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(page, player);
    await standInFrontEnd(page, 404);
    await page.goto('/sportsbook');
    const problem = page.getByTestId('sportsbook-problem');
    await problem.waitFor({ timeout: 30_000 });
    expect(await problem.getAttribute('data-refusal')).toBe('unavailable');
    expect(await page.getByTestId('sportsbook-frame').count()).toBe(0);
    await close();
  }, 60_000);

  it('sends an anonymous visitor to log in', async () => {
    const { page, close } = await openPage({ viewport: { width: 360, height: 740 }, isMobile: true });
    await page.goto('/sportsbook');
    await waitForHome(page);
    await page.getByTestId('auth-dialog').getByTestId('login-to-continue').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('sportsbook-frame').count()).toBe(0);
    await close();
  }, 60_000);
});
