import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notifications';
import { sessionStore } from '@/lib/session';
import { json, ok } from '@/test/fake-fetch';
import { FakeSocket } from '@/test/fake-socket';
import { renderApp } from '@/test/render-app';
import { samplePlayer } from '@/test/sample-player';

/** The player's inbox on the server: the welcome message, announced; a notice may be added. */
function inbox() {
  const entries = [
    { index: 0, date: '2026-11-20', message: 'Welcome', type: 'info', isRead: true, isAnnounced: true },
  ];
  let reads = 0;
  return {
    reads: () => reads,
    add: (message: string) =>
      entries.push({
        index: 1,
        date: '2026-11-21',
        message,
        type: 'cashier',
        isRead: false,
        isAnnounced: false,
      }),
    routes: {
      'GET /player/messages': () => {
        reads += 1;
        return json(200, ok({ messages: entries, unread: entries.filter((m) => !m.isRead).length }).body);
      },
      'POST /player/messages/announced': () => json(200, ok(null).body),
    },
  };
}

describe("the bell's live socket", () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    noticeStore.set([]);
    sessionStore.set({ playerSessionId: null });
  });

  it('logs in with the player session; a pushed notice brings the toast and the count, no reload', async () => {
    const server = inbox();
    localStorage.setItem('playerSessionId', 'bell-player');
    sessionStore.set({ playerSessionId: 'bell-player' });
    renderApp('/', { 'GET /player': ok(samplePlayer), ...server.routes });
    await screen.findByTestId('header-notifications');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    await waitFor(() =>
      expect(socket.sent).toEqual([expect.objectContaining({ type: 'auth', player: 'bell-player' })]),
    );
    await waitFor(() => expect(server.reads()).toBe(1));
    expect(screen.queryByTestId('messages-toast')).toBeNull();

    server.add('Your deposit of 25.00 EUR has been credited.');
    socket.push({ type: 'notice' });
    const toast = await screen.findByTestId('messages-toast');
    expect(toast.textContent).toContain('Your deposit of 25.00 EUR has been credited.');
    const bell = screen.getByTestId('header-notifications');
    expect(within(bell).getByText('1')).toBeTruthy();
    // A chat event (not a notice) reads nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reads = server.reads();
    socket.push({ type: 'typing', conversationId: 'c', from: 'agent' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.reads()).toBe(reads);
  });

  it('reconnects after a drop and reads the inbox again when ready; stops once the session is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = inbox();
      localStorage.setItem('playerSessionId', 'bell-player-2');
      sessionStore.set({ playerSessionId: 'bell-player-2' });
      renderApp('/', { 'GET /player': ok(samplePlayer), ...server.routes });
      await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
      act(() => FakeSocket.all[0]!.onclose?.({ code: 1006 }));
      await act(async () => vi.advanceTimersByTime(5000));
      expect(FakeSocket.all).toHaveLength(2);
      const reads = server.reads();
      FakeSocket.all[1]!.push({ type: 'ready' });
      await vi.waitFor(() => expect(server.reads()).toBeGreaterThan(reads));

      act(() => FakeSocket.all[1]!.onclose?.({ code: 4401 }));
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(FakeSocket.all).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
