import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { accountBalance, createPlayer, depositThroughSandbox, sportsbookLaunchUrl } from './players';

/**
 * The sportsbook live, as a player watches it: a bet on a match about to start, the match played on
 * through the sportsbook's test hook (on only where NODE_ENV is test or development), its score moving
 * and prices flashing on the event page, then the bet settled in My bets with its history. And the
 * player's odds format, chosen in one browser, shown in another.
 */
const openPage = useBrowser();
const built = join(import.meta.dirname, '..', '..', 'sportsbook-web', 'dist', 'index.html');

/** Plays a match on by `ms` through the test hook, with the tab's own sportsbook session. */
async function hurry(page: Frame, eventId: string, ms: number) {
  const status = await page.evaluate(
    async ({ id, ms }) => {
      const token = sessionStorage.getItem('sportsbook.session') ?? '';
      const response = await fetch(`/sportsbook-api/test/events/${encodeURIComponent(id)}/hurry`, {
        method: 'POST',
        headers: { 'x-sportsbook-session': token, 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      return response.status;
    },
    { id: eventId, ms },
  );
  expect(status).toBe(200);
}

describe('the sportsbook live', () => {
  it('shows a bet placed, the match played on with its score moving and prices flashing, then settled', async () => {
    expect(existsSync(built), 'build the front end: npm run build -w @casino/sportsbook-web').toBe(true);
    const player = await createPlayer();
    await depositThroughSandbox(player, '200');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(await sportsbookLaunchUrl(player));
      const app = page.mainFrame();
      await app.locator('.topbar__balance').waitFor();
      // A basketball match about to start: its score moves every minute played.
      const row = app.locator(
        'section[aria-label="Starting soon"] .event-row[data-event^="sim:basketball:"]',
      );
      await row.first().waitFor({ timeout: 20_000 });
      const eventId = (await row.first().getAttribute('data-event'))!;
      await row.first().locator('.event-row__open').click();
      await app.locator('.market').first().waitFor();
      await app.locator('.market button.odds:not([disabled])').first().click();
      const slip = app.locator('#bet-slip');
      await slip.getByLabel('When odds change').selectOption('any');
      await slip.locator('input[inputmode="decimal"]').fill('1');
      await slip.getByRole('button', { name: /^Place bet/ }).click();
      await slip.locator('.slip__confirmation').waitFor({ timeout: 20_000 });
      await slip.getByRole('button', { name: 'Done' }).click();

      // Played on: the match goes live, its score moves and a changed price flashes, with no reload.
      const score = app.locator('.scoreboard__score');
      expect(await score.textContent()).toBe('vs');
      const flashed = app.locator('.odds--up, .odds--down').first().waitFor({ timeout: 30_000 });
      await hurry(app, eventId, 30_000);
      await app.locator('.scoreboard .clock').waitFor({ timeout: 15_000 });
      await app.waitForFunction(() =>
        /^\d+ – \d+$/.test(document.querySelector('.scoreboard__score')?.textContent ?? ''),
      );
      const first = await score.textContent();
      await hurry(app, eventId, 60_000);
      await app.waitForFunction(
        (before) => document.querySelector('.scoreboard__score')?.textContent !== before,
        first,
        { timeout: 15_000 },
      );
      await flashed;
      expect(await app.locator('.match-stats tbody tr').count()).toBe(2);

      // A live price in the slip with "Ask me": when it moves, the slip asks before placing at the new odds.
      await app.locator('.market button.odds:not([disabled])').first().click();
      await slip.getByLabel('When odds change').selectOption('none');
      const accept = slip.getByRole('button', { name: 'Accept the new odds' });
      for (let i = 0; i < 10 && !(await accept.isVisible()); i++) {
        await hurry(app, eventId, 30_000);
        await accept.waitFor({ timeout: 3_000 }).catch(() => undefined);
      }
      await expect(
        slip
          .getByText(/^Odds changed from .+ to .+$/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      expect(await slip.getByRole('button', { name: /^Place bet/ }).isDisabled()).toBe(true);
      await accept.click();
      await slip.getByRole('button', { name: 'Clear the slip' }).click();

      // Played to the end: the bet settles, My bets shows it settled with its history.
      await hurry(app, eventId, 20 * 60_000);
      await app.getByRole('button', { name: 'My bets' }).click();
      await app.getByRole('tab', { name: 'Settled' }).click();
      const ticket = app.locator('.ticket').first();
      // The list is asked again on a tab change: the settlement lands within the feed's next ticks.
      for (let i = 0; i < 20 && (await app.locator('.ticket').count()) === 0; i++) {
        await page.waitForTimeout(1_000);
        await app.getByRole('tab', { name: 'Open' }).click();
        await app.getByRole('tab', { name: 'Settled' }).click();
      }
      expect(['won', 'lost', 'void']).toContain(await ticket.getAttribute('data-status'));
      await ticket.locator('.ticket__history summary').click();
      expect(await ticket.locator('[data-history="settled"]').textContent()).toMatch(
        /Settled: (Won|Lost|Void), return/,
      );
      // The balance follows: the platform's account, and the sportsbook's bar showing it.
      const status = await ticket.getAttribute('data-status');
      const afterStake = 20_000 - 100;
      await expect
        .poll(() => accountBalance(player), { timeout: 15_000 })
        .toSatisfy((minor: number) =>
          status === 'lost'
            ? minor === afterStake
            : status === 'void'
              ? minor === 20_000
              : minor > afterStake,
        );
      const balance = await accountBalance(player);
      await app.waitForFunction(
        (minor) =>
          Number((document.querySelector('.topbar__balance')?.textContent ?? '').replace(/[^\d]/g, '')) ===
          minor,
        balance,
        // Asked again when My bets shows a settled ticket, and every 30 s in any case.
        { timeout: 40_000 },
      );
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it("keeps the player's odds format on the server: another browser of his shows it, another player's not", async () => {
    const player = await createPlayer();
    const other = await createPlayer();
    const first = await openPage({ viewport: { width: 1280, height: 800 } });
    const second = await openPage({ viewport: { width: 1280, height: 800 } });
    const third = await openPage({ viewport: { width: 1280, height: 800 } });
    try {
      const format = (frame: Frame) => frame.getByLabel('Odds format').inputValue();
      await first.page.goto(await sportsbookLaunchUrl(player));
      await first.page.locator('.event-row').first().waitFor({ timeout: 20_000 });
      const saved = first.page.waitForResponse(
        (r) => r.url().endsWith('/api/prefs') && r.request().method() === 'PUT',
      );
      await first.page.getByLabel('Odds format').selectOption('american');
      expect((await saved).status()).toBe(200);

      const secondRead = second.page.waitForResponse((r) => r.url().endsWith('/api/prefs'));
      await second.page.goto(await sportsbookLaunchUrl(player));
      await secondRead;
      await second.page.locator('.event-row').first().waitFor({ timeout: 20_000 });
      await second.page.waitForFunction(
        () =>
          (document.querySelector('.topbar__odds select') as HTMLSelectElement | null)?.value === 'american',
      );
      expect(await format(second.page.mainFrame())).toBe('american');

      const thirdRead = third.page.waitForResponse((r) => r.url().endsWith('/api/prefs'));
      await third.page.goto(await sportsbookLaunchUrl(other));
      await thirdRead;
      await third.page.locator('.event-row').first().waitFor({ timeout: 20_000 });
      expect(await format(third.page.mainFrame())).toBe('decimal');
    } finally {
      await Promise.all([first.close(), second.close(), third.close()]);
    }
  }, 90_000);
});
