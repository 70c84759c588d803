import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { call, createPlayer, outbox, seedSession } from './players';

const openPage = useBrowser();

/** Staff approve the player's requested withdrawal through the staff API (what the CLI calls). */
async function approveWithdrawal(): Promise<void> {
  const { token } = (await call('POST', '/staff/v1/login', inject('staffAdmin'))) as { token: string };
  const staff = { authorization: `Bearer ${token}` };
  const { withdrawals } = (await call('GET', '/staff/v1/withdrawals?status=requested', undefined, staff)) as {
    withdrawals: Array<{ id: string }>;
  };
  expect(withdrawals.length).toBeGreaterThan(0);
  for (const withdrawal of withdrawals)
    await call('POST', `/staff/v1/withdrawals/${withdrawal.id}/approve`, undefined, staff);
}

// The browser logs refused calls (the withdrawal before any deposit) that the screens handle on purpose.
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('cashier', () => {
  it('deposits through the sandbox, withdraws, and the e-mailed link pays it out', async () => {
    const player = await createPlayer();
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, player);
    const balance = page.getByTestId('header-balance');

    // Before any deposit a withdrawal is refused in the spec's words.
    await page.goto('/cashier/withdraw');
    await page.getByTestId('withdraw-amount').fill('25');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-needs-deposit').waitFor();
    await page.getByTestId('withdraw-error').waitFor();
    expect(await page.getByTestId('withdraw-error').innerText()).toBe(
      'Withdrawals are not available, please make a deposit first.',
    );
    expect(await balance.innerText()).toContain('€0.00');

    await page.getByTestId('cashier-deposit-tab').click();
    await page.getByTestId('deposit-currency').selectOption('BTC');
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-submit').click();
    const address = await page.getByTestId('deposit-address').inputValue();
    expect(address.length).toBeGreaterThan(20);
    await page.getByTestId('deposit-qr').locator('svg').waitFor();
    await page.getByTestId('deposit-simulate').click();
    await page.getByText('Payment received: €50.00 has been credited.').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="header-balance"]')?.textContent?.includes('€50.00'),
    );

    await page.getByTestId('cashier-withdraw-tab').click();
    await page.getByTestId('withdraw-method').selectOption('BTC');
    await page.getByTestId('withdraw-amount').fill('20');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-success').waitFor();
    await page.getByTestId('pending-withdrawal-row').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="header-balance"]')?.textContent?.includes('€30.00'),
    );

    await approveWithdrawal();
    const link = /\/withdraw-link\/([\w-]+)/.exec(await outbox(player.email))?.[1];
    expect(link, 'the approval e-mail carries the withdrawal link').toBeTruthy();

    await page.goto(`/withdraw-link/${link}`);
    await page.getByTestId('withdraw-link-currency').selectOption('BTC');
    await page.getByTestId('withdraw-link-address').fill('not-an-address');
    await page.getByTestId('withdraw-link-submit').click();
    await page.getByText('This does not look like an address').waitFor();
    await page.getByTestId('withdraw-link-address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await page.getByTestId('withdraw-link-submit').click();
    await page.getByTestId('withdraw-link-done').waitFor();

    await page.goto('/profile/history');
    const withdrawal = page.locator('[data-testid="history-row"][data-type="withdraw"]');
    await withdrawal.waitFor();
    expect(await withdrawal.getAttribute('data-status')).toBe('paid');
    expect(await withdrawal.innerText()).toContain('Paid');
    expect(await page.locator('[data-testid="history-row"][data-type="deposit"]').innerText()).toContain(
      '€50.00',
    );

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 120_000);

  it('shows the balance in the phone header too', async () => {
    const player = await createPlayer();
    const { page, close } = await openPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await seedSession(page, player);
    await page.goto('/cashier/deposit');
    const balance = page.getByTestId('header-balance');
    await balance.waitFor();
    expect(await balance.isVisible()).toBe(true);
    await close();
  }, 60_000);
});
