import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import InfoPage from '@/app/routes/info';
import NewsPage from '@/app/routes/news';
import NewsArticlePage from '@/app/routes/news-article';
import { i18n } from '@/lib/i18n';
import { clearPlayer, setPlayerSession } from '@/lib/session';
import { samplePlayer } from '@/test/sample-player';
import { fail, json, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';

beforeAll(async () => {
  await i18n.loadNamespaces(['content']);
});
afterEach(() => {
  clearPlayer();
  document.head.querySelectorAll('link[data-content-head]').forEach((element) => element.remove());
});

const post = (index: number) => ({
  slug: `post-${index}`,
  title: `Post ${index}`,
  description: `Summary ${index}`,
  coverImage: '/static/content/news-fairness.svg',
  language: 'en',
  publishedAt: '2026-11-02T10:00:00.000Z',
});
const skin = ok({
  skinName: 'Nova',
  defaultLanguage: 'en',
  currencies: ['EUR'],
  theme: {},
  turnstileCaptcha: { enabled: false, siteKey: '' },
  supportEmail: 'help@example.com',
  licence: { text: '', regulatorName: '', regulatorUrl: '' },
  liveChat: { enabled: false },
  googleSignIn: { enabled: false, clientId: '' },
});

describe('news', () => {
  it('lists the first page and asks for the next offset with Load more until there is no more', async () => {
    const { fetchFn } = renderFeature(
      <NewsPage />,
      {
        'GET /content/posts': (request) => {
          const offset = Number(new URL(request.url).searchParams.get('offset'));
          const posts = offset === 0 ? [0, 1, 2, 3, 4, 5].map(post) : [post(6)];
          return json(200, ok({ posts, total: 7, limit: 6, offset, hasMore: offset === 0 }).body);
        },
      },
      '/news',
    );
    expect((await screen.findByTestId('post-post-0')).textContent).toContain('Post 0');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(screen.getByTestId('news-load-more'));
    expect(await screen.findByTestId('post-post-6')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('news-load-more')).toBeNull());
    const urls = fetchFn.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/content/posts'));
    expect(urls.map((url) => new URL(url, 'http://x').searchParams.get('offset'))).toEqual(['0', '6']);
    expect(screen.getByRole('link', { name: /Post 0/ })?.getAttribute('href')).toBe('/news/post-0');
  });

  it('shows a post with its sanitised body, title, description, canonical and hreflang links', async () => {
    renderFeature(
      <NewsArticlePage />,
      {
        'GET /content/posts/post-1': ok({
          ...post(1),
          html: '<p>Body with <a href="/fairness">a link</a></p>',
          languages: ['de', 'en', 'no'],
          updatedAt: '2026-11-03T10:00:00.000Z',
        }),
      },
      '/news/post-1',
      '/news/:url',
    );
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeTruthy();
    expect(screen.getByTestId('page-news-article-body').innerHTML).toBe(
      '<p>Body with <a href="/fairness">a link</a></p>',
    );
    await waitFor(() => expect(document.title).toContain('Post 1'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Summary 1',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/news/post-1',
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['de', 'http://localhost:3000/news/post-1?lang=de'],
      ['en', 'http://localhost:3000/news/post-1?lang=en'],
      ['nb', 'http://localhost:3000/news/post-1?lang=no'],
      ['x-default', 'http://localhost:3000/news/post-1'],
    ]);
    // A link to our own page moves inside the app.
    fireEvent.click(screen.getByRole('link', { name: 'a link' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('says so when a post is not published', async () => {
    renderFeature(
      <NewsArticlePage />,
      {
        'GET /content/posts/gone': fail(404, 'content_not_found'),
      },
      '/news/gone',
      '/news/:url',
    );
    expect(await screen.findByText('This article is not available.')).toBeTruthy();
  });
});

describe('contact form', () => {
  const type = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('checks each rule before sending and sends the trimmed fields', async () => {
    const { fetchFn } = renderFeature(
      <InfoPage kind="contact-us" />,
      {
        'GET /skinConfig/all': skin,
        'POST /contact': ok(null),
      },
      '/info/contact-us',
    );
    await screen.findByTestId('contact-form');
    type('contact-name', 'A');
    type('contact-email', 'nope');
    type('contact-message', 'x'.repeat(513));
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Name must be longer than 1 character.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('The message must be at most 512 characters.')).toBeTruthy();
    type('contact-name', 'x'.repeat(26));
    expect(screen.getByText('Name must be at most 25 characters.')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/contact')).toEqual([]);
    type('contact-name', ' Al ');
    type('contact-email', 'al@example.com ');
    type('contact-message', 'm'.repeat(512));
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-sent')).textContent).toContain('Thank you');
    expect(sentBodies(fetchFn, 'POST', '/contact')).toEqual([
      { name: 'Al', email: 'al@example.com', message: 'm'.repeat(512) },
    ]);
  });

  it("fills in a logged-in player's name and e-mail", async () => {
    setPlayerSession('session-1');
    renderFeature(
      <InfoPage kind="contact-us" />,
      {
        'GET /skinConfig/all': skin,
        'GET /player': ok({ ...samplePlayer, fname: 'Kari', lname: 'Nordmann', email: 'kari@example.com' }),
      },
      '/info/contact-us',
    );
    await waitFor(() =>
      expect((screen.getByTestId('contact-name') as HTMLInputElement).value).toBe('Kari Nordmann'),
    );
    expect((screen.getByTestId('contact-email') as HTMLInputElement).value).toBe('kari@example.com');
  });

  it('tells the visitor to wait when the server refuses a burst', async () => {
    renderFeature(
      <InfoPage kind="contact-us" />,
      {
        'GET /skinConfig/all': skin,
        'POST /contact': fail(429, 'rate_limited'),
      },
      '/info/contact-us',
    );
    await screen.findByTestId('contact-form');
    type('contact-name', 'Al');
    type('contact-email', 'al@example.com');
    type('contact-message', 'Hello');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-failed')).textContent).toContain('wait a few minutes');
  });
});

describe('info pages', () => {
  it('lists the info pages when no page is named', async () => {
    renderFeature(<InfoPage kind="page" />, {}, '/info');
    const index = await screen.findByTestId('info-index');
    expect(index.textContent).toContain('Responsible gambling');
    expect(screen.getByRole('link', { name: 'Privacy policy' })?.getAttribute('href')).toBe(
      '/info/privacy-policy',
    );
  });
});
