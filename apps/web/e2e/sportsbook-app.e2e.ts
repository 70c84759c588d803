import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { call, createPlayer, depositThroughSandbox, type TestPlayer } from './players';

/**
 * The sportsbook's own front end (apps/sportsbook-web) as a player meets it: launched through the
 * platform's game launch, on a phone and a desktop: the lobby, an event, a single and an accumulator
 * placed from the slip, the tickets in My bets, and a cash-out when one is offered.
 */
const openPage = useBrowser();
const built = join(import.meta.dirname, '..', '..', 'sportsbook-web', 'dist', 'index.html');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the screen as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Found = { id: string; impact: string | null; nodes: Array<{ target: unknown }> };
    const { axe } = window as unknown as { axe: { run: (d: Document) => Promise<{ violations: Found[] }> } };
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} at ${JSON.stringify(v.nodes.slice(0, 3).map((node) => node.target))}`);
  });
}

async function launchUrl(player: TestPlayer): Promise<string> {
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  // The sportsbook's catalogue entry, which no games list shows: what the web app's /sportsbook launches.
  const { game } = (await call('GET', '/api/v1/sportsbook/game')) as { game: { id: string } };
  const { url } = (await call('GET', `/api/v1/player/game/${game.id}`, undefined, session)) as {
    url: string;
  };
  return url;
}

/** Rows of events not yet started (no live delay), else any. */
async function eventRows(page: Page): Promise<Locator> {
  await page.locator('.event-row').first().waitFor({ timeout: 20_000 });
  const soon = page.locator('section[aria-label="Starting soon"] .event-row');
  return (await soon.count()) >= 2 ? soon : page.locator('.event-row');
}

const firstOpenPrice = (scope: Locator) => scope.locator('button.odds:not([disabled])').first();

async function openSlip(page: Page, isPhone: boolean) {
  if (isPhone && (await page.locator('.slip-toggle').getAttribute('aria-expanded')) !== 'true')
    await page.locator('.slip-toggle').click();
  await page.locator('#bet-slip').waitFor({ state: 'visible' });
}

async function place(page: Page, isPhone: boolean, betType: 'singles' | 'accumulator') {
  await openSlip(page, isPhone);
  const slip = page.locator('#bet-slip');
  await slip.getByLabel('Bet type').selectOption(betType);
  await slip.getByLabel('When odds change').selectOption('any');
  await slip.locator('input[inputmode="decimal"]').fill('1');
  await slip.getByRole('button', { name: /^Place bet/ }).click();
  const confirmation = slip.locator('.slip__confirmation');
  await confirmation.waitFor({ timeout: 20_000 });
  expect(await confirmation.textContent()).toMatch(/Bet placed: 1 ticket/);
  await slip.getByRole('button', { name: 'Done' }).click();
  if (isPhone) await page.locator('.slip-dock__close').click();
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function journey(viewport: { width: number; height: number }) {
  expect(existsSync(built), 'build the front end: npm run build -w @casino/sportsbook-web').toBe(true);
  const isPhone = viewport.width < 1024;
  const player = await createPlayer();
  await depositThroughSandbox(player, '200');
  const url = await launchUrl(player);
  expect(url).toMatch(/^\/sportsbook-api\/\?launch=/);

  const { page, consoleErrors, close } = await openPage({ viewport });
  try {
    await page.addInitScript({ content: axeSource });
    await page.goto(url);
    await page.locator('.topbar__balance').waitFor();
    // The launch token is kept for the tab and taken out of the address.
    expect(page.url()).not.toContain('launch=');
    const rows = await eventRows(page);
    expect(await page.locator('.chips .chip').count()).toBeGreaterThanOrEqual(4);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // An event's page: its markets grouped, a price from it on the slip, placed as a single.
    const first = rows.nth(0);
    const second = rows.nth(1);
    const secondId = await second.getAttribute('data-event');
    await first.locator('.event-row__open').click();
    await page.locator('.market').first().waitFor();
    expect(await page.getByRole('tab').count()).toBeGreaterThanOrEqual(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await firstOpenPrice(page.locator('.market').first()).click();
    await place(page, isPhone, 'singles');

    // Back in the lobby: the same event and another one make an accumulator.
    await page
      .getByRole('button', { name: /Sports$/ })
      .first()
      .click();
    await page.locator(`.event-row[data-event="${secondId}"]`).first().waitFor();
    const other = (await eventRows(page)).and(page.locator(`.event-row:not([data-event="${secondId}"])`));
    await firstOpenPrice(other.first()).click();
    await firstOpenPrice(page.locator(`.event-row[data-event="${secondId}"]`).first()).click();
    await openSlip(page, isPhone);
    expect(await page.locator('.slip__selection').count()).toBe(2);
    expect(await page.getByTestId('combined-odds').count()).toBe(0);
    await page.locator('#bet-slip').getByLabel('Bet type').selectOption('accumulator');
    expect(Number(await page.getByTestId('combined-odds').textContent())).toBeGreaterThan(1);
    if (isPhone) await page.locator('.slip-dock__close').click();
    await place(page, isPhone, 'accumulator');

    // My bets: both tickets open; a cash-out when the engine offers one.
    await page.getByRole('button', { name: 'My bets' }).click();
    await page.locator('.ticket').nth(1).waitFor({ timeout: 15_000 });
    const kinds = await page.locator('.ticket .ticket__head strong').allTextContents();
    expect(kinds.sort()).toEqual(['Accumulator', 'Single']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    const ticket = page.locator('.ticket').first();
    await ticket.getByRole('button', { name: 'Cash out' }).click();
    const offer = ticket.getByRole('button', { name: /^Cash out .+\(\d+ s\)$/ });
    const status = ticket.getByRole('status');
    await Promise.race([offer.waitFor({ timeout: 10_000 }), status.waitFor({ timeout: 10_000 })]);
    if (await offer.isVisible()) {
      const before = await page.locator('.topbar__balance').textContent();
      await offer.click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Cashed out: .+ is on your balance\.$/ })
        .waitFor();
      // The money arrives: the balance the sportsbook shows is the platform's, asked again.
      await page.waitForFunction(
        (shown) => document.querySelector('.topbar__balance')?.textContent !== shown,
        before,
      );
    } else {
      expect(await status.textContent()).toMatch(/not available/);
    }
    expect(consoleErrors).toEqual([]);
  } finally {
    await close();
  }
}

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'sportsbook-web', 'src', 'locales', `${locale}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

/** Every text node on screen, trimmed: compared whole, so "Total" is not found inside "Totalt". */
const textsOnScreen = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    return texts;
  });

/** The lobby and an event's page in one language: no English string of the catalogue left on screen. */
async function untranslated(page: Page, url: string, locale: string): Promise<string[]> {
  const english = catalogue('en');
  const own = catalogue(locale);
  const leftInEnglish = new Set(
    Object.entries(english)
      .filter(([key, text]) => !text.includes('{{') && own[key] !== text)
      .map(([, text]) => text),
  );
  await page.goto(url.replace(/([?&])lang=[^&]*/, `$1lang=${locale}`));
  await page.locator('.event-row').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction((title) => document.body.innerText.includes(title), own['lobby.competitions']!);
  const found = (await textsOnScreen(page)).filter((text) => leftInEnglish.has(text));
  await page.locator('.event-row__open').first().click();
  await page.locator('.market').first().waitFor();
  found.push(...(await textsOnScreen(page)).filter((text) => leftInEnglish.has(text)));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
  return found.map((text) => `${locale}: ${text}`);
}

describe('the sportsbook front end', () => {
  it('takes a single and an accumulator on a phone', () => journey({ width: 360, height: 740 }), 60_000);
  it('takes a single and an accumulator on a desktop', () => journey({ width: 1280, height: 800 }), 60_000);

  it('shows the lobby and an event in each of the six languages', async () => {
    const player = await createPlayer();
    const { page, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    try {
      const found: string[] = [];
      // One launch token serves every language: the token is kept for the tab after the first load.
      const url = await launchUrl(player);
      for (const locale of ['es', 'de', 'fr', 'pt', 'no', 'en'])
        found.push(...(await untranslated(page, url, locale)));
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
