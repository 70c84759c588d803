import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { frontEndRoutes } from './front-end.js';

const dist = mkdtempSync(join(tmpdir(), 'sportsbook-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sportsbook</title>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function appWith(distDir: string) {
  const app = Fastify({ logger: false });
  await app.register(frontEndRoutes, { prefix: '/sportsbook-api', distDir });
  return app;
}

describe("the players' front end at the sportsbook's root", () => {
  it('answers the launch URL with index.html, revalidated every time', async () => {
    const app = await appWith(dist);
    const page = await app.inject({ url: '/sportsbook-api/?launch=abc&lang=de' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sportsbook</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('caches fingerprinted assets for a year and keeps source maps on the disk', async () => {
    const app = await appWith(dist);
    const asset = await app.inject({ url: '/sportsbook-api/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const map = await app.inject({ url: '/sportsbook-api/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const app = await appWith(join(dist, 'missing'));
    const page = await app.inject({ url: '/sportsbook-api/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build -w @casino/sportsbook-web');
  });
});
