import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/toasts';
import { createApiClient } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { noticeStore, notify } from '@/lib/notifications';
import { clearPlayer, sessionStore } from '@/lib/session';
import { storage } from '@/lib/storage';
import { fail, fakeFetch } from '@/test/fake-fetch';
import { createSessionExpiredHandler } from './handle-session-expired';

afterEach(() => {
  noticeStore.set([]);
  vi.useRealTimers();
});

describe('session expiry', () => {
  it('clears the player, removes the id, warns for 3000 ms with progress and goes home', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    localStorage.setItem('playerSessionId', 'player-1');
    sessionStore.set({ playerSessionId: 'player-1' });
    const navigate = vi.fn();
    const onSessionExpired = createSessionExpiredHandler({
      clearPlayer: () => clearPlayer(storage),
      notify,
      navigate,
      translate: (key) => i18n.t(key),
    });
    const api = createApiClient({
      getBaseUrl: () => '/api/v1',
      getApiKey: () => 'k',
      getAnonSessionId: () => 'a',
      getPlayerSessionId: () => storage.get('playerSessionId'),
      getLanguage: () => 'en',
      fetch: fakeFetch({ 'GET /player/balance': fail(401, 'session_expired') }),
      onSessionExpired,
    });
    const { container } = render(<Toasts />);

    await act(async () => {
      await api.get('/player/balance').catch(() => undefined);
      await api.get('/player/balance').catch(() => undefined);
    });

    expect(localStorage.getItem('playerSessionId')).toBeNull();
    expect(sessionStore.get()).toEqual({ playerSessionId: null });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Session expired');
    expect(container.querySelector<HTMLElement>('.ui-toast__progress')?.style.animationDuration).toBe(
      '3000ms',
    );

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the product’s own notices for 2000 ms by default', () => {
    notify('Saved');
    expect(noticeStore.get()[0]?.durationMs).toBe(2000);
  });
});
