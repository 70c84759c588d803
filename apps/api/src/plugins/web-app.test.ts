import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webRuntimeConfigSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper';

function builtWebApp() {
  const dir = mkdtempSync(join(tmpdir(), 'casino-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the built web app', () => {
  const ctx = useTestApp({
    env: {
      WEB_DIST_DIR: builtWebApp(),
      SKIN_API_KEY: 'demo-skin-key',
      WEB_API_HOSTS: '{"casino.example":"https://api.casino.example/api/v1"}',
    },
  });

  it('answers index.html for client routes, uncached, with the CSP', async () => {
    for (const url of ['/', '/casino', '/profile/my-account?x=1', '/no/such/page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const csp = String(
      (await ctx.app.inject({ method: 'GET', url: '/casino' })).headers['content-security-policy'],
    );
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' https://challenges.cloudflare.com",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self' https://api.casino.example",
      "frame-src 'self' https://challenges.cloudflare.com",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('caches fingerprinted assets for long and serves other files', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('keeps API, health and static paths out of the fallback', async () => {
    for (const url of ['/api/v1/nope', '/api/other', '/static/logos/none.svg', '/sportsbook-api/?launch=x']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'api-key': 'demo-skin-key' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().info.resultCode).toBe('not_found');
    }
  });

  it('tells the web app its runtime config in /app-config.js, never cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-store');
    const match = /^window\.__APP_CONFIG__ = (.*);\n$/s.exec(response.body);
    expect(match).not.toBeNull();
    expect(webRuntimeConfigSchema.parse(JSON.parse(match![1]!))).toEqual({
      apiKey: 'demo-skin-key',
      apiHosts: { 'casino.example': 'https://api.casino.example/api/v1' },
      defaultApiBase: '/api/v1',
      environment: 'test',
      demo: { outbox: true, sandboxPayments: true },
    });
  });

  it('serves the OpenAPI document and the docs UI under the CSP', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/anon', '/api/v1/skinMenu', '/api/v1/logos', '/health']),
    );
    expect(document.paths['/app-config.js']).toBeUndefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script the CSP would block
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })).statusCode,
    ).toBe(200);
  });
});

describe('without a built web app', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: join(tmpdir(), 'casino-web-missing') } });

  it('answers a plain 503 page for client routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/casino' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('not built');
  });
});

describe('serving the built back office under /backoffice', () => {
  const dir = mkdtempSync(join(tmpdir(), 'casino-backoffice-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Back office</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-bo1.js'), 'console.log(2);');
  const ctx = useTestApp({ env: { WEB_DIST_DIR: builtWebApp(), BACKOFFICE_DIST_DIR: dir } });

  it('answers its own index.html for its client routes and its fingerprinted assets', async () => {
    const bare = await ctx.app.inject({ method: 'GET', url: '/backoffice' });
    expect([bare.statusCode, bare.headers.location]).toEqual([302, '/backoffice/']);
    for (const url of ['/backoffice/', '/backoffice/players/123', '/backoffice/withdrawals']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Back office</title>');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/backoffice/assets/index-bo1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/backoffice/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    // The player app keeps its own routes.
    expect((await ctx.app.inject({ method: 'GET', url: '/casino' })).body).not.toContain('Back office');
  });
});
