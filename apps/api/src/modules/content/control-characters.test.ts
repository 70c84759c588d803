import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { contactMessages, contentTranslations, skins } from '../../db/schema';
import { call } from '../../test/accounts';
import { staffCall, staffToken } from '../../test/cashier';
import { createClock, useTestApp } from '../../test/helper';
import { runStaffCommand, staffRequestOf } from '../staff/staff-commands';

const clock = createClock(new Date('2026-11-20T12:00:00Z'));
// Clear the screen, home the cursor, and a hidden OSC 8 link: what a contact form could store.
const escapes = '\u001b[2J\u001b[H\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u009b31m';

describe('control characters', () => {
  const ctx = useTestApp({ now: clock.now, env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '1000' } });
  const valid = { name: 'Al', email: 'al@example.test', message: 'Hello' };

  it('are refused in any text the API takes, at the field, as the field rules refuse them, and newline and tab pass', async () => {
    const send = (body: Record<string, unknown>) =>
      call(ctx.app, 'POST', '/contact', { body, language: 'de', ip: '10.30.0.1' });
    for (const [field, value] of [
      ['message', `Hi ${escapes}`],
      ['email', 'al\u001b@example.test'],
      ['name', 'A\u0008l'],
      ['message', 'carriage\rreturn'],
      ['message', 'delete\u007f'],
    ] as const) {
      const response = await send({ ...valid, [field]: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json()).toMatchObject({
        info: { resultCode: 'invalid_characters' },
        data: { issues: [{ field, code: 'invalid_characters', message: expect.stringContaining('Steuer') }] },
      });
    }
    expect((await send({ ...valid, message: 'line one\nline two\tand a tab' })).statusCode).toBe(200);
    const support = await staffToken(ctx.app, 'content');
    const post = await staffCall(ctx.app, support, 'POST', '/content', {
      kind: 'post',
      slug: 'bell',
      translations: { en: { title: 'Ring \u0007 the bell' } },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({
      data: { issues: [{ field: 'translations.en.title', code: 'invalid_characters' }] },
    });
  });

  it('stored before the API refused them, print escaped in every staff CLI line', async () => {
    const [skin] = await ctx.app.db.select({ id: skins.id }).from(skins).limit(1);
    await ctx.app.db.insert(contactMessages).values({
      skinId: skin!.id,
      name: 'Mallory\u202E',
      email: `m${escapes}@example.test`,
      message: `Hello ${escapes}\nbye`,
      language: 'en',
      ip: '10.30.0.2',
      createdAt: clock.now(),
    });
    const token = await staffToken(ctx.app, 'content');
    const out: string[] = [];
    const request = staffRequestOf(['contact:list']);
    if (typeof request === 'string') throw new Error(request);
    const client = {
      async call(method: 'GET' | 'POST', path: string) {
        const response = await ctx.app.inject({
          method,
          url: `/staff/v1${path}`,
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: response.statusCode, body: response.json() };
      },
    };
    const code = await runStaffCommand(client, request, {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code).toBe(0);
    const printed = out.join('\n');
    expect(printed).toContain('Hello \\u{1B}[2J\\u{1B}[H\\u{1B}]8;;https://evil.example\\u{07}click');
    expect(printed).toContain('\\u{9B}31m');
    expect(printed).toContain('Mallory\\u{202E}');
    expect(printed).not.toMatch(/(?![\t\n])[\p{Cc}\u202A-\u202E]/u);
    // The message's own newline stays: staff read the message as it was written.
    expect(printed).toContain('\nbye');
  });

  it('stored in a post title leave the RSS feed well-formed XML', async () => {
    const support = await staffToken(ctx.app, 'content');
    const created = await staffCall(ctx.app, support, 'POST', '/content', {
      kind: 'post',
      slug: 'feed-safe',
      translations: { en: { title: 'Feed safe', description: 'fine' } },
    });
    const { id } = created.json<{ data: { id: string } }>().data;
    await staffCall(ctx.app, support, 'POST', `/content/${id}/publish`, { published: true });
    await ctx.app.db
      .update(contentTranslations)
      .set({ title: 'Big\u0001 win\u001b[5m', description: 'form\u000Cfeed \uFFFF' })
      .where(eq(contentTranslations.entryId, id));
    const response = await ctx.app.inject({ method: 'GET', url: '/news/rss.xml?lang=en' });
    expect(response.statusCode).toBe(200);
    const titles: string[] = [];
    let inTitle = false;
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => (inTitle = tag.name === 'title'));
    parser.on('closetag', () => (inTitle = false));
    parser.on('text', (text) => inTitle && titles.push(text));
    // saxes throws on the first character XML 1.0 does not allow.
    parser.write(response.body).close();
    expect(titles).toContain('Big win[5m');
    expect(response.body).toContain('<description>formfeed </description>');
  });
});
