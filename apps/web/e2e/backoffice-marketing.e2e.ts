import type { PlayerBonusesData } from '@casino/contract/bonuses';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoStaff, logIn } from './backoffice-login';
import { useBrowser } from './browser';
import { call, createPlayer, seedSession, type TestPlayer } from './players';

/**
 * The back office's content and marketing screens as an operator uses them on a tablet, and what a
 * player then meets on the site: a news post published in Spanish, a promotion code redeemed.
 */

const openPage = useBrowser();
const run = Date.now().toString(36);
const tablet = { viewport: { width: 1024, height: 768 } };

async function publishSpanishPost(page: Page, slug: string) {
  await page.getByRole('link', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel('Title').fill('Autumn tournament');
  await page.getByLabel('Text (Markdown)').fill('The **autumn tournament** starts today.');
  await page.getByRole('tab', { name: 'Español' }).click();
  await page.getByLabel('Title').fill('Torneo de otoño');
  await page.getByLabel('Text (Markdown)').fill('El **torneo de otoño** empieza hoy.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  // The preview is the server's HTML of the Spanish words, before any reader sees it.
  const preview = page.getByTestId('content-preview');
  await preview.getByText('torneo de otoño', { exact: true }).waitFor();
  expect(await preview.locator('strong').innerText()).toBe('torneo de otoño');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: readers see it now.' }).waitFor();
}

async function createCampaignAndCode(page: Page, campaign: string, code: string) {
  await page.getByRole('link', { name: 'Marketing' }).click();
  const campaignForm = page.getByRole('form', { name: 'New campaign' });
  await campaignForm.getByLabel('Address (slug)').fill(campaign);
  await campaignForm.getByLabel('Name').fill(`Autumn gift ${run}`);
  await campaignForm.getByLabel('Bonus amount (EUR)').fill('5');
  await campaignForm.getByRole('button', { name: 'Create the campaign' }).click();
  await page.getByText(`Campaign ${campaign} created and active.`).waitFor();
  await page.getByTestId('campaign').filter({ hasText: campaign }).waitFor();

  const codeForm = page.getByRole('form', { name: 'New promotion code' });
  await codeForm.getByLabel('Code').fill(code);
  await codeForm.getByLabel('Campaign').selectOption(campaign);
  await codeForm.getByRole('button', { name: 'Create the code' }).click();
  await page.getByText(`Code ${code} created for ${campaign}.`).waitFor();
}

async function bonusesOf(player: TestPlayer): Promise<PlayerBonusesData> {
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  return (await call('GET', '/api/v1/player/bonuses', undefined, session)) as unknown as PlayerBonusesData;
}

describe('back office: content and marketing', () => {
  it('the admin publishes a news post in Spanish that the site shows in Spanish, and creates a promotion code a player redeems', async () => {
    const { admin } = demoStaff();
    const slug = `torneo-${run}`;
    const campaign = `autumn-gift-${run}`;
    const code = `AUTUMN${run}`.toUpperCase();
    const player = await createPlayer();

    const staff = await openPage(tablet);
    await logIn(staff.page, admin);
    await publishSpanishPost(staff.page, slug);
    await createCampaignAndCode(staff.page, campaign, code);

    // A visitor reading Spanish gets the Spanish words of the post the admin just published.
    const reader = await openPage(tablet);
    await reader.page.addInitScript(() => localStorage.setItem('user-locale', 'es'));
    await reader.page.goto(`/news/${slug}`);
    const article = reader.page.getByTestId('page-news-article');
    await article.getByRole('heading', { name: 'Torneo de otoño' }).waitFor();
    expect(await reader.page.getByTestId('page-news-article-body').innerText()).toContain(
      'El torneo de otoño empieza hoy.',
    );
    await reader.close();

    // The player types the code (in lower case, as players do) on their bonuses page.
    const site = await openPage(tablet);
    await seedSession(site.page, player);
    await site.page.goto('/profile/bonuses');
    await site.page.getByTestId('bonus-code-input').fill(code.toLowerCase());
    await site.page.getByTestId('bonus-code-submit').click();
    await expect
      .poll(
        async () => {
          const bonuses = await bonusesOf(player);
          return [...bonuses.available, ...(bonuses.active ? [bonuses.active] : [])].map(
            (bonus) => bonus.campaign.slug,
          );
        },
        { timeout: 20_000 },
      )
      .toContain(campaign);

    // The browser logs the 401 that asks for the TOTP after the password; nothing else.
    expect(staff.consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await site.close();
    await staff.close();
  }, 180_000);
});
