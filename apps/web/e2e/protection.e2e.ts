import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { gameFrame } from './game-frames';
import { createPlayer, depositThroughSandbox, seedSession } from './players';

const openPage = useBrowser();

const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('player protection', () => {
  it('on a phone: sets a daily loss limit, plays until the game refuses the next bet with its notice, takes a one-week time-out and is refused at log-in', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 390, height: 844 } });
    await seedSession(page, player);

    await page.goto('/profile/my-account');
    const limits = page.getByTestId('play-limits');
    await page.getByTestId('play-limit-slot').selectOption('loss_day');
    await page.getByTestId('play-limit-amount').fill('1');
    await page.getByTestId('play-limit-password').fill(player.password);
    await page.getByTestId('play-limit-set').click();
    await limits.getByTestId('play-limit-loss-day').getByText('€0.00 of €1.00').waitFor();

    // Limbo at a target of 10,000x (within its win cap at this stake) loses all but about one round in
    // 10,000, so a stake of 1.00 reaches the limit of 1.00 in one round and the next bet is refused: the
    // count does not hang on what the game pays, as it would on a slot that can put the player ahead.
    await page.goto('/play/nova-studio/limbo');
    const game = await gameFrame(page, 'real');
    await game.getByLabel('Target multiplier').fill('10000');
    await game.getByLabel('Bet', { exact: true }).fill('1');
    const message = game.getByTestId('studio-message');
    const notice = 'You have reached your loss limit: this bet was not placed.';
    let rounds = 0;
    for (; rounds < 4 && (await message.innerText()) !== notice; rounds += 1) {
      await game.getByTestId('studio-play').click();
      await game.waitForFunction(
        () => !(document.querySelector('[data-testid="studio-play"]') as HTMLButtonElement).disabled,
        undefined,
        { timeout: 30_000 },
      );
    }
    expect(await message.innerText()).toBe(notice);
    expect(rounds).toBe(2);

    // The screen shows the limit used up.
    await page.goto('/profile/my-account');
    const row = page.getByTestId('play-limit-loss-day');
    await row.getByText('€1.00 of €1.00').waitFor();
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
