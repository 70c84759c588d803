import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsSettings,
  createAnalyticsClient,
  type ConsentState,
  type CookieJar,
} from './analytics-client';

interface Sent {
  url: string;
  items: Array<{ event?: string; properties?: Record<string, unknown> } & Record<string, unknown>>;
  timeoutSignal: AbortSignal | null;
}

/** What our ingestion endpoint receives, decoded the way the server decodes it (form, base64 JSON). */
function setup(initialConsent: ConsentState = 'granted') {
  const sent: Sent[] = [];
  let consent = initialConsent;
  const jar = new Map<string, { value: string; maxAge: number }>();
  const cookies: CookieJar = {
    get: (name) => jar.get(name)?.value ?? null,
    set: (name, value, maxAge) => void jar.set(name, { value, maxAge }),
    remove: (name) => void jar.delete(name),
  };
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const data = new URLSearchParams(String(init?.body)).get('data') ?? '';
    const json = new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
    sent.push({
      url: String(url),
      items: JSON.parse(json) as Sent['items'],
      timeoutSignal: init?.signal ?? null,
    });
    return new Response('1', { status: 200 });
  });
  let id = 0;
  const client = createAnalyticsClient({
    apiHost: () => 'https://casino.example/analytics',
    token: () => 'skin-key',
    consent: () => consent,
    cookies,
    fetchFn: fetchFn as unknown as typeof fetch,
    now: () => Date.now(),
    randomId: () => `id-${(id += 1)}`,
  });
  return {
    client,
    sent,
    jar,
    fetchFn,
    setConsent(next: ConsentState) {
      consent = next;
      client.consentChanged();
    },
  };
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('the analytics client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec settings: batch 50, flush 5,000 ms, timeout 90,000 ms, cookie 365 days', () => {
    expect(analyticsSettings).toEqual({
      batchSize: 50,
      flushMs: 5_000,
      requestTimeoutMs: 90_000,
      cookieExpiryDays: 365,
    });
  });

  it('sends 120 events as three batches of 50, 50 and 20, in order', async () => {
    const { client, sent, jar } = setup();
    const trackedAt = Date.now();
    for (let i = 0; i < 120; i += 1) client.track('Page View', { n: i });
    await advance(analyticsSettings.flushMs);
    expect(sent.map((batch) => batch.items.length)).toEqual([50, 50, 20]);
    expect(sent.every((batch) => batch.url.startsWith('https://casino.example/analytics/track/'))).toBe(true);
    expect(sent.flatMap((batch) => batch.items.map((item) => item.properties?.n))).toEqual(
      Array.from({ length: 120 }, (_, i) => i),
    );
    const first = sent[0]!.items[0]!.properties!;
    expect(first).toMatchObject({ token: 'skin-key', time: trackedAt });
    expect(first.distinct_id).toMatch(/^\$device:/);
    expect([...jar.values()][0]?.maxAge).toBe(365 * 86_400);
    await advance(analyticsSettings.flushMs * 3);
    expect(sent).toHaveLength(3);
  });

  it('waits for the 5 s flush when fewer than 50 are queued, and abandons a request after 90 s', async () => {
    const { client, sent, fetchFn } = setup();
    fetchFn.mockImplementationOnce(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    for (let i = 0; i < 3; i += 1) client.track('Early', { n: i });
    await advance(analyticsSettings.flushMs - 1);
    expect(fetchFn).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await advance(analyticsSettings.requestTimeoutMs);
    // The abandoned batch is sent again by a later flush.
    await advance(analyticsSettings.flushMs);
    expect(sent.at(-1)?.items.map((item) => item.properties?.n)).toEqual([0, 1, 2]);
  });

  it('sends nothing and writes no cookie before consent, nor after a refusal', async () => {
    const { client, sent, jar, fetchFn, setConsent } = setup('unknown');
    for (let i = 0; i < 60; i += 1) client.track('Before Consent');
    client.identify('player-1', { $email: 'a@example.test' });
    await advance(analyticsSettings.flushMs * 2);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(jar.size).toBe(0);

    setConsent('granted');
    client.track('After Consent');
    setConsent('denied');
    client.track('After Refusal');
    await advance(analyticsSettings.flushMs * 2);
    expect(sent).toEqual([]);
    expect(jar.size).toBe(0);
  });

  it('redacts the one-time token of every route that carries one from what it sends', async () => {
    const { client, sent } = setup();
    const token = 'q3X9v_Lk2mPz8RtY7wNc5bHd4FgJ6sAe1uIoK0lQxZc';
    client.register({ landing_url: `https://casino.example/de/reset-password/${token}` });
    const views = [
      [`https://casino.example/reset-password/${token}`, `/reset-password/${token}`],
      [`https://casino.example/de/withdraw-link/${token}`, `/de/withdraw-link/${token}`],
      [`https://casino.example/register-token?token=${token}`, '/register-token'],
      [`https://casino.example/play/studio/dice?launch=${token}`, '/play/studio/dice'],
    ];
    for (const [url, path] of views)
      client.track('$mp_web_page_view', { current_url: url ?? '', current_page_path: path ?? '' });
    await advance(analyticsSettings.flushMs);
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(sent[0]?.items.map((item) => item.properties?.current_url)).toEqual([
      'https://casino.example/reset-password/[redacted]',
      'https://casino.example/de/withdraw-link/[redacted]',
      'https://casino.example/register-token?token=[redacted]',
      'https://casino.example/play/studio/dice?launch=[redacted]',
    ]);
    expect(sent[0]?.items[0]?.properties?.landing_url).toBe(
      'https://casino.example/de/reset-password/[redacted]',
    );
  });

  it('drops a batch refused as bad input and sends one refused over a budget again', async () => {
    const { client, sent, fetchFn } = setup();
    fetchFn.mockResolvedValueOnce(new Response('0', { status: 400 }));
    client.track('Refused');
    await advance(analyticsSettings.flushMs);
    expect(client.pending()).toBe(0);
    fetchFn.mockResolvedValueOnce(new Response('0', { status: 429 }));
    client.track('Over Budget');
    await advance(analyticsSettings.flushMs);
    expect(client.pending()).toBe(1);
    await advance(analyticsSettings.flushMs);
    expect(sent.map((batch) => batch.items.map((item) => item.event))).toEqual([['Over Budget']]);
  });
});
