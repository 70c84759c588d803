import type { PlayerBonusesData } from '@casino/contract/bonuses';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame, minorUnits } from './game-frames';
import { measureOverflow } from './phone-overflow';
import { call, createPlayer, depositThroughSandbox, seedSession, type TestPlayer } from './players';

/**
 * Bonuses as a player meets them (issue 15): a promotion code unlocks a deposit match, the deposit
 * funds it, slot spins wager it until it converts to cash, and profile/bonuses shows the cash, the
 * bonus and the progress at every step; a withdrawal while a bonus is wagered says what will be lost.
 */

const openPage = useBrowser();
const slug = 'pearl-diver';
const run = Math.random().toString(36).slice(2, 8);

async function staff() {
  const { token } = (await call('POST', '/staff/v1/login', inject('staffAdmin'))) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A deposit match wagered once (so a few spins convert it), unlocked by a code of its own. */
async function matchCampaignWithCode(): Promise<{ slug: string; code: string }> {
  const headers = await staff();
  const campaign = `e2e-match-${run}`;
  await call(
    'POST',
    '/staff/v1/bonus/campaigns',
    {
      slug: campaign,
      kind: 'deposit_match',
      activation: 'code',
      names: { en: 'E2E Welcome Match' },
      matchPercent: 100,
      maxBonusEurCents: '2000',
      minDepositEurCents: '1000',
      wageringMultiple: 1,
      contributions: { slots: 100 },
      onePerPlayer: true,
    },
    headers,
  );
  const code = `E2E${run}`.toUpperCase();
  await call('POST', '/staff/v1/bonus/codes', { code, campaign }, headers);
  return { slug: campaign, code };
}

/** Fifteen claimable free spins on Neon Fruits, their winnings wagered ten times. */
async function freeSpinsCampaign(campaign: string, name: string): Promise<string> {
  await call(
    'POST',
    '/staff/v1/bonus/campaigns',
    {
      slug: campaign,
      kind: 'free_spins',
      activation: 'claim',
      names: { en: name },
      freeSpinsGameSlug: 'neon-fruits',
      freeSpinsCount: 15,
      wageringMultiple: 10,
      contributions: { slots: 100 },
    },
    await staff(),
  );
  return campaign;
}

/**
 * The game's frame once the studio offers the granted spins: a grant reaches the studio on the
 * platform's next delivery pass, so the page is opened again until the game shows them.
 */
async function frameWithFreeSpins(page: Page, open: () => Promise<unknown>): Promise<Frame | null> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    if (attempt > 0) {
      await page.waitForTimeout(5_000);
      await page.goto('/play/nova-studio/neon-fruits');
    } else await open();
    const candidate = await gameFrame(page, 'real');
    if (
      await candidate
        .getByTestId('studio-free-spins')
        .isVisible()
        .catch(() => false)
    )
      return candidate;
  }
  return null;
}

function sessionOf(player: TestPlayer) {
  return { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
}

async function bonusesOf(player: TestPlayer): Promise<PlayerBonusesData> {
  return (await call(
    'GET',
    '/api/v1/player/bonuses',
    undefined,
    sessionOf(player),
  )) as unknown as PlayerBonusesData;
}

async function spin(frame: Frame, stake: string) {
  await frame.getByLabel('Bet', { exact: true }).fill(stake);
  await frame.getByTestId('studio-play').click();
  await frame.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-testid="studio-play"]')!.disabled,
    undefined,
    { timeout: 90_000 },
  );
}

/** The header's cash and bonus: shown apart while there is bonus money, else one sum. */
async function headerParts(page: Page) {
  const bonus = page.getByTestId('header-balance-bonus');
  if ((await bonus.count()) === 0)
    return { cash: minorUnits(await page.getByTestId('header-balance').innerText()), bonus: 0 };
  return {
    cash: minorUnits(await page.getByTestId('header-balance-cash').innerText()),
    bonus: minorUnits(await bonus.innerText()),
  };
}

const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('bonuses', () => {
  it('a code unlocks a deposit match; the deposit funds it; slot spins wager it until it converts', async () => {
    const { code } = await matchCampaignWithCode();
    const player = await createPlayer();
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1280, height: 900 } });
    await seedSession(page, player);

    // Add Bonus on profile/bonuses, in another case than it was made: the bonus waits for a deposit.
    await page.goto('/profile/bonuses');
    await page.getByTestId('bonus-code-input').fill(code.toLowerCase());
    await page.getByTestId('bonus-code-submit').click();
    await page.getByTestId('bonus-available-item').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('bonus-waits-for-deposit').waitFor();
    expect((await bonusesOf(player)).available[0]).toMatchObject({ status: 'available', bonusMinor: '0' });

    // EUR 20 deposited: matched 100 % up to EUR 20, activated at once.
    await depositThroughSandbox(player, '20');
    await page.reload();
    const active = page.getByTestId('active-bonus');
    await active.waitFor({ timeout: 20_000 });
    expect(minorUnits(await page.getByTestId('active-bonus-balance').innerText())).toBe(2000);
    expect(await page.getByTestId('active-bonus-progress').getAttribute('aria-valuenow')).toBe('0');
    await expect.poll(() => headerParts(page), { timeout: 20_000 }).toEqual({ cash: 2000, bonus: 2000 });

    // Spins of EUR 5 on the studio's slot: cash is spent first, then bonus money; every stake counts.
    await page.goto(`/casino`);
    const tile = page.getByTestId('game-list').locator(`[data-testid="game-tile"][data-slug="${slug}"]`);
    await tile.getByRole('link').first().click({ timeout: 30_000 });
    await page.getByTestId('game-info').getByTestId('game-play-now').click();
    await page.waitForURL(`**/play/nova-studio/${slug}`);
    const frame = await gameFrame(page, 'real');
    await spin(frame, '5.00');
    let standing = await bonusesOf(player);
    expect(standing.active?.pointsGainedMinor).toBe('500');

    // profile/bonuses follows: the progress bar moved.
    const bonusPage = await page.context().newPage();
    await bonusPage.goto('/profile/bonuses');
    await bonusPage.getByTestId('active-bonus').waitFor();
    expect(Number(await bonusPage.getByTestId('active-bonus-progress').getAttribute('aria-valuenow'))).toBe(
      25,
    );
    await bonusPage.getByTestId('bonus-wager-row').first().waitFor();

    // Until EUR 20 has been staked (or the bonus is lost): then it converts, or ends spent.
    for (let round = 0; round < 12 && standing.active; round += 1) {
      await spin(frame, '5.00');
      standing = await bonusesOf(player);
    }
    expect(standing.active).toBeNull();
    const ended = standing.past[0]!;
    expect(['converted', 'forfeited']).toContain(ended.status);
    await bonusPage.reload();
    await bonusPage.getByTestId('bonus-past-item').first().waitFor();
    expect(await bonusPage.getByTestId('active-bonus-none').isVisible()).toBe(true);
    // No bonus money is left; what converted is cash now.
    await expect.poll(async () => (await headerParts(bonusPage)).bonus, { timeout: 20_000 }).toBe(0);
    if (ended.status === 'converted') expect(BigInt(ended.convertedMinor)).toBeGreaterThan(0n);

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 300_000);

  it('a withdrawal while a bonus is wagered says what will be lost, and goes on only when confirmed', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const headers = await staff();
    const campaign = `e2e-gift-${run}`;
    await call(
      'POST',
      '/staff/v1/bonus/campaigns',
      {
        slug: campaign,
        kind: 'no_deposit',
        activation: 'claim',
        names: { en: 'E2E Gift' },
        amountEurCents: '1000',
        wageringMultiple: 30,
        contributions: { slots: 100 },
      },
      headers,
    );
    const { page, consoleErrors, close } = await openPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await seedSession(page, player);
    // Claimed from the offers with Activate Bonus.
    await page.goto('/profile/bonuses');
    const offer = page.getByTestId('bonus-offer').filter({ hasText: 'E2E Gift' });
    await offer.getByTestId('bonus-offer-activate').click();
    await page.getByTestId('active-bonus').waitFor({ timeout: 20_000 });

    await page.goto('/cashier/withdraw');
    const warning = page.getByTestId('withdraw-bonus-warning');
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.innerText()).toMatch(/10[.,]00/);
    await page.getByTestId('withdraw-method').selectOption('BTC');
    await page.getByTestId('withdraw-amount').fill('20');
    await page.getByTestId('withdraw-submit').click();
    // Not confirmed: nothing is requested and the bonus stays.
    await page.waitForTimeout(500);
    expect((await bonusesOf(player)).active?.balanceMinor).toBe('1000');
    await page.getByTestId('withdraw-forfeit-confirm').check();
    await page.getByTestId('withdraw-submit').click();
    await expect.poll(async () => (await bonusesOf(player)).active, { timeout: 20_000 }).toBeNull();
    expect((await bonusesOf(player)).past[0]).toMatchObject({ status: 'forfeited', forfeitedMinor: '1000' });

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);

  it('free spins claimed on profile/bonuses are played on the slot, and their winnings open a bonus', async () => {
    const campaign = await freeSpinsCampaign(`e2e-spins-${run}`, 'E2E Spins');
    const player = await createPlayer();
    await depositThroughSandbox(player, '10');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1280, height: 900 } });
    await seedSession(page, player);
    await page.goto('/profile/bonuses');
    await page
      .getByTestId('bonus-offer')
      .filter({ hasText: 'E2E Spins' })
      .getByTestId('bonus-offer-activate')
      .click();
    await expect
      .poll(async () => (await bonusesOf(player)).available.map((bonus) => bonus.status), { timeout: 20_000 })
      .toEqual(['free_spins']);
    // Confirmed with the way to the game; the card tells the spins left, not an amount of 0.
    const confirmation = page.getByTestId('bonus-claim-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain('15 free spins on Neon Fruits are yours.');
    expect(await page.getByTestId('bonus-free-spins-left').innerText()).toBe(
      '15 of 15 free spins left on Neon Fruits',
    );

    const frame = await frameWithFreeSpins(page, () => page.goto('/play/nova-studio/neon-fruits'));
    expect(frame, 'the free spins reached the game').not.toBeNull();
    expect(await frame!.getByTestId('studio-free-spins').innerText()).toContain('15');
    // The game says where the wins go: into the bonus, with its wagering.
    expect(await frame!.locator('.granted-spins-note').innerText()).toContain(
      'Wins go into the bonus these spins open, to wager 10 times',
    );
    for (let spinNumber = 0; spinNumber < 15; spinNumber += 1) {
      await frame!.getByTestId('studio-play').click();
      await frame!.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[data-testid="studio-play"]')!.disabled,
        undefined,
        { timeout: 60_000 },
      );
    }

    // Cash never moved; the winnings, if any, are a bonus with the campaign's wagering.
    const standing = await bonusesOf(player);
    const spinsBonus = [standing.active, ...standing.available, ...standing.past].find(
      (bonus) => bonus?.campaign.slug === campaign,
    )!;
    const cash = (await call('GET', '/api/v1/player/balance', undefined, sessionOf(player))) as {
      minor: { cash: string; bonus: string };
    };
    expect(cash.minor.cash).toBe('1000');
    if (spinsBonus.status === 'active') {
      expect(BigInt(spinsBonus.bonusMinor)).toBeGreaterThan(0n);
      expect(spinsBonus.pointsNeededMinor).toBe((BigInt(spinsBonus.bonusMinor) * 10n).toString());
      expect(cash.minor.bonus).toBe(spinsBonus.bonusMinor);
      await page.goto('/profile/bonuses');
      await page.getByTestId('active-bonus').waitFor();
      expect(minorUnits(await page.getByTestId('active-bonus-balance').innerText())).toBe(
        Number(spinsBonus.bonusMinor),
      );
    } else {
      // Fifteen spins without a win (rare): nothing to wager, the bonus ends.
      expect(spinsBonus).toMatchObject({ status: 'expired', endReason: 'no_winnings' });
    }

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 240_000);

  it('on a phone, free spins confirm with the way to the game, which counts them down beside the play bar', async () => {
    await freeSpinsCampaign(`e2e-phone-spins-${run}`, 'E2E Phone Spins');
    const player = await createPlayer();
    await depositThroughSandbox(player, '10');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 360, height: 740 } });
    await seedSession(page, player);
    await page.goto('/profile/bonuses');
    const offer = page.getByTestId('bonus-offer').filter({ hasText: 'E2E Phone Spins' });
    await offer.getByTestId('bonus-offer-activate').click();
    const confirmation = page.getByTestId('bonus-claim-confirmation');
    await confirmation.waitFor({ timeout: 20_000 });
    expect(await confirmation.innerText()).toContain('15 free spins on Neon Fruits are yours.');
    expect(await page.getByTestId('bonus-free-spins-left').innerText()).toBe(
      '15 of 15 free spins left on Neon Fruits',
    );
    const overflow = await measureOverflow(page);
    expect(overflow.scrollWidth, JSON.stringify(overflow.elements)).toBeLessThanOrEqual(overflow.clientWidth);

    // The confirmation's link leads to the game, which offers the spins once they reach the studio.
    const frame = await frameWithFreeSpins(page, async () => {
      await page.getByTestId('bonus-claim-play').click();
      await page.waitForURL('**/play/nova-studio/neon-fruits');
    });
    expect(frame, 'the free spins reached the game').not.toBeNull();
    const playBarCount = page.getByTestId('play-free-spins');
    expect(await frame!.getByTestId('studio-free-spins').innerText()).toContain('15');
    await expect.poll(() => playBarCount.textContent(), { timeout: 30_000 }).toBe('15 free spins');
    expect(await frame!.locator('.granted-spins-note').innerText()).toContain(
      'Wins go into the bonus these spins open, to wager 10 times',
    );

    // One spin played: the game says 14, and the play bar above it follows.
    await frame!.getByTestId('studio-play').click();
    await frame!.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="studio-play"]')!.disabled,
      undefined,
      { timeout: 60_000 },
    );
    expect(await frame!.getByTestId('studio-free-spins').innerText()).toContain('14');
    await expect.poll(() => playBarCount.textContent(), { timeout: 30_000 }).toBe('14 free spins');
    const cash = (await call('GET', '/api/v1/player/balance', undefined, sessionOf(player))) as {
      minor: { cash: string };
    };
    expect(cash.minor.cash).toBe('1000');

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 240_000);
});
