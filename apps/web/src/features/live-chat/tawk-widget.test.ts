import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '@/test/fake-fetch';
import { storage, storageKeys } from '@/lib/storage';
import { loadTawkWidget, refreshVisitorData, tawkScriptBase, type TawkApi } from './tawk-widget';

const details = (id: string) => ({
  player_id: id,
  username: `user-${id}`,
  email: `${id}@example.test`,
  last_active: null,
  balance: '12.50',
  bonus: '0.00',
  currency: 'EUR',
  last_deposit: null,
  previous_login: null,
  last_login: '2026-05-01T11:00:00.000Z',
  last_bonus: null,
  hash: 'a'.repeat(64),
});

describe('the Tawk.to widget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads the skin's widget once and tells it the player 2 s after it loads, once per player session", async () => {
    let who = 'p1';
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /getTawkToPlayerDetails': () =>
          new Response(JSON.stringify(ok(details(who)).body), {
            headers: { 'content-type': 'application/json' },
          }),
      }),
    );
    storage.set(storageKeys.playerSessionId, 'session-1');
    const loaded = loadTawkWidget({ propertyId: 'prop1', widgetId: 'default' });
    expect(loadTawkWidget({ propertyId: 'prop1', widgetId: 'default' })).toBe(loaded);
    const scripts = [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(tawkScriptBase));
    expect(scripts.map((s) => s.src)).toEqual([`${tawkScriptBase}/prop1/default`]);

    // What Tawk's script does once it runs: add its API and report itself loaded.
    const setAttributes = vi.fn<NonNullable<TawkApi['setAttributes']>>();
    const tawk = window.Tawk_API!;
    tawk.setAttributes = setAttributes;
    tawk.onLoad!();
    expect(await loaded).toBe(tawk);
    refreshVisitorData(tawk); // the open that follows the load: already on its way, not twice

    await vi.advanceTimersByTimeAsync(1_999);
    expect(setAttributes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(setAttributes).toHaveBeenCalledTimes(1));
    expect(setAttributes.mock.calls[0]![0]).toMatchObject({
      name: 'user-p1',
      email: 'p1@example.test',
      hash: 'a'.repeat(64),
      'player-id': 'p1',
      balance: '12.50 EUR',
    });
    expect(document.cookie).toContain('username=user-p1');

    refreshVisitorData(tawk);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(setAttributes).toHaveBeenCalledTimes(1);

    // Another player logs in later: the next open tells the widget, after the same delay.
    who = 'p2';
    storage.set(storageKeys.playerSessionId, 'session-2');
    refreshVisitorData(tawk);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(setAttributes).toHaveBeenCalledTimes(2));
    expect(setAttributes.mock.calls[1]![0]).toMatchObject({ name: 'user-p2' });
  });
});
