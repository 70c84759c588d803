import type { LoyaltyData } from '@casino/contract/loyalty';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame, minorUnits } from './game-frames';
import { measureOverflow } from './phone-overflow';
import { call, createPlayer, depositThroughSandbox, seedSession, type TestPlayer } from './players';

/**
 * The loyalty programme as a player meets it (issue 14): real-money spins of a studio slot earn CP
 * until level 2, the level-up is announced, the rewards page shows the new progress, and yesterday's
 * cashback is claimed on profile / cashback with the header balance following.
 */

const openPage = useBrowser();

// Pearl Diver takes stakes up to EUR 500: four spins of EUR 100 make the EUR 400 (16 CP) of level 2.
const slug = 'pearl-diver';
const stake = '100.00';

async function loyaltyOf(player: TestPlayer): Promise<LoyaltyData> {
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  return (await call('GET', '/api/v1/player/loyalty', undefined, session)) as unknown as LoyaltyData;
}

async function spin(frame: Frame) {
  await frame.getByLabel('Bet', { exact: true }).fill(stake);
  await frame.getByTestId('studio-play').click();
  // Disabled from the click until the round (its free spins too) has been shown.
  await frame.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-testid="studio-play"]')!.disabled,
    undefined,
    { timeout: 90_000 },
  );
  const message = await frame.getByTestId('studio-message').innerText();
  if (!/^You win /.test(message) && message !== 'No win this time')
    throw new Error(`the round did not settle: "${message}"`);
}

async function headerBalance(page: Page): Promise<number> {
  return minorUnits(await page.getByTestId('header-balance').innerText());
}

const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('loyalty', () => {
  it('plays slots to level 2, sees the level-up, the new progress on rewards, and claims cashback', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '1000');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1280, height: 900 } });
    await seedSession(page, player);

    // Real money on the studio's slot, from the casino list, until the API says level 2.
    await page.goto('/casino');
    const tile = page.getByTestId('game-list').locator(`[data-testid="game-tile"][data-slug="${slug}"]`);
    await tile.getByRole('link').first().click({ timeout: 30_000 });
    await page.getByTestId('game-info').getByTestId('game-play-now').click();
    await page.waitForURL(`**/play/nova-studio/${slug}`);
    const frame = await gameFrame(page, 'real');
    for (let round = 0; round < 8 && (await loyaltyOf(player)).level < 2; round += 1) {
      await spin(frame);
      // The projection runs beside the API; give it a moment before asking again.
      await page.waitForTimeout(1_000);
    }
    const reached = await loyaltyOf(player);
    expect(reached.level).toBeGreaterThanOrEqual(2);

    // The game page follows the balance, the standing follows the balance: the level-up is announced.
    const notice = page.locator('[data-testid="level-up-toast"]', { hasText: 'Level 2 reached!' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.innerText()).toContain('Your reward: 20 free spins on Sun Temple');

    // The rewards page shows the new level, CP and progress, and marks level 2 in the table.
    await page.goto('/rewards');
    const progress = page.getByTestId('loyalty-progress');
    await progress.waitFor();
    expect(await progress.getByTestId('loyalty-level').innerText()).toBe(`Level ${reached.level}`);
    const tenths = Number(reached.totalCpTenths);
    const shownCp = tenths < 100 ? (tenths / 10).toFixed(1) : reached.totalCp;
    expect(await progress.getByTestId('loyalty-total-cp').innerText()).toBe(`${shownCp}\u00a0CP`);
    const bar = progress.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.floor(reached.progress * 100)));
    expect(await page.getByTestId(`level-row-${reached.level}`).getAttribute('aria-current')).toBe('step');
    expect(await page.getByTestId('header-level').innerText()).toBe(String(reached.level));
    // The player's own rewards name the free spins' slot.
    const mine = page.getByTestId('player-reward-2');
    await mine.waitFor();
    expect(await mine.innerText()).toContain('20 free spins on Sun Temple');
    // The same level is not announced again on a new page.
    expect(await page.getByTestId('level-up-toast').count()).toBe(0);

    // Yesterday's accrual, made honestly: a real bet of this player dated 24 hours ago (test seed).
    const seeded = await fetch(`${inject('baseURL')}/dev/test/yesterday-bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, gameSlug: slug, amountMinor: '10000' }),
    });
    expect(seeded.status).toBe(200);
    await expect
      .poll(async () => (await loyaltyOf(player)).cashback.canClaim, { timeout: 20_000 })
      .toBe(true);
    const { cashback } = await loyaltyOf(player);
    expect(BigInt(cashback.availableMinor)).toBeGreaterThan(0n);

    await page.goto('/profile/cashback');
    const claim = page.getByTestId('claim-cashback');
    await claim.waitFor();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="claim-cashback"]')!.disabled,
    );
    const before = await headerBalance(page);
    expect(minorUnits(await page.getByTestId('cashback-available').innerText())).toBe(
      Number(cashback.availableMinor),
    );
    await claim.click();
    await page.waitForFunction(
      (expected) => {
        const text = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
        return Number(text.replace(/[^\d]/g, '')) === expected;
      },
      before + Number(cashback.availableMinor),
      { timeout: 20_000 },
    );
    // Claimed for today: the button says why it is disabled, and the API agrees.
    await page.getByTestId('cashback-reason').waitFor();
    expect(await claim.isDisabled()).toBe(true);
    expect((await loyaltyOf(player)).cashback).toMatchObject({ availableMinor: '0', canClaim: false });

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 300_000);

  it('shows a visitor the level table, How It Works and the VIP tiers on a 360 px phone', async () => {
    const { page, consoleErrors, close } = await openPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/rewards');
    await page.getByTestId('level-row-60').waitFor();
    expect(await page.getByTestId('loyalty-join').isVisible()).toBe(true);
    expect(await page.getByTestId('how-it-works').innerText()).toContain('How It Works');
    let overflow = await measureOverflow(page);
    expect(overflow.elements).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);

    await page.goto('/vip-program');
    await page.getByTestId('vip-tier-platinum').waitFor();
    overflow = await measureOverflow(page);
    expect(overflow.elements).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 90_000);

  it('fits the level in the header of a logged-in player on a 360 px phone', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '20');
    const { page, consoleErrors, close } = await openPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await seedSession(page, player);
    await page.goto('/profile/cashback');
    await page.getByTestId('header-level').waitFor();
    await page.getByTestId('cashback-panel').waitFor();
    expect(await page.getByTestId('claim-cashback').isDisabled()).toBe(true);
    const overflow = await measureOverflow(page);
    expect(overflow.elements).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 90_000);
});
