import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from './api';
import { usePrefs, type Prefs } from './prefs';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The network, answering /prefs as the sportsbook does: one stored set per player. */
function serverOf(stored: Map<string, Prefs>, playerOf: Record<string, string>) {
  const seen: string[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const player = playerOf[(init.headers as Record<string, string>)['x-sportsbook-session']!]!;
    seen.push(`${init.method} ${url}`);
    if (init.method === 'PUT') stored.set(player, JSON.parse(init.body as string) as Prefs);
    const data = stored.get(player) ?? { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' };
    return new Response(JSON.stringify({ info: { success: true, resultCode: 'ok', message: '' }, data }));
  }) as typeof fetch;
  return { fetcher, seen };
}

describe("the player's preferences in the browser", () => {
  it("show this browser's copy at once, then the server's, and send every change", async () => {
    const stored = new Map<string, Prefs>([
      ['p1', { favourites: ['sim:football'], oddsFormat: 'american', acceptOddsChange: 'any' }],
    ]);
    const { fetcher, seen } = serverOf(stored, { 'token-of-p1-phone': 'p1', 'token-of-p1-desk': 'p1' });
    localStorage.setItem(
      'sportsbook.prefs.p1',
      JSON.stringify({ favourites: [], oddsFormat: 'fractional', acceptOddsChange: 'none' }),
    );
    const phone = renderHook(() => usePrefs('p1', createApi('token-of-p1-phone', fetcher)));
    expect(phone.result.current[0].oddsFormat).toBe('fractional');
    await waitFor(() => expect(phone.result.current[0].oddsFormat).toBe('american'));
    expect(phone.result.current[0].favourites).toEqual(['sim:football']);

    act(() => phone.result.current[1]({ oddsFormat: 'decimal' }));
    act(() => phone.result.current[1]({ favourites: [] }));
    expect(phone.result.current[0]).toEqual({
      favourites: [],
      oddsFormat: 'decimal',
      acceptOddsChange: 'any',
    });
    await waitFor(() => expect(seen.filter((s) => s.startsWith('PUT'))).toHaveLength(2));
    expect(stored.get('p1')).toEqual({ favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'any' });

    // Another browser of the same player, with no copy of its own, shows what the first one chose.
    localStorage.clear();
    const desk = renderHook(() => usePrefs('p1', createApi('token-of-p1-desk', fetcher)));
    await waitFor(() =>
      expect(desk.result.current[0]).toEqual({
        favourites: [],
        oddsFormat: 'decimal',
        acceptOddsChange: 'any',
      }),
    );
    expect(JSON.parse(localStorage.getItem('sportsbook.prefs.p1')!)).toMatchObject({ oddsFormat: 'decimal' });
  });
});
