import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame } from './game-frames';

/** A visitor's languages end to end: the casino's game texts and the provider's game page. */

const openPage = useBrowser();

async function chooseLanguage(page: Page, locale: string) {
  await page.addInitScript((choice) => {
    if (!localStorage.getItem('user-locale')) localStorage.setItem('user-locale', choice);
  }, locale);
}

describe('languages', () => {
  it('shows a German visitor German game texts, and a game page with 1,00 in the bet field and a German fairness tab', async () => {
    const { page, close } = await openPage({ locale: 'de-DE' });
    await chooseLanguage(page, 'de');
    await page.goto('/crash-and-fast');
    const tile = page.locator('[data-testid="game-tile"][data-slug="dice"]');
    await tile.waitFor({ timeout: 30_000 });
    await tile.getByRole('link').first().click();
    const info = page.getByTestId('game-info');
    // The studio's own German text, synced from its game list: never the English one.
    await info.getByText('Würfle über oder unter dein Ziel', { exact: false }).waitFor();
    expect(await info.innerText()).toContain('Auszahlungsquote 99,00 % bei jedem Ziel');
    expect(await info.innerText()).not.toContain('Roll over or under');

    await info.getByTestId('game-play-fun').click();
    const frame = await gameFrame(page);
    expect(await frame.getByLabel('Einsatz', { exact: true }).inputValue()).toBe('1,00');
    expect(await frame.getByTestId('studio-balance').innerText()).toMatch(/^[\d.]+,\d{2}\s€$/);
    const tabs = await frame.getByRole('tab').allInnerTexts();
    expect(tabs).toEqual(['Verlauf', 'Nachweisbar fair', 'Hilfe']);
    await close();
  }, 90_000);

  it('writes 1.00 in the bet field and money as the casino does for an English visitor from the UK', async () => {
    const { page, close } = await openPage({ locale: 'en-GB' });
    await chooseLanguage(page, 'en');
    await page.goto('/crash-and-fast');
    const tile = page.locator('[data-testid="game-tile"][data-slug="dice"]');
    await tile.waitFor({ timeout: 30_000 });
    await tile.getByRole('link').first().click();
    await page.getByTestId('game-info').getByTestId('game-play-fun').click();
    const frame = await gameFrame(page);
    expect(await frame.getByLabel('Bet', { exact: true }).inputValue()).toBe('1.00');
    expect(await frame.getByTestId('studio-balance').innerText()).toMatch(/^€[\d,]+\.\d{2}$/);
    await close();
  }, 90_000);
});
