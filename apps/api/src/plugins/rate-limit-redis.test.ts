import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { apiHeaders, useTestApp } from '../test/helper';

/*
 * Several API instances behind one load balancer: with REDIS_URL set they count a visitor's requests
 * together, so the limit holds whichever instance answers. Needs a Redis: TEST_REDIS_URL (a database
 * number of the test's own, e.g. redis://127.0.0.1:6379/9).
 */
const redisUrl = process.env.TEST_REDIS_URL;
// Keys of this run only: parallel runs and other users of that Redis are not touched.
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_MAX: '4' };

describe.skipIf(!redisUrl)('rate limits in Redis (needs TEST_REDIS_URL)', () => {
  const first = useTestApp({ env });
  const second = useTestApp({ env });

  it('two instances share one count per address: the fifth request is refused whichever answers', async () => {
    const ask = (ctx: typeof first) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/geo', headers: apiHeaders() });
    const codes: number[] = [];
    for (const ctx of [first, second, first, second, first, second]) codes.push((await ask(ctx)).statusCode);
    expect(codes.slice(0, 4).every((code) => code !== 429)).toBe(true);
    expect(codes.slice(4)).toEqual([429, 429]);
    const refused = await ask(second);
    expect(refused.json().info.resultCode).toBe('rate_limited');

    const redis = new Redis(redisUrl!);
    try {
      const keys = await redis.keys(`${prefix}rate-limit:*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});
