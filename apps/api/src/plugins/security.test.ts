import { describe, expect, it } from 'vitest';
import { apiHeaders, useTestApp } from '../test/helper';

describe('CORS', () => {
  const ctx = useTestApp({ env: { CORS_ORIGINS: 'https://casino.example' } });

  it('allows the listed origins with the player API headers, and no other', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/anon',
      headers: {
        origin: 'https://casino.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'api-key,x-anon-session',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://casino.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-anon-session');

    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinConfig/all',
      headers: apiHeaders({ origin: 'https://casino.example' }),
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://casino.example');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('x-request-id');

    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinConfig/all',
      headers: apiHeaders({ origin: 'https://evil.example' }),
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS by default', () => {
  const ctx = useTestApp();

  it('allows no cross origin', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinConfig/all',
      headers: apiHeaders({ origin: 'https://casino.example' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('secure headers', () => {
  const ctx = useTestApp();
  const secure = {
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('are on every answer (made once, sent each time), a refusal and a missing page too', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/v1/skinConfig/all', headers: apiHeaders() }),
      await ctx.app.inject({ method: 'GET', url: '/api/v1/skinConfig/all', headers: apiHeaders() }),
      await ctx.app.inject({ method: 'GET', url: '/api/v1/player', headers: apiHeaders() }),
      await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-route', headers: apiHeaders() }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(secure);
      expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });
});

describe('content security policy', () => {
  const plain = useTestApp();
  const withGoogle = useTestApp({ env: { GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com' } });
  const withProvider = useTestApp({
    env: {
      GAME_PROVIDERS: JSON.stringify([
        { code: 'aggregator', url: 'https://games.aggregator.example/api', secret: 'aggregator-secret-123' },
      ]),
    },
  });

  const policyOf = async (app: typeof plain.app) =>
    String((await app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy']);

  it('allows only our own scripts, and Turnstile for the captcha', async () => {
    const policy = await policyOf(plain.app);
    expect(policy).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('accounts.google.com');
  });

  it("opens Google's sign-in script and frame only when Google sign-in is configured", async () => {
    const policy = await policyOf(withGoogle.app);
    expect(policy).toContain('https://accounts.google.com/gsi/client');
    expect(policy).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com/);
  });

  it("lets game frames open on each configured provider's origin and no other", async () => {
    const policy = await policyOf(withProvider.app);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/games\.aggregator\.example[ ;]/);
    expect(await policyOf(plain.app)).not.toContain('aggregator.example');
  });
});
