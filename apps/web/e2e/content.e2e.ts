import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { outbox } from './players';

/** Content as a visitor meets it: a news post read in Norwegian, and the contact form sent. */

const openPage = useBrowser();

describe('content', () => {
  it('reads a news post in Norwegian, from the list to the article and its own links', async () => {
    const { page, close, consoleErrors } = await openPage({ locale: 'nb-NO' });
    await page.addInitScript(() => {
      if (!localStorage.getItem('user-locale')) localStorage.setItem('user-locale', 'no');
    });
    await page.goto('/');
    await waitForHome(page);
    // The home page's hero and promotions are the seeded Norwegian banners, linking into the product.
    await page.getByTestId('hero-banner-welcome').waitFor();
    expect(await page.getByTestId('hero-banner-welcome').innerText()).toContain(
      'Bevisbart rettferdige spill',
    );
    expect(await page.getByTestId('banner-banner-vip').getAttribute('href')).toBe('/vip-program');

    await page.goto('/news');
    await page.getByTestId('news-list').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Nyheter og blogg');
    await page.getByTestId('post-new-studio-games').getByRole('link').click();
    const article = page.getByTestId('page-news-article');
    await article.getByRole('heading', { name: 'Alle spillene fra Nova Studio er her' }).waitFor();
    const body = await page.getByTestId('page-news-article-body').innerText();
    expect(body).toContain('Sju spilleautomater');
    expect(await page.title()).toContain('Alle spillene fra Nova Studio er her');
    expect(await page.locator('link[rel="alternate"][hreflang="nb"]').getAttribute('href')).toMatch(
      /\/news\/new-studio-games\?lang=no$/,
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'bevisbart rettferdige',
    );
    // A link in the post's body opens our own page inside the app.
    await page.getByTestId('page-news-article-body').getByRole('link', { name: 'slik spiller du' }).click();
    await page
      .getByTestId('page-info-how-to-play')
      .getByRole('heading', { name: 'Slik spiller du' })
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await close();
  }, 90_000);

  it('sends the contact form and the acknowledgement reaches the sender', async () => {
    const { page, close } = await openPage({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });
    await page.addInitScript(() => {
      if (!localStorage.getItem('user-locale')) localStorage.setItem('user-locale', 'en');
    });
    await page.goto('/info/contact-us');
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await page.getByTestId('contact-name').fill('A');
    await page.getByTestId('contact-submit').click();
    expect(await page.getByTestId('contact-name-error').innerText()).toBe(
      'Name must be longer than 1 character.',
    );
    const email = `contact${Date.now()}@example.com`;
    await page.getByTestId('contact-name').fill('Ada Visitor');
    await page.getByTestId('contact-email').fill(email);
    await page.getByTestId('contact-message').fill('Where can I see my withdrawal?');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    // Nothing sticks out sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The content pages fit a phone as well.
    for (const path of ['/news', '/news/check-every-round', '/info/terms', '/info/how-to-play', '/info']) {
      await page.goto(path);
      await page.locator('.screen h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    const mails = await outbox(email);
    expect(mails).toContain('We have received your message');
    expect(mails).toContain('Where can I see my withdrawal?');
    await close();
  }, 90_000);
});
