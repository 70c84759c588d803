import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFrontEnd } from './check-front-end';

const origin = 'https://casino.example';
afterEach(() => vi.unstubAllGlobals());

function answering(status: number) {
  const fetchFn = vi.fn(async () => new Response(null, { status }));
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

describe('checkFrontEnd', () => {
  it('asks a same-origin launch URL with HEAD: 404 and 5xx are missing, anything else ready', async () => {
    const fetchFn = answering(404);
    expect(await checkFrontEnd('/sportsbook-api/?launch=t', origin)).toBe('missing');
    expect(fetchFn).toHaveBeenCalledWith(
      new URL('/sportsbook-api/?launch=t', origin),
      expect.objectContaining({ method: 'HEAD' }),
    );
    answering(503);
    expect(await checkFrontEnd('/sportsbook-api/?launch=t', origin)).toBe('missing');
    answering(200);
    expect(await checkFrontEnd(`${origin}/sportsbook-api/?launch=t`, origin)).toBe('ready');
  });

  it('takes another origin as ready without asking (its status is hidden from the page)', async () => {
    const fetchFn = answering(404);
    expect(await checkFrontEnd('https://book.example/?launch=t', origin)).toBe('ready');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('takes an unreachable same-origin front end as missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await checkFrontEnd('/sportsbook-api/?launch=t', origin)).toBe('missing');
  });
});
