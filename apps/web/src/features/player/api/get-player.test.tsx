import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { fakeFetch, ok } from '@/test/fake-fetch';
import { samplePlayer } from '@/test/sample-player';
import { useIsLoggedIn } from '../hooks/use-is-logged-in';
import { endPlayerSession, startPlayerSession } from '../player-session';
import { loadPlayer, usePlayer } from './get-player';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => ({ player: usePlayer(), isLoggedIn: useIsLoggedIn() }), { wrapper });
  return { queryClient, view };
}

describe('usePlayer', () => {
  it('is null and never calls GET /player without a player session', () => {
    sessionStore.set({ playerSessionId: null });
    const fetchFn = fakeFetch({ 'GET /player': ok(samplePlayer) });
    vi.stubGlobal('fetch', fetchFn);
    const { view } = setup();
    expect(view.result.current).toEqual({ player: null, isLoggedIn: false });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('loads the player with the stored session id and forgets it when the session ends', async () => {
    localStorage.setItem('playerSessionId', 'p-1');
    sessionStore.set({ playerSessionId: 'p-1' });
    const fetchFn = fakeFetch({ 'GET /player': ok(samplePlayer) });
    vi.stubGlobal('fetch', fetchFn);
    const { view, queryClient } = setup();
    await waitFor(() => expect(view.result.current.player?.username).toBe('player01'));
    const headers = new Headers(fetchFn.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-player-session')).toBe('p-1');

    act(() => endPlayerSession(queryClient));
    expect(view.result.current).toEqual({ player: null, isLoggedIn: false });
    expect(localStorage.getItem('playerSessionId')).toBeNull();
  });

  it('takes the player from a login without asking the server again', () => {
    sessionStore.set({ playerSessionId: null });
    const fetchFn = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    const { view, queryClient } = setup();
    act(() => startPlayerSession(queryClient, { playerSessionId: 'p-2', player: samplePlayer }));
    expect(view.result.current.isLoggedIn).toBe(true);
    expect(view.result.current.player?.id).toBe(samplePlayer.id);
    expect(localStorage.getItem('playerSessionId')).toBe('p-2');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('startup loads the player into the cache the hook reads', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /player': ok(samplePlayer) }));
    const queryClient = new QueryClient();
    await loadPlayer(queryClient, 'p-3');
    expect(queryClient.getQueryData(['player', 'p-3', 'me'])).toEqual(samplePlayer);
  });
});
