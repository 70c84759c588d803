import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, contentAudit } from '../../db/schema';
import { call, mailsTo } from '../../test/accounts';
import { staffCall, staffToken } from '../../test/cashier';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer } from '../../test/players';
import { renderMarkdown } from './render-markdown';

const clock = createClock(new Date('2026-11-20T12:00:00Z'));
const hour = 3_600_000;

type Page = { slug: string; title: string; html: string; language: string; languages: string[] };

describe('content store', () => {
  const ctx = useTestApp({ now: clock.now, env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '1000' } });

  async function create(token: string, body: Record<string, unknown>) {
    const response = await staffCall(ctx.app, token, 'POST', '/content', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { id: string; status: string } }>().data;
  }
  async function publish(token: string, id: string) {
    const response = await staffCall(ctx.app, token, 'POST', `/content/${id}/publish`, { published: true });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('serves a de reader the en text of a post not translated into de, and de where it is', async () => {
    const token = await staffToken(ctx.app, 'content');
    const entry = await create(token, {
      kind: 'post',
      slug: 'only-english',
      translations: { en: { title: 'English only', markdown: 'Hello **world**' } },
    });
    // A draft is not served to anybody.
    expect((await call(ctx.app, 'GET', '/content/posts/only-english')).statusCode).toBe(404);
    await publish(token, entry.id);
    const de = await call(ctx.app, 'GET', '/content/posts/only-english', { language: 'de' });
    expect(de.statusCode, de.body).toBe(200);
    const page = de.json<{ data: Page }>().data;
    expect(page).toMatchObject({ title: 'English only', language: 'en', languages: ['en'] });
    expect(page.html).toBe('<p>Hello <strong>world</strong></p>');

    const edit = await staffCall(ctx.app, token, 'POST', `/content/${entry.id}`, {
      translations: { de: { title: 'Nur Deutsch', markdown: 'Hallo *Welt*' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (await call(ctx.app, 'GET', '/content/posts/only-english', { language: 'de' })).json<{
      data: Page;
    }>().data;
    expect(after).toMatchObject({ title: 'Nur Deutsch', language: 'de', languages: ['de', 'en'] });
    const fr = (await call(ctx.app, 'GET', '/content/posts/only-english', { language: 'fr' })).json<{
      data: Page;
    }>().data;
    expect(fr.title).toBe('English only');
    // Every staff command on the entry is recorded with who did it.
    const audit = await ctx.db.select().from(contentAudit).where(eq(contentAudit.entryId, entry.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'publish', 'update']);
  });

  it('serves a post only inside its publish window', async () => {
    const token = await staffToken(ctx.app, 'admin');
    const now = clock.now().getTime();
    const entry = await create(token, {
      kind: 'post',
      slug: 'windowed',
      publishFrom: new Date(now + hour).toISOString(),
      publishUntil: new Date(now + 3 * hour).toISOString(),
      translations: { en: { title: 'Windowed', markdown: 'Soon' } },
    });
    await publish(token, entry.id);
    const get = () => call(ctx.app, 'GET', '/content/posts/windowed');
    const listed = async () =>
      (await call(ctx.app, 'GET', '/content/posts?limit=24'))
        .json<{ data: { posts: { slug: string }[] } }>()
        .data.posts.map((post) => post.slug);
    expect((await get()).statusCode).toBe(404);
    expect(await listed()).not.toContain('windowed');
    clock.advance(hour);
    expect((await get()).statusCode).toBe(200);
    expect(await listed()).toContain('windowed');
    clock.advance(2 * hour);
    const gone = await get();
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ info: { resultCode: 'content_not_found' } });
    expect(await listed()).not.toContain('windowed');
  });

  it('never lets script, event handlers or javascript: links from Markdown reach the HTML', async () => {
    const token = await staffToken(ctx.app, 'content');
    const markdown = [
      '# Title',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[click](javascript:alert(3)) and <a href="JaVaScRiPt:alert(4)">me</a>',
      '<iframe src="https://evil.example"></iframe><div onclick="alert(5)">x</div>',
      '![pic](data:image/svg+xml;base64,PHN2Zz4=) [ok](/info/faq) [out](https://example.org)',
    ].join('\n\n');
    const entry = await create(token, {
      kind: 'page',
      slug: 'hostile',
      translations: { en: { title: 'Hostile', markdown } },
    });
    await publish(token, entry.id);
    const html = (await call(ctx.app, 'GET', '/content/pages/hostile')).json<{ data: Page }>().data.html;
    expect(html).toContain('<h1>Title</h1>');
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:', '<iframe', 'data:'])
      expect(html.toLowerCase(), bad).not.toContain(bad);
    expect(html).toContain('<a href="/info/faq">ok</a>');
    expect(html).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer nofollow"');
    // The same renderer, directly: the seeded and the edited texts go through it alike.
    expect(await renderMarkdown('<svg onload=alert(1)>')).not.toContain('onload');
  });

  it('pages the news newest first, with hasMore for Load more', async () => {
    const token = await staffToken(ctx.app, 'content');
    const before = (await call(ctx.app, 'GET', '/content/posts')).json<{ data: { total: number } }>().data
      .total;
    const base = clock.now().getTime();
    for (let index = 0; index < 7; index += 1) {
      const entry = await create(token, {
        kind: 'post',
        slug: `paged-${index}`,
        publishFrom: new Date(base - (index + 1) * 60_000).toISOString(),
        translations: { en: { title: `Paged ${index}`, markdown: 'x' } },
      });
      await publish(token, entry.id);
    }
    const first = (await call(ctx.app, 'GET', '/content/posts?limit=3')).json<{
      data: { posts: { slug: string }[]; total: number; hasMore: boolean };
    }>().data;
    expect(first.total).toBe(before + 7);
    expect(first.posts.map((post) => post.slug)).toEqual(['paged-0', 'paged-1', 'paged-2']);
    expect(first.hasMore).toBe(true);
    const second = (await call(ctx.app, 'GET', '/content/posts?limit=3&offset=3')).json<{
      data: { posts: { slug: string }[] };
    }>().data;
    expect(second.posts.map((post) => post.slug)).toEqual(['paged-3', 'paged-4', 'paged-5']);
    const last = (await call(ctx.app, 'GET', `/content/posts?limit=24&offset=${first.total - 1}`)).json<{
      data: { posts: unknown[]; hasMore: boolean };
    }>().data;
    expect(last).toMatchObject({ hasMore: false });
    expect(last.posts).toHaveLength(1);
    expect((await call(ctx.app, 'GET', '/content/posts?limit=0')).statusCode).toBe(400);
  });

  it('answers 304 to a matching If-None-Match and lets shared caches keep the list a minute', async () => {
    const first = await call(ctx.app, 'GET', '/content/posts');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/content/posts',
      headers: { 'api-key': 'demo-skin-key', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another answer, with an ETag of its own.
    const page = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/content/pages/terms',
        headers: { 'api-key': 'demo-skin-key', ...headers },
      });
    const english = await page({});
    const german = await page({ 'if-none-match': String(english.headers.etag), 'x-language': 'de' });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(english.headers.etag);
    expect(german.headers.vary).toContain('x-language');
  });

  it('lets only support and admins edit, refuses a taken slug and a banner without a link', async () => {
    const cashier = await staffToken(ctx.app, 'payments');
    const refused = await staffCall(ctx.app, cashier, 'POST', '/content', {
      kind: 'post',
      slug: 'nope',
      translations: { en: { title: 'x' } },
    });
    expect(refused.statusCode).toBe(403);
    const support = await staffToken(ctx.app, 'content');
    await create(support, { kind: 'page', slug: 'dup', translations: { en: { title: 'A' } } });
    const taken = await staffCall(ctx.app, support, 'POST', '/content', {
      kind: 'page',
      slug: 'dup',
      translations: { en: { title: 'B' } },
    });
    expect(taken.json()).toMatchObject({ info: { resultCode: 'content_slug_taken' } });
    const noEnglish = await staffCall(ctx.app, support, 'POST', '/content', {
      kind: 'page',
      slug: 'no-en',
      translations: { de: { title: 'Nur deutsch' } },
    });
    expect(noEnglish.json()).toMatchObject({ info: { resultCode: 'validation_error' } });
    const banner = await staffCall(ctx.app, support, 'POST', '/content', {
      kind: 'banner',
      slug: 'no-link',
      placement: 'hero',
      translations: { en: { title: 'x' } },
    });
    expect(banner.json()).toMatchObject({ info: { resultCode: 'validation_error' } });
    const offSite = await staffCall(ctx.app, support, 'POST', '/content', {
      kind: 'banner',
      slug: 'off-site',
      placement: 'hero',
      link: '//evil.example/',
      translations: { en: { title: 'x' } },
    });
    expect(offSite.statusCode).toBe(400);
    const list = await staffCall(ctx.app, support, 'GET', '/content?kind=page');
    expect(list.json<{ data: { entries: { slug: string }[] } }>().data.entries.map((e) => e.slug)).toContain(
      'dup',
    );
  });

  it('seeds the info pages, news and banners in all six languages', async () => {
    for (const slug of [
      'terms',
      'privacy-policy',
      'responsible-gambling',
      'how-to-play',
      'bonus-terms',
      'affiliates',
      'fairness',
      'faq',
    ]) {
      const page = (await call(ctx.app, 'GET', `/content/pages/${slug}`, { language: 'no' })).json<{
        data: Page;
      }>().data;
      expect(page.languages, slug).toEqual(['de', 'en', 'es', 'fr', 'no', 'pt']);
      expect(page.language, slug).toBe('no');
    }
    const terms = (await call(ctx.app, 'GET', '/content/pages/terms')).json<{ data: Page }>().data.html;
    for (const country of [
      'United States',
      'Australia',
      'Netherlands',
      'China',
      'Aruba',
      'Curaçao',
      'Sint Maarten',
    ])
      expect(terms).toContain(country);
    const banners = (await call(ctx.app, 'GET', '/content/banners', { language: 'de' })).json<{
      data: { hero: { link: string }[]; promotions: { link: string }[] };
    }>().data;
    expect(banners.hero.map((banner) => banner.link)).toEqual(['/register']);
    expect(banners.promotions.map((banner) => banner.link)).toEqual([
      '/crash-and-fast',
      '/vip-program',
      '/fairness',
    ]);
  });

  it('serves the news as RSS 2.0', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/news/rss.xml?lang=no' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(response.body).toContain('<language>nb</language>');
    expect(response.body).toMatch(
      /<item><title>[^<]+<\/title><link>http:\/\/localhost:3000\/news\/[a-z0-9-]+<\/link>/,
    );
  });
});

describe('contact form', () => {
  const ctx = useTestApp({ now: clock.now, env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '1000' } });
  let ip = 0;
  const send = (body: Record<string, unknown>, language = 'en') => {
    ip += 1;
    return call(ctx.app, 'POST', '/contact', { body, language, ip: `10.20.0.${ip}` });
  };
  const valid = { name: 'Al', email: 'al@example.test', message: 'Hello' };
  const issueCodes = (response: Awaited<ReturnType<typeof send>>) =>
    response.json<{ data: { issues?: { field: string; code: string }[] } }>().data.issues?.map((i) => i.code);

  it('applies each rule at its boundary', async () => {
    expect(issueCodes(await send({ ...valid, name: 'A' }))).toEqual(['name_too_short']);
    expect((await send({ ...valid, name: 'Al' })).statusCode).toBe(200);
    expect((await send({ ...valid, name: 'x'.repeat(25) })).statusCode).toBe(200);
    expect(issueCodes(await send({ ...valid, name: 'x'.repeat(26) }))).toEqual(['name_too_long']);
    expect(issueCodes(await send({ ...valid, email: 'not-an-address' }))).toEqual(['email_invalid']);
    expect(issueCodes(await send({ ...valid, email: '' }))).toEqual(['email_required']);
    expect(issueCodes(await send({ ...valid, message: '   ' }))).toEqual(['message_required']);
    expect((await send({ ...valid, message: 'm'.repeat(512) })).statusCode).toBe(200);
    const long = await send({ ...valid, message: 'm'.repeat(513) }, 'de');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      info: { resultCode: 'validation_error' },
      data: {
        issues: [
          {
            field: 'message',
            code: 'message_too_long',
            message: 'Die Nachricht darf höchstens 512 Zeichen lang sein',
          },
        ],
      },
    });
    expect(issueCodes(await send({ ...valid, name: 'A\u202Eb' }))).toEqual(['invalid_characters']);
  });

  it('stores the message, mails support and acknowledges the sender in their language', async () => {
    const response = await send(
      { name: 'Kari', email: 'kari@example.test', message: 'Hvor er uttaket mitt? <b>' },
      'no',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      info: { message: 'Takk, meldingen din er sendt. Vi svarer på e-post.' },
    });
    const [ack] = await mailsTo(ctx.app, 'kari@example.test');
    expect(ack).toMatchObject({
      template: 'contact-acknowledgement',
      language: 'no',
      subject: 'Vi har mottatt meldingen din',
    });
    expect(ack?.text).toContain('Hvor er uttaket mitt? <b>');
    // The demo skin's support address (db/factories/skins.ts).
    const supportMails = await mailsTo(ctx.app, 'support@nova-casino.local');
    const forwarded = supportMails.find((mail) => mail.text.includes('Hvor er uttaket mitt?'));
    expect(forwarded).toMatchObject({ template: 'contact-support' });
    expect(forwarded?.text).toContain('kari@example.test');
    const stored = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'kari@example.test'));
    expect(stored).toMatchObject([{ name: 'Kari', language: 'no', playerId: null }]);
    const staff = await staffToken(ctx.app, 'content');
    const listed = await staffCall(ctx.app, staff, 'GET', '/contact-messages');
    const emails = listed
      .json<{ data: { messages: { email: string }[] } }>()
      .data.messages.map((m) => m.email);
    expect(emails).toContain('kari@example.test');
    const cashier = await staffToken(ctx.app, 'payments');
    expect((await staffCall(ctx.app, cashier, 'GET', '/contact-messages')).statusCode).toBe(403);
  });

  it("records a logged-in player's message against their account", async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const response = await call(ctx.app, 'POST', '/contact', {
      player: player.token,
      body: { name: 'Player', email: player.email, message: 'About my bonus' },
      ip: '10.21.0.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, player.email));
    expect(row?.playerId).toBe(player.playerId);
  });
});

describe('contact form rate limit', () => {
  const ctx = useTestApp({ env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '3' } });

  it('refuses a burst over the limit from one address, and to one sender address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await call(ctx.app, 'POST', '/contact', {
        ip: '10.30.0.1',
        body: { name: 'Burst', email: `burst${index}@example.test`, message: `Message ${index}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const other = await call(ctx.app, 'POST', '/contact', {
      ip: '10.30.0.2',
      body: { name: 'Other', email: 'other@example.test', message: 'Hi' },
    });
    expect(other.statusCode).toBe(200);
    const sameSender: number[] = [];
    for (let index = 0; index < 4; index += 1)
      sameSender.push(
        (
          await call(ctx.app, 'POST', '/contact', {
            ip: `10.31.0.${index + 1}`,
            body: { name: 'Same', email: 'same@example.test', message: 'Hi' },
          })
        ).statusCode,
      );
    expect(sameSender).toEqual([200, 200, 200, 429]);
    const stored = await ctx.db.select().from(contactMessages);
    expect(stored).toHaveLength(7);
  });
});
