import type { Player } from '@casino/contract/player';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFirstDeposit } from '@/features/player/first-deposit';
import { analyticsSettings, createAnalyticsClient, type CookieJar } from '@/lib/analytics/analytics-client';
import type { KeyValueStore, StorageKey } from '@/lib/storage';

interface SentItem {
  event?: string;
  properties?: Record<string, unknown>;
}

/** The real client, consent given, posting to a recording fetch decoded as our endpoint decodes it. */
function setup() {
  const sent: SentItem[][] = [];
  const jar = new Map<string, string>();
  const cookies: CookieJar = {
    get: (name) => jar.get(name) ?? null,
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
  const fetchFn = async (_url: string | URL | Request, init?: RequestInit) => {
    const data = new URLSearchParams(String(init?.body)).get('data') ?? '';
    const json = new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
    sent.push(JSON.parse(json) as SentItem[]);
    return new Response('1', { status: 200 });
  };
  const client = createAnalyticsClient({
    apiHost: () => 'https://casino.example/analytics',
    token: () => 'skin-key',
    consent: () => 'granted',
    cookies,
    fetchFn: fetchFn as typeof fetch,
  });
  return { client, sent };
}

describe("the 'First Time Deposit' event", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends 'First Time Deposit' once, and only within 30 minutes of the deposit", async () => {
    const { client, sent } = setup();
    const values = new Map<StorageKey, string>();
    const store: KeyValueStore = {
      get: (key) => values.get(key) ?? null,
      set: (key, value) => void values.set(key, value),
      remove: (key) => void values.delete(key),
    };
    const deps = {
      store,
      now: () => new Date(),
      onFirstTimeDeposit: (
        who: Pick<Player, 'id' | 'email'>,
        record: { amount: string; date: string | null },
      ) =>
        client.track('First Time Deposit', {
          user_id: who.id,
          email: who.email,
          amount: record.amount,
          first_deposit_date: record.date,
        }),
    };
    const player = (id: string, minutesAgo: number) => ({
      id,
      email: `${id}@example.test`,
      username: id,
      first_deposit: '25.00',
      first_deposit_date: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    const fresh = player('fresh', 29);
    recordFirstDeposit(fresh, deps);
    recordFirstDeposit(fresh, deps); // the player reloads: not again
    recordFirstDeposit(player('late', 31), deps);
    await vi.advanceTimersByTimeAsync(analyticsSettings.flushMs);
    const events = sent.flat().filter((item) => item.event === 'First Time Deposit');
    expect(events).toHaveLength(1);
    expect(events[0]?.properties).toMatchObject({
      user_id: 'fresh',
      email: 'fresh@example.test',
      amount: '25.00',
    });
  });
});
