import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notifications';
import { clearPlayer, sessionStore } from '@/lib/session';
import { json, ok, type Route } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { sentBodies } from '@/test/render-feature';
import { samplePlayer } from '@/test/sample-player';

/** The server's inbox of one player, kept across sessions: read, announced and cleared per entry. */
function inboxServer() {
  const entries = [
    {
      index: 0,
      date: '2026-11-20',
      message: 'Welcome to the casino',
      type: 'info',
      isRead: true,
      isAnnounced: true,
    },
    {
      index: 1,
      date: '2026-11-21',
      message: 'Your document was approved\nThank you',
      type: 'kyc',
      isRead: false,
      isAnnounced: false,
    },
  ];
  const cleared = new Set<number>();
  const update = (field: 'isRead' | 'isAnnounced' | 'cleared') => async (request: Request) => {
    const body = (await request.json()) as { index?: number; all?: true };
    for (const entry of entries)
      if (body.all || body.index === entry.index) {
        if (field === 'cleared') cleared.add(entry.index);
        else entry[field] = true;
      }
    return json(200, ok(null).body);
  };
  return {
    'GET /player/messages': () => {
      const messages = entries.filter((entry) => !cleared.has(entry.index)).map((entry) => ({ ...entry }));
      return json(200, ok({ messages, unread: messages.filter((m) => !m.isRead).length }).body);
    },
    'POST /player/messages/read': update('isRead'),
    'POST /player/messages/announced': update('isAnnounced'),
    'POST /player/messages/clear': update('cleared'),
  } satisfies Record<string, Route>;
}

let sessionCount = 0;

/** Each test its own session: what was announced is remembered per session id. */
function loggedIn(routes: Record<string, Route> = {}, inbox: Record<string, Route> = inboxServer()) {
  const id = `p-${++sessionCount}`;
  localStorage.setItem('playerSessionId', id);
  localStorage.setItem('anonSessionId', 'anon-1');
  sessionStore.set({ playerSessionId: id });
  return renderApp('/', {
    'GET /player': ok(samplePlayer),
    ...inbox,
    'GET /player/logout': ok(null, 'Logged out'),
    'GET /anon': ok({ anonSessionId: 'anon-2', expiresAt: '2030-01-01T00:00:00.000Z', country_code2: 'DE' }),
    ...routes,
  });
}

afterEach(() => {
  noticeStore.set([]);
  sessionStore.set({ playerSessionId: null });
});

describe('header of a logged-in player', () => {
  it('shows deposit, withdraw, bonus, notifications and the profile menu with the username', async () => {
    loggedIn();
    const header = await screen.findByTestId('site-header');
    expect(within(header).queryByTestId('header-login')).toBeNull();
    expect(within(header).getByTestId('header-deposit')).toBeTruthy();
    fireEvent.click(within(header).getByTestId('header-profile'));
    expect((await screen.findByTestId('profile-menu-username')).textContent).toBe('player01');
    expect(screen.getByTestId('profile-menu-my-account').getAttribute('href')).toBe('/profile/my-account');
    for (const label of ['My Account', 'Bonuses', 'Rewards', 'History', 'Logout'])
      expect(within(header).getByText(label)).toBeTruthy();
  });

  it('leads the profile menu with Withdraw and Bonus on a phone, where the header has no room for them', async () => {
    loggedIn();
    const header = await screen.findByTestId('site-header');
    // No matchMedia here: the layout is the phone's.
    fireEvent.click(within(header).getByTestId('header-profile'));
    expect((await screen.findByTestId('profile-menu-withdraw')).getAttribute('href')).toBe(
      '/cashier/withdraw',
    );
    expect(screen.getByTestId('profile-menu-bonus').getAttribute('href')).toBe('/profile/bonuses');
    expect(screen.getByTestId('profile-menu-withdraw').textContent).toBe('Withdraw');
    expect(screen.getByTestId('profile-menu-bonus').textContent).toBe('Bonus');
  });

  it('raises a persistent notice for a new message once, and marks it read when the menu opens', async () => {
    const inbox = inboxServer();
    const { fetchFn } = loggedIn({}, inbox);
    const toast = await screen.findByTestId('messages-toast');
    // The day's entry holds two texts: the notice says the newest.
    expect(toast.textContent).toContain('New message: Thank you');
    expect(toast.textContent).not.toContain('Your document was approved');
    expect(noticeStore.get().find((notice) => notice.testId === 'messages-toast')?.durationMs).toBeNull();
    await waitFor(() =>
      expect(sentBodies(fetchFn, 'POST', '/player/messages/announced')).toEqual([{ index: 1 }]),
    );

    fireEvent.click(screen.getByTestId('header-notifications'));
    await waitFor(() => expect(sentBodies(fetchFn, 'POST', '/player/messages/read')).toEqual([{ index: 1 }]));
    // Reading the messages is what the notice asked for; it would only cover the menu now.
    expect(screen.queryByTestId('messages-toast')).toBeNull();
    const menu = document.querySelector('.notifications-menu') as HTMLElement;
    expect(within(menu).getByText('Welcome to the casino')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'New' }));
    expect(within(menu).queryByText('Welcome to the casino')).toBeNull();
    expect(within(menu).getByText(/Your document was approved/)).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Latest' }));
    fireEvent.click(within(menu).getAllByRole('button', { name: 'Clear' })[0]!);
    await waitFor(() => expect(within(menu).queryByText(/Your document was approved/)).toBeNull());
    await waitFor(() =>
      expect(sentBodies(fetchFn, 'POST', '/player/messages/clear')).toEqual([{ index: 1 }]),
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Clear all' }));
    expect(await within(menu).findByText('No notifications')).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(fetchFn, 'POST', '/player/messages/clear')).toEqual([{ index: 1 }, { all: true }]),
    );
  });

  it('announces nothing again in a new session, where cleared messages stay cleared', async () => {
    const inbox = inboxServer();
    const first = loggedIn({}, inbox);
    expect(await screen.findByTestId('messages-toast')).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(first.fetchFn, 'POST', '/player/messages/announced')).toHaveLength(1),
    );
    fireEvent.click(screen.getByTestId('header-notifications'));
    fireEvent.click(
      within(document.querySelector('.notifications-menu') as HTMLElement).getByText('Clear all'),
    );
    await waitFor(() => expect(sentBodies(first.fetchFn, 'POST', '/player/messages/clear')).toHaveLength(1));
    first.unmount();
    noticeStore.set([]);

    // A reload with a new session of the same player: the same server inbox.
    const second = loggedIn({}, inbox);
    fireEvent.click(await screen.findByTestId('header-notifications'));
    expect(await screen.findByText('No notifications')).toBeTruthy();
    await waitFor(() =>
      expect(second.fetchFn.mock.calls.some(([url]) => String(url).includes('/player/messages'))).toBe(true),
    );
    expect(screen.queryByTestId('messages-toast')).toBeNull();
  });

  it('logs out from the profile menu: server call, both ids cleared, a fresh anonymous session, home', async () => {
    const { fetchFn, router } = loggedIn();
    expect(await screen.findByTestId('messages-toast')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('header-profile'));
    fireEvent.click(await screen.findByTestId('profile-menu-logout'));
    await waitFor(() => expect(screen.getByTestId('header-login')).toBeTruthy());
    const calls = fetchFn.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(calls.indexOf('/api/v1/player/logout')).toBeLessThan(calls.indexOf('/api/v1/anon'));
    expect(localStorage.getItem('playerSessionId')).toBeNull();
    expect(localStorage.getItem('anonSessionId')).toBe('anon-2');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('messages-toast')).toBeNull();
  });

  it('only warns when the logout call fails, and still logs out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loggedIn({
      'GET /player/logout': {
        status: 500,
        body: { info: { success: false, message: 'x', resultCode: 'internal_error' }, data: null },
      },
    });
    fireEvent.click(await screen.findByTestId('header-profile'));
    fireEvent.click(await screen.findByTestId('profile-menu-logout'));
    await waitFor(() => expect(screen.getByTestId('header-login')).toBeTruthy());
    expect(warn).toHaveBeenCalled();
  });

  it('drops back to the logged-out header when the session is cleared (session_expired)', async () => {
    loggedIn();
    await screen.findByTestId('header-deposit');
    act(() => clearPlayer());
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(screen.queryByTestId('header-notifications')).toBeNull();
  });
});
