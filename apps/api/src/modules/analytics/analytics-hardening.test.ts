import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { createClock, testApiKey, useTestApp } from '../../test/helper';
import { analyticsRetentionJob } from '../jobs/platform-jobs';
import { itemCaps } from './parse-payload';

const clock = createClock(new Date('2026-11-20T12:00:00Z'));
const ctx = useTestApp({
  now: clock.now,
  env: { ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE: '120', ANALYTICS_EVENTS_PER_MINUTE: '400' },
});

let sequence = 0;
function event(name: string, extra: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    event: name,
    properties: { token: testApiKey, distinct_id: 'v-1', $insert_id: `b-${sequence}`, ...extra },
  };
}

function post(payload: unknown, remoteAddress = '10.40.0.1', url = '/analytics/track?verbose=1') {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function stored(prefix: string) {
  return ctx.app.db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(like(analyticsEvents.event, `${prefix}%`));
}

describe('analytics caps', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { inner: nested(depth - 1) });
  const manyProperties = (count: number) =>
    Object.fromEntries(Array.from({ length: count - 3 }, (_, i) => [`p${i}`, i]));

  it.each([
    ['more events than a batch', Array.from({ length: 51 }, () => event('Cap batch')), 'more than 50 items'],
    ['more properties than 255', [event('Cap props', manyProperties(256))], 'too many properties'],
    [
      'a list longer than 255',
      [event('Cap list', { list: Array.from({ length: 256 }, () => 1) })],
      'too many properties',
    ],
    ['nesting deeper than the cap', [event('Cap depth', { deep: nested(3) })], 'nested too deep'],
    ['a string longer than 2048', [event('Cap string', { url: 'x'.repeat(2049) })], 'a string is too long'],
    [
      'a property name longer than 255',
      [event('Cap key', { ['k'.repeat(256)]: 1 })],
      'a property name is too long',
    ],
    [
      'an item over 16 KB',
      [
        event(
          'Cap item',
          Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`s${i}`, 'x'.repeat(2000)])),
        ),
      ],
      'an item is too large',
    ],
  ])('refuse %s as bad input and store nothing', async (_case, batch, error) => {
    const response = await post(batch);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, error });
    const name = (batch[0] as { event: string }).event;
    expect(await stored(name)).toHaveLength(0);
  });

  it('take what sits exactly at each cap', async () => {
    const atCaps = [
      event('At cap props', manyProperties(255)),
      event('At cap depth', { deep: nested(2), list: Array.from({ length: 255 }, () => 1) }),
      event('At cap string', { url: 'x'.repeat(2048), ['k'.repeat(255)]: 1 }),
      ...Array.from({ length: 47 }, () => event('At cap batch')),
    ];
    const response = await post(atCaps, '10.40.0.2');
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored('At cap')).toHaveLength(50);
  });

  it('answer bad input, not 500, to JSON nested thousands deep, as JSON or as base64 form data', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect((await post(deep)).statusCode).toBe(400);
    const deepItem = `[{"event":"Deep","properties":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}]`;
    expect((await post(deepItem)).statusCode).toBe(400);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/analytics/engage',
      remoteAddress: '10.40.0.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data: Buffer.from(deepItem).toString('base64') }).toString(),
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toBe('0');
  });

  it('refuse a body over the size cap with 413', async () => {
    const response = await post({ data: 'x'.repeat(itemCaps.maxBodyBytes) });
    expect(response.statusCode).toBe(413);
  });
});

describe('analytics budgets a minute', () => {
  const batch = (name: string, count: number) => Array.from({ length: count }, () => event(name));

  it('refuse an address past its budget of events, and everyone past the global one, until the next minute', async () => {
    clock.advance(60_000);
    expect((await post(batch('Budget a', 50), '10.41.0.1')).statusCode).toBe(200);
    expect((await post(batch('Budget a', 50), '10.41.0.1')).statusCode).toBe(200);
    const over = await post(batch('Budget a', 50), '10.41.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 0, error: 'rate limited' });
    expect(await stored('Budget a')).toHaveLength(100);
    // 400 events a minute from everyone: three more addresses at 100 each spend it.
    for (const address of ['10.41.0.2', '10.41.0.3', '10.41.0.5']) {
      expect((await post(batch('Budget b', 50), address)).statusCode).toBe(200);
      expect((await post(batch('Budget b', 50), address)).statusCode).toBe(200);
    }
    expect((await post(batch('Budget c', 1), '10.41.0.4')).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await post(batch('Budget c', 1), '10.41.0.4')).statusCode).toBe(200);
    expect((await post(batch('Budget c', 1), '10.41.0.1')).statusCode).toBe(200);
  });
});

describe('analytics retention', () => {
  it('drops events received more than the retention ago in its job, and keeps younger ones', async () => {
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * day);
    await ctx.app.db.insert(analyticsEvents).values(
      [91, 90.5, 89].map((daysAgo) => ({
        kind: 'track' as const,
        event: `Retention ${daysAgo}`,
        properties: {},
        receivedAt: at(daysAgo),
      })),
    );
    await analyticsRetentionJob(ctx.app).run();
    const left = await ctx.app.db
      .select({ event: analyticsEvents.event })
      .from(analyticsEvents)
      .where(like(analyticsEvents.event, 'Retention%'));
    expect(left.map((row) => row.event)).toEqual(['Retention 89']);
    expect(
      await ctx.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, 'At cap props')),
    ).toHaveLength(1);
  });
});

describe('analytics and one-time tokens', () => {
  const token = 'q3X9v_Lk2mPz8RtY7wNc5bHd4FgJ6sAe1uIoK0lQxZc';

  it.each([
    [`https://casino.example/reset-password/${token}`, `/de/reset-password/${token}`],
    [`https://casino.example/withdraw-link/${token}`, `/withdraw-link/${token}`],
    [`https://casino.example/register-token?token=${token}`, `/register-token`],
  ])('are redacted from a page view of %s before it is stored', async (currentUrl, path) => {
    clock.advance(60_000);
    const view = event('$mp_web_page_view', {
      current_url: currentUrl,
      current_page_path: path,
      nested: { referrer: currentUrl },
    });
    expect((await post([view], '10.42.0.1')).statusCode).toBe(200);
    const insertId = view.properties.$insert_id;
    const [row] = await ctx.app.db
      .select({ properties: analyticsEvents.properties })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.insertId, insertId));
    expect(JSON.stringify(row?.properties)).not.toContain(token);
    expect(row?.properties.current_url).toMatch(/\[redacted\]$/);
    expect(row?.properties.token).toBe(testApiKey);
  });
});
