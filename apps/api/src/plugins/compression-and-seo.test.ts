import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { insertTestGame } from '../test/games';
import { useTestApp } from '../test/helper';

// A chunk big enough to be worth compressing, with its .br and .gz as the web build writes them.
const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;

function builtWebApp() {
  const dir = mkdtempSync(join(tmpdir(), 'casino-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), chunk);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(chunk));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[],"mappings":""}');
  return dir;
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString(
    'utf8',
  );

describe('compression', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: builtWebApp() } });

  it('sends the pre-compressed brotli or gzip file of a chunk, unchanged in content, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(chunk.length / 3);
      expect(decode(encoding, response.rawPayload)).toBe(chunk);
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('compresses a JSON answer on the fly, unchanged in content', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
    }
  });

  it("compresses the web app's index.html answered for a client route", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/casino',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decode('br', response.rawPayload)).toContain('<div id="root">');
  });

  it('answers a missing chunk with 404, not with index.html', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/home-gone.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('source maps', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: builtWebApp() } });

  it('are not served, though they are in the build', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"mappings"');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });
});

describe('robots.txt and sitemap.xml', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: builtWebApp(), PUBLIC_URL: 'https://casino.example' } });

  it('robots.txt is plain text that allows the site, keeps private pages out and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).not.toContain('<div id="root">');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /cashier');
    expect(lines).toContain('Disallow: /test-component');
    expect(lines).toContain('Sitemap: https://casino.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages and every enabled game in every language, with hreflang', async () => {
    await insertTestGame(ctx.db, { providerCode: 'nova-studio', game: { slug: 'sitemap-slot' } });
    await insertTestGame(ctx.db, { providerCode: 'nova-studio', game: { slug: 'gone-slot' } });
    const { games } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(games).set({ enabled: false }).where(eq(games.slug, 'gone-slot'));

    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/casino', '/news', '/info/how-to-play', '/slot-races', '/vip-program']) {
      expect(locs).toContain(`https://casino.example${path}`);
      expect(locs).toContain(`https://casino.example${path}?lang=de`);
    }
    for (const lang of ['es', 'de', 'fr', 'pt', 'no']) {
      expect(locs).toContain(`https://casino.example/play/nova-studio/sitemap-slot?lang=${lang}`);
    }
    expect(locs).toContain('https://casino.example/play/nova-studio/sitemap-slot');
    expect(xml).not.toContain('gone-slot');
    expect(locs.some((loc) => loc!.includes('/profile') || loc!.includes('/cashier'))).toBe(false);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="no" href="https://casino.example/casino?lang=no"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://casino.example/casino"/>',
    );
    expect(new Set(locs).size).toBe(locs.length);
  });
});
