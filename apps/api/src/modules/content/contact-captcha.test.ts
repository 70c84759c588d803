import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSkinSettings } from '../../db/factories/skins';
import { contactMessages, skins } from '../../db/schema';
import { call } from '../../test/accounts';
import { testApiKey, useTestApp } from '../../test/helper';

/** Cloudflare's siteverify stood in for on 127.0.0.1: one secret, one good token. */
function startFakeSiteverify() {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get('secret') === 'contact-secret' && form.get('response') === 'good-token';
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success }));
    });
  });
  return { server, received };
}

describe('contact form on a skin that demands a captcha', () => {
  const fake = startFakeSiteverify();
  const env: Record<string, string> = {
    TURNSTILE_SECRET: 'contact-secret',
    CONTACT_RATE_LIMIT_PER_ADDRESS: '100',
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    env.TURNSTILE_VERIFY_URL = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  const ctx = useTestApp({ env });

  it('refuses a message without a good Turnstile token and takes one with it', async () => {
    await ctx.db
      .update(skins)
      .set({ config: buildSkinSettings({ turnstile: { enabled: true, siteKey: 'site-key-1' } }) })
      .where(eq(skins.key, testApiKey));
    const body = { name: 'Captcha', email: 'captcha@example.test', message: 'Hello' };
    const missing = await call(ctx.app, 'POST', '/contact', { body, ip: '10.40.0.1' });
    expect(missing.json()).toMatchObject({ info: { resultCode: 'invalid_captcha' } });
    const wrong = await call(ctx.app, 'POST', '/contact', {
      body: { ...body, captcha: 'bad-token' },
      ip: '10.40.0.1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
    const good = await call(ctx.app, 'POST', '/contact', {
      body: { ...body, captcha: 'good-token' },
      ip: '10.40.0.1',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(fake.received.map((form) => form.get('remoteip'))).toEqual(['10.40.0.1', '10.40.0.1']);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(1);
  });
});
