import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { closeMessageNotice, createPlayer, depositThroughSandbox, openHomeOnPhone } from './players';

const openPage = useBrowser();

describe('notifications pushed live', () => {
  it('a deposit credited while the page is open shows in a toast and in the bell, without a reload', async () => {
    const player = await createPlayer();
    const { page, consoleErrors, close } = await openHomeOnPhone(openPage, player);
    // The welcome message's notice first, closed as a player would.
    await closeMessageNotice(page);
    // A mark on this document: a reload would take it away.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await depositThroughSandbox(player, '25');
    const toast = page.getByTestId('messages-toast');
    // The inbox is polled once a minute: within seconds, only the push can have brought it.
    await toast.getByText(/Your deposit of .+ has been credited/).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await toast.getByRole('button').first().click();
    await page.getByTestId('header-notifications').click();
    await page
      .locator('.notifications-menu')
      .getByText(/Your deposit of .+ has been credited/)
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await close();
  }, 60_000);
});
