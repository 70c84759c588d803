import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame, minorUnits } from './game-frames';
import { createPlayer, depositThroughSandbox, seedSession } from './players';

const openPage = useBrowser();

async function headerBalance(page: Page): Promise<number> {
  return minorUnits(await page.getByTestId('header-balance').innerText());
}

// The play screen's own refused calls (none expected) would show here; resources the browser could
// not load (a thumbnail while the server starts) are not the journey's concern.
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('games', () => {
  it('searches, filters by provider, keeps a favourite, plays for real and for fun, and recalls the round', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, player);

    // A partial, wrong-case query finds the slot by its title.
    await page.goto('/casino');
    const list = page.getByTestId('game-list');
    await list.getByTestId('game-tile').first().waitFor();
    await page.getByTestId('game-search').fill('nEoN fRu');
    const slot = list.locator('[data-testid="game-tile"][data-slug="neon-fruits"]');
    await slot.waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="game-list"] [data-testid="game-tile"]').length === 1,
    );
    await page.getByTestId('game-search').fill('');

    // The provider filter keeps only that provider's games.
    await page.getByTestId('game-provider-filter').selectOption('nova-studio');
    await list.getByTestId('game-tile').first().waitFor();
    const providers = await list.locator('.game-tile__provider').allInnerTexts();
    expect(providers.length).toBeGreaterThan(0);
    expect(new Set(providers)).toEqual(new Set(['Nova Studio']));

    // A favourite is kept by the server and listed under Favorite Games.
    const heart = slot.getByTestId('favourite-toggle');
    await heart.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-slug="neon-fruits"] [data-testid="favourite-toggle"]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    await page.goto('/casino?category=favorites');
    await page.locator('[data-testid="game-tile"][data-slug="neon-fruits"]').waitFor();
    expect(await page.getByTestId('game-tile').count()).toBe(1);

    // Real money: the game info opens the play screen; a spin moves the header balance with it.
    await page.getByTestId('game-tile').first().getByRole('link').first().click();
    const info = page.getByTestId('game-info');
    await info.waitFor();
    expect(await info.getByTestId('game-info-platforms').innerText()).toMatch(/PC/);
    await info.getByTestId('game-play-now').click();
    await page.waitForURL('**/play/nova-studio/neon-fruits');
    expect(await page.getByTestId('game-frame').getAttribute('data-mode')).toBe('real');
    const real = await gameFrame(page);
    expect(await headerBalance(page)).toBe(5000);
    expect(minorUnits(await real.getByTestId('studio-balance').innerText())).toBe(5000);
    await real.getByTestId('studio-play').click();
    await real.waitForFunction(
      () => !(document.querySelector('[data-testid="studio-play"]') as HTMLButtonElement).disabled,
      undefined,
      { timeout: 30_000 },
    );
    const afterSpin = minorUnits(await real.getByTestId('studio-balance').innerText());
    await page.waitForFunction(
      (expected) => {
        const text = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
        return Number(text.replace(/[^\d]/g, '')) === expected;
      },
      afterSpin,
      { timeout: 20_000 },
    );

    // For fun: a demo balance in the frame, the real balance untouched.
    await page.goto('/casino?category=favorites');
    await page.getByTestId('game-tile').first().getByRole('link').first().click();
    await page.getByTestId('game-info').getByTestId('game-play-fun').click();
    await page.waitForURL('**/play/nova-studio/neon-fruits?mode=fun');
    await page.locator('[data-testid="game-frame"][data-mode="fun"]').waitFor({ timeout: 30_000 });
    const fun = await gameFrame(page);
    await fun.getByTestId('studio-play').click();
    await fun.waitForFunction(
      () => !(document.querySelector('[data-testid="studio-play"]') as HTMLButtonElement).disabled,
      undefined,
      { timeout: 30_000 },
    );
    expect(await headerBalance(page)).toBe(afterSpin);

    // The Gaming tab recalls the real round, and only that one.
    await page.goto('/profile/history');
    await page.getByTestId('history-tab-gaming').click();
    const round = page.getByTestId('game-round');
    await round.first().waitFor();
    expect(await round.count()).toBe(1);
    expect(await round.first().innerText()).toContain('Neon Fruits');

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);

  it('opens a game on a phone in the mobile game layout, for fun as a visitor', async () => {
    const { page, consoleErrors, close } = await openPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/crash-and-fast');
    await page.getByTestId('game-list').getByTestId('game-tile').first().waitFor();
    // The search answers after a pause in typing and replaces the list: a tile of the list it replaces
    // would close the game's dialog with it, so the tile is taken from the search's own answer.
    const searched = page.waitForResponse((response) => response.url().includes('/games/search/dice'));
    await page.getByTestId('game-search').fill('dice');
    await searched;
    const tile = page.locator('[data-testid="game-list"] [data-testid="game-tile"][data-slug="dice"]');
    await tile.waitFor();
    await tile.getByRole('link').first().click();
    await page.getByTestId('game-info').getByTestId('game-play-fun').click();
    await page.waitForURL('**/mobile/play/nova-studio/dice?mode=fun');
    const frame = await gameFrame(page);
    const before = minorUnits(await frame.getByTestId('studio-balance').innerText());
    await frame.getByTestId('studio-play').click();
    await frame.waitForFunction(
      (start) => {
        const text = document.querySelector('[data-testid="studio-balance"]')?.textContent ?? '';
        return Number(text.replace(/[^\d]/g, '')) !== start;
      },
      before,
      { timeout: 30_000 },
    );
    expect(await page.getByTestId('page-mobile-play').isVisible()).toBe(true);
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 90_000);
});
