import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backofficeAxeFindings } from './backoffice-axe';
import { demoStaff, logIn as logInWithTotp, type DemoStaff } from './backoffice-login';
import { useBrowser } from './browser';
import { call, createPlayer, depositThroughSandbox, outbox } from './players';

const openPage = useBrowser();

/** Serious or critical axe findings on the back office's screens, gathered along the journey. */
const axeFindings: string[] = [];

async function checkScreen(page: Page, screen: string) {
  axeFindings.push(...(await backofficeAxeFindings(page, screen)));
}

/** The log-in screen checked by axe, then the log-in with password and TOTP. */
async function logIn(page: Page, staff: DemoStaff) {
  await page.goto('/backoffice/');
  await page.getByLabel('Username').waitFor();
  await checkScreen(page, 'log-in');
  await logInWithTotp(page, staff);
}

async function approveFor(page: Page, username: string, notice: string) {
  await page.getByRole('link', { name: 'Withdrawals' }).click();
  const card = page.getByTestId('withdrawal').filter({ hasText: username });
  await card.getByRole('button', { name: 'Approve' }).waitFor();
  await checkScreen(page, 'withdrawals');
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('status').filter({ hasText: notice }).waitFor();
}

/** The second staff member approves the adjustment, then opens the player's page from its card. */
async function approveAdjustment(page: Page, reason: string) {
  await page.getByRole('link', { name: 'Adjustments' }).click();
  const card = page.getByTestId('adjustment').filter({ hasText: reason });
  const playerPage = await card.getByRole('link', { name: 'Player' }).getAttribute('href');
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('status').filter({ hasText: 'The adjustment is applied.' }).waitFor();
  await card.waitFor({ state: 'detached' });
  // The bearer token lives in the tab's session storage, so the page opened by address stays logged in.
  await page.goto(playerPage ?? '/backoffice/');
}

/** Today's report downloaded as CSV, as the browser saved it. */
async function exportReport(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('columnheader', { name: 'GGR' }).waitFor();
  await checkScreen(page, 'reports');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as CSV' }).click(),
  ]);
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

describe('back office', () => {
  it('an operator logs in with TOTP, finds the player, adjusts their balance and approves their withdrawal with a second operator, and exports a report as CSV; axe finds nothing serious on the screens', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '200');
    const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
    await call('POST', '/api/v1/player/withdraw', { method: 'BTC', amount: '150' }, session);
    const { admin, approver } = demoStaff();

    // A tablet in landscape: the screens must work without a desktop's width.
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1024, height: 768 } });
    await logIn(page, admin);
    await page.getByRole('link', { name: 'Players' }).click();
    await page.getByRole('searchbox').fill(player.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: player.username }).waitFor();
    await checkScreen(page, 'players');
    await page.getByRole('link', { name: player.username }).click();
    await expect.poll(() => page.getByTestId('player-cash').innerText()).toBe('€50.00');
    await checkScreen(page, 'player page');

    // A goodwill credit above the threshold waits for a second staff member, like the withdrawal.
    await page.getByLabel('Amount in EUR (negative to debit)').fill('150');
    await page.getByLabel('Reason').fill('goodwill for a delayed payout');
    await page.getByRole('button', { name: 'Adjust' }).click();
    await page.getByRole('status').filter({ hasText: 'a second staff member must approve' }).waitFor();
    await expect.poll(() => page.getByTestId('player-cash').innerText()).toBe('€50.00');

    // Above the threshold: the admin's approval is the first of two.
    await approveFor(page, player.username, 'Approval recorded: waiting for a second staff member.');
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('cell', { name: 'approveWithdrawal' }).first().waitFor();
    await checkScreen(page, 'audit');
    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, approver);
    await approveFor(page, player.username, 'Approved: the player is e-mailed a link for the address.');
    expect(await outbox(player.email)).toContain('/withdraw-link/');

    await approveAdjustment(page, 'goodwill for a delayed payout');
    await expect.poll(() => page.getByTestId('player-cash').innerText()).toBe('€200.00');
    const csv = await exportReport(page);
    expect(csv.split('\r\n')[0]).toBe(
      'day,currency,deposits_minor,withdrawals_minor,ggr_minor,bonus_cost_minor,ngr_minor,new_players,active_players',
    );
    expect(csv).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)},EUR,\\d+,`, 'm'));
    // The browser logs the 401 that asks each operator for the TOTP after the password; nothing else.
    expect(consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    // Log-in, players, player page, withdrawals, audit and reports: no serious or critical axe finding.
    expect(axeFindings).toEqual([]);
    await close();
  });
});
