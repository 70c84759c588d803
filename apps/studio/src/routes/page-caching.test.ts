import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProviderGameList } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { platformSigned } from '../test/fake-platform';
import { testSecret, useStudio } from '../test/studio-app';

describe("the studio clients' files and thumbnails", () => {
  const ctx = useStudio();

  it('sends the game client compressed when the browser accepts it, unchanged in content', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/studio/assets/app.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The page's API is typed by the routes' descriptors, but their schemas (zod) stay on the server.
    expect(plain.body).toContain('/api/session');
    expect(plain.body).not.toContain('ZodError');
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/studio/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/studio/assets/app.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const css = await ctx.app.inject({ method: 'GET', url: '/studio/assets/app.css' });
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(css.body);
    expect(css.body).toContain('prefers-reduced-motion');
  });

  it('links versioned thumbnails, kept a year; an unversioned or stale URL only a day', async () => {
    const { headers, raw } = platformSigned(testSecret, {});
    const list = (
      await ctx.app.inject({ method: 'POST', url: '/studio/games', headers, payload: raw })
    ).json().data as ProviderGameList;
    const url = list.games[0]!.thumbnail;
    expect(url).toMatch(/\/thumbs\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
    const versioned = await ctx.app.inject({ method: 'GET', url });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await ctx.app.inject({ method: 'GET', url: url.replace(/\?v=.*/, '?v=000000000000') });
    expect(stale.headers['cache-control']).toBe('public, max-age=86400');
    expect(stale.body).toBe(versioned.body);
  });
});
