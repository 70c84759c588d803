import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { gameFrame } from './game-frames';
import { createPlayer, depositThroughSandbox, seedSession } from './players';

const openPage = useBrowser();

const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('player protection', () => {
  it('on a phone: sets a daily wager limit, plays until the game refuses the next bet with its notice, takes a one-week time-out and is refused at log-in', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 390, height: 844 } });
    await seedSession(page, player);

    await page.goto('/profile/my-account');
    const limits = page.getByTestId('play-limits');
    await page.getByTestId('play-limit-slot').selectOption('wager_day');
    await page.getByTestId('play-limit-amount').fill('3');
    await page.getByTestId('play-limit-password').fill(player.password);
    await page.getByTestId('play-limit-set').click();
    await limits.getByTestId('play-limit-wager-day').getByText('€0.00 of €3.00').waitFor();

    // Spins of the default stake (1.00): three fit the day's wager limit whatever they win, the fourth is
    // refused. (A loss limit would make the count depend on the reels; the wallet's tests cover it.)
    await page.goto('/play/nova-studio/neon-fruits');
    const game = await gameFrame(page, 'real');
    const message = game.getByTestId('studio-message');
    const notice = 'You have reached your wager limit: this bet was not placed.';
    let spins = 0;
    for (; spins < 6 && (await message.innerText()) !== notice; spins += 1) {
      await game.getByTestId('studio-play').click();
      await game.waitForFunction(
        () => !(document.querySelector('[data-testid="studio-play"]') as HTMLButtonElement).disabled,
        undefined,
        { timeout: 30_000 },
      );
    }
    expect(await message.innerText()).toBe(notice);
    expect(spins).toBe(4);

    // The screen shows the limit used up.
    await page.goto('/profile/my-account');
    const row = page.getByTestId('play-limit-wager-day');
    await row.getByText('€3.00 of €3.00').waitFor();
    expect(Number(await row.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    // A one-week time-out: the app logs the player out at once, and the next log-in is refused.
    await page.getByTestId('timeout-kind').selectOption('timeout_week');
    await page.getByTestId('timeout-open').click();
    const dialog = page.getByTestId('self-exclusion-dialog');
    await dialog.getByTestId('freeze-password').fill(player.password);
    await dialog.getByTestId('freeze-confirm').click();
    await waitForHome(page);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill(player.username);
    await page.getByTestId('login-password').fill(player.password);
    await page.getByTestId('login-submit').click();
    await page.getByText(/self-excluded until/).waitFor();

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);
});
