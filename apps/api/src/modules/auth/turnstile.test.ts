import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { skins } from '../../db/schema';
import { buildSkinSettings } from '../../db/factories/skins';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { testApiKey, useTestApp } from '../../test/helper';
import { createAnonToken, loginAsNewPlayer } from '../../test/players';

/** A stand-in for Cloudflare's siteverify on 127.0.0.1: accepts one token with one secret. */
function startFakeSiteverify() {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get('secret') === 'ts-secret' && form.get('response') === 'good-token';
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
    });
  });
  return { server, received };
}

describe('Turnstile instead of the image captcha', () => {
  const fake = startFakeSiteverify();
  const env: Record<string, string> = { ...relaxedLimitsEnv, TURNSTILE_SECRET: 'ts-secret' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    env.TURNSTILE_VERIFY_URL = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  const ctx = useTestApp({ env });

  it('verifies turnstileToken with the server secret once a captcha is demanded', async () => {
    await ctx.db
      .update(skins)
      .set({ config: buildSkinSettings({ turnstile: { enabled: true, siteKey: 'site-key-1' } }) })
      .where(eq(skins.key, testApiKey));
    const config = await call(ctx.app, 'GET', '/skinConfig/all');
    expect(config.json().data.turnstileCaptcha).toEqual({ enabled: true, siteKey: 'site-key-1' });
    expect(config.body).not.toContain('ts-secret');

    const player = await loginAsNewPlayer(ctx.app);
    const ip = '10.3.0.1';
    const login = async (extra: Record<string, unknown>) =>
      call(ctx.app, 'POST', '/player/login', {
        anon: await createAnonToken(ctx.app),
        ip,
        body: { username: player.username, password: player.password, ...extra },
      });
    for (let i = 0; i < 3; i += 1) await login({ password: 'wrong-one' });
    expect(fake.received).toHaveLength(0); // no check until one is demanded

    const missing = await login({});
    expect(missing.json()).toMatchObject({
      info: { resultCode: 'invalid_captcha' },
      data: { showCaptcha: true },
    });
    const bad = await login({ turnstileToken: 'forged-token' });
    expect(bad.json().info.resultCode).toBe('invalid_captcha');
    const good = await login({ turnstileToken: 'good-token' });
    expect(good.statusCode, good.body).toBe(200);
    expect(fake.received.map((form) => form.get('response'))).toEqual(['forged-token', 'good-token']);
    expect(fake.received[1]?.get('remoteip')).toBe(ip);
  });
});
