import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { testApiKey, useTestApp } from '../../test/helper';
import { forwardEvents } from './forward-events';

const ctx = useTestApp();
const limited = useTestApp({ env: { ANALYTICS_RATE_LIMIT_PER_MINUTE: '5' } });

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

function trackEvent(name: string, insertId: string, extra: Record<string, unknown> = {}) {
  return {
    event: name,
    properties: {
      token: testApiKey,
      distinct_id: 'visitor-1',
      time: 1_767_000_000_000,
      $insert_id: insertId,
      ...extra,
    },
  };
}

async function eventsNamed(name: string) {
  return ctx.app.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.event, name))
    .orderBy(asc(analyticsEvents.id));
}

describe('Mixpanel-compatible ingestion', () => {
  it('takes a batch as mixpanel-browser posts it (a form with base64 data) and answers 1', async () => {
    const batch = [
      trackEvent('New Registration', 'ins-1', { user_id: 'u1', utm_source: 'mail' }),
      trackEvent('$mp_web_page_view', 'ins-2'),
    ];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/analytics/track/?ip=1&_=1767000000000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data: base64(batch) }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1');
    const [stored] = await eventsNamed('New Registration');
    expect(stored).toMatchObject({ kind: 'track', distinctId: 'visitor-1', insertId: 'ins-1' });
    expect(stored?.properties).toMatchObject({ user_id: 'u1', utm_source: 'mail' });
    expect(stored?.occurredAt?.toISOString()).toBe(new Date(1_767_000_000_000).toISOString());
  });

  it('takes JSON data by GET and a JSON body, engage and groups too, and answers JSON with verbose=1', async () => {
    const byGet = await ctx.app.inject({
      method: 'GET',
      url: `/analytics/track?data=${encodeURIComponent(JSON.stringify(trackEvent('By Get', 'ins-get')))}&verbose=1`,
    });
    expect(byGet.json()).toEqual({ status: 1, error: null });
    const byJson = await ctx.app.inject({
      method: 'POST',
      url: '/analytics/track',
      payload: [trackEvent('By Json', 'ins-json')],
    });
    expect(byJson.body).toBe('1');
    const engage = await ctx.app.inject({
      method: 'POST',
      url: '/analytics/engage/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data: base64([{ $token: testApiKey, $distinct_id: 'visitor-1', $set: { $email: 'a@example.test' } }]),
      }).toString(),
    });
    expect(engage.body).toBe('1');
    const groups = await ctx.app.inject({
      method: 'POST',
      url: '/analytics/groups',
      payload: {
        data: JSON.stringify({ $token: testApiKey, $group_key: 'skin', $group_id: 'nova', $set: {} }),
      },
    });
    expect(groups.body).toBe('1');
    expect(await eventsNamed('By Get')).toHaveLength(1);
    expect(await eventsNamed('By Json')).toHaveLength(1);
    const kinds = await ctx.app.db.select({ kind: analyticsEvents.kind }).from(analyticsEvents);
    expect(new Set(kinds.map((row) => row.kind))).toEqual(new Set(['track', 'engage', 'groups']));
  });

  it('stores a resent batch once (same $insert_id)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/analytics/track',
        payload: [trackEvent('Resent', 'ins-resent')],
      });
      expect(response.body).toBe('1');
    }
    expect(await eventsNamed('Resent')).toHaveLength(1);
  });

  it('answers 0 and stores nothing for an unknown project token, unreadable data or more than 50 events', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/analytics/track?verbose=1',
      payload: [{ event: 'Foreign', properties: { token: 'someone-else', distinct_id: 'x' } }],
    });
    expect(unknown.json()).toEqual({ status: 0, error: 'token, unknown' });
    const garbage = await ctx.app.inject({ method: 'GET', url: '/analytics/track?data=%%%not-base64' });
    expect(garbage.body).toBe('0');
    const tooMany = Array.from({ length: 51 }, (_, i) => trackEvent('Too Many', `many-${i}`));
    const big = await ctx.app.inject({ method: 'POST', url: '/analytics/track', payload: tooMany });
    expect(big.body).toBe('0');
    expect(await eventsNamed('Foreign')).toHaveLength(0);
    expect(await eventsNamed('Too Many')).toHaveLength(0);
  });

  it('refuses a burst over the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/analytics/track',
        remoteAddress: '10.7.7.7',
        payload: [trackEvent('Burst', `burst-${i}`)],
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('the forward to a Mixpanel project', () => {
  const received: Array<{ path: string; data: unknown[] }> = [];
  let answer = '1';
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const data = new URLSearchParams(body).get('data') ?? '[]';
      received.push({ path: request.url ?? '', data: JSON.parse(data) as unknown[] });
      response.end(answer);
    });
  });
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends stored events with the project's token in batches of 50, and only once", async () => {
    const batch = Array.from({ length: 50 }, (_, i) => trackEvent('Forwarded', `fw-${i}`));
    await ctx.app.inject({ method: 'POST', url: '/analytics/track', payload: batch });
    await ctx.app.inject({
      method: 'POST',
      url: '/analytics/track',
      payload: batch
        .slice(0, 10)
        .map((e, i) => ({ ...e, properties: { ...e.properties, $insert_id: `fw2-${i}` } })),
    });
    answer = '0';
    await expect(
      forwardEvents(ctx.app.db, { token: 'mp-project', apiUrl }, { now: new Date() }),
    ).rejects.toThrow(/mixpanel track/);
    const unforwarded = await ctx.app.db.select().from(analyticsEvents);
    expect(unforwarded.every((row) => row.forwardedAt === null)).toBe(true);
    received.length = 0;
    answer = '1';
    const sent = await forwardEvents(ctx.app.db, { token: 'mp-project', apiUrl }, { now: new Date() });
    expect(sent).toBe(unforwarded.length);
    const tracks = received.filter((r) => r.path === '/track');
    expect(tracks.every((r) => r.data.length <= 50)).toBe(true);
    expect(
      tracks
        .flatMap((r) => r.data)
        .every((item) => (item as { properties: { token: string } }).properties.token === 'mp-project'),
    ).toBe(true);
    expect(received.some((r) => r.path === '/engage')).toBe(true);
    received.length = 0;
    expect(await forwardEvents(ctx.app.db, { token: 'mp-project', apiUrl }, { now: new Date() })).toBe(0);
    expect(received).toHaveLength(0);
  });
});
