import type { ChallengesData } from '@casino/contract/competitions';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame, minorUnits } from './game-frames';
import { measureOverflow } from './phone-overflow';
import {
  call,
  closeMessageNotice,
  createPlayer,
  depositThroughSandbox,
  seedSession,
  type TestPlayer,
} from './players';

/**
 * Competitions as a player meets them (issue 16): the seeded challenges with their game, tier, prize
 * and minimum bet in the player's currency; a running slot race whose standings gain the player's row,
 * pushed to the open race page while they spin a studio slot in another window; and the Daily
 * leaderboard with the player's own row highlighted. The race and leaderboard pages on a 360 px phone.
 */

const openPage = useBrowser();

const slug = 'pearl-diver';
const stake = '1.00';
const spins = 3;
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const sessionOf = (player: TestPlayer) => ({
  'x-anon-session': player.anonSessionId,
  'x-player-session': player.playerSessionId,
});

async function staffHeaders() {
  const { token } = (await call('POST', '/staff/v1/login', inject('staffAdmin'))) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A race running now, open to every slot, scored on total wagered (staff API, as the CLI calls it). */
async function scheduleRunningRace(url: string) {
  const now = Date.now();
  await call(
    'POST',
    '/staff/v1/slotRaces',
    {
      name: 'Browser Sprint',
      url,
      scoring: 'wagered',
      currency: 'EUR',
      minBetMinor: '100',
      prizesMinor: ['5000', '2500', '1000'],
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    },
    await staffHeaders(),
  );
}

/** A custom challenge (terms of its own, not a tier) starting tomorrow, so no other journey's round takes it. */
async function scheduleCustomChallenge(): Promise<string> {
  const created = (await call(
    'POST',
    '/staff/v1/challenges',
    {
      multiplier: '250',
      prizeMinor: '4200',
      minBetMinor: '50',
      currency: 'EUR',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    await staffHeaders(),
  )) as { id: string };
  return created.id;
}

async function spin(frame: Frame) {
  await frame.getByLabel('Bet', { exact: true }).fill(stake);
  await frame.getByTestId('studio-play').click();
  await frame.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-testid="studio-play"]')!.disabled,
    undefined,
    { timeout: 60_000 },
  );
  const message = await frame.getByTestId('studio-message').innerText();
  if (!/^You win /.test(message) && message !== 'No win this time')
    throw new Error(`the round did not settle: "${message}"`);
}

async function expectNoOverflow(page: Page) {
  const overflow = await measureOverflow(page);
  expect(overflow.elements).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
}

const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('competitions', () => {
  it('shows the challenges, pushes the race standings while the player spins, and highlights their leaderboard row', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '100');
    const raceUrl = `browser-sprint-${Math.random().toString(36).slice(2, 10)}`;
    await scheduleRunningRace(raceUrl);
    const customId = await scheduleCustomChallenge();

    // Challenges (desktop): each seeded tier with its game, multiplier, prize and minimum bet in the
    // player's currency, as the API converts them for this player.
    const desk = await openPage({ viewport: { width: 1280, height: 900 } });
    await seedSession(desk.page, player);
    const { challenges } = (await call(
      'GET',
      '/api/v1/challenges',
      undefined,
      sessionOf(player),
    )) as unknown as ChallengesData;
    const seeded = challenges.filter((challenge) => challenge.status === 'open' && !challenge.game);
    expect(seeded.map((challenge) => challenge.tier)).toEqual([1, 2, 3, 4, 5]);
    expect(seeded[0]).toMatchObject({ currency: 'EUR', multiplier: '1500', prizeMinor: '25000' });
    await desk.page.goto('/challenges');
    await desk.page.getByTestId('page-challenges').waitFor();
    for (const challenge of seeded) {
      const card = desk.page.getByTestId(`challenge-${challenge.id}`);
      await card.waitFor();
      const text = await card.innerText();
      expect(text).toContain(`Tier ${challenge.tier}`);
      // One notation with the page's English money: '1,500×', never 'x1.500'.
      const heading = await card.locator('h3').innerText();
      expect(heading).toContain(` · ${Number(challenge.multiplier).toLocaleString('en-GB')}×`);
      expect(text).toContain('Any Nova Studio slot');
      expect(minorUnits(await card.getByTestId('challenge-prize').innerText())).toBe(
        Number(challenge.prizeMinor),
      );
      const minBet = card.locator('dt', { hasText: 'Minimum bet' }).locator('xpath=following-sibling::dd[1]');
      expect(minorUnits(await minBet.innerText())).toBe(Number(challenge.minBetMinor));
    }

    // Staff's custom challenge: its own terms, announced as coming.
    const custom = desk.page.getByTestId(`challenge-${customId}`);
    await custom.waitFor();
    expect(await custom.innerText()).toContain('Soon');
    const customHeading = await custom.locator('h3').innerText();
    expect(customHeading).toContain('Special challenge');
    expect(customHeading).toContain(' · 250×');
    expect(minorUnits(await custom.getByTestId('challenge-prize').innerText())).toBe(4200);

    // Slot races on a phone: the running race is listed; its page has no scores yet.
    const mobile = await openPage(phone);
    await seedSession(mobile.page, player);
    await mobile.page.goto('/slot-races');
    const card = mobile.page.getByTestId(`race-${raceUrl}`);
    await card.waitFor();
    expect(await card.innerText()).toContain('Live now');
    await expectNoOverflow(mobile.page);
    await card.getByRole('link', { name: 'Browser Sprint' }).click();
    await mobile.page.waitForURL(`**/slot-races/${raceUrl}`);
    await mobile.page.getByText('No scores yet: be the first!').waitFor();
    // Marks this document: a reload would lose it.
    await mobile.page.evaluate(() => ((window as unknown as { raceMark: number }).raceMark = 1));

    // Real-money spins of a studio slot in the desktop window, while the race page stays open.
    await desk.page.goto('/casino');
    const tile = desk.page.getByTestId('game-list').locator(`[data-testid="game-tile"][data-slug="${slug}"]`);
    await tile.getByRole('link').first().click({ timeout: 30_000 });
    await desk.page.getByTestId('game-info').getByTestId('game-play-now').click();
    await desk.page.waitForURL(`**/play/nova-studio/${slug}`);
    const frame = await gameFrame(desk.page, 'real');
    for (let round = 0; round < spins; round += 1) await spin(frame);

    // The race page gains the player's row, pushed (same document), with the wagered total.
    const mine = mobile.page.locator('[data-testid="race-standings"] tr.is-me');
    await mine.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => minorUnits((await mine.locator('td').nth(2).innerText()) || '0'), { timeout: 20_000 })
      .toBe(spins * 100);
    expect(await mine.innerText()).toContain('(you)');
    expect(await mine.locator('td').first().innerText()).toBe('1');
    expect(await mobile.page.evaluate(() => (window as unknown as { raceMark?: number }).raceMark)).toBe(1);
    await expectNoOverflow(mobile.page);

    // The Daily leaderboard on the phone: the player's own row, highlighted, with today's wagers.
    await mobile.page.goto('/leaderboard');
    await mobile.page.getByTestId('page-leaderboard').waitFor();
    await closeMessageNotice(mobile.page);
    await mobile.page.getByTestId('leaderboard-filter-daily').click();
    expect(await mobile.page.getByTestId('leaderboard-filter-daily').getAttribute('aria-pressed')).toBe(
      'true',
    );
    const row = mobile.page.getByTestId('leaderboard-me');
    await row.waitFor();
    expect(await row.getAttribute('class')).toContain('is-me');
    expect(await row.innerText()).toContain('(you)');
    expect(minorUnits(await row.locator('td').last().innerText())).toBeGreaterThanOrEqual(spins * 100);
    await expectNoOverflow(mobile.page);

    expect(unexpected(desk.consoleErrors)).toEqual([]);
    expect(unexpected(mobile.consoleErrors)).toEqual([]);
    await desk.close();
    await mobile.close();
  }, 110_000);
});
