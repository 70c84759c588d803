import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, noticeStore } from '@/lib/notifications';
import { sessionStore } from '@/lib/session';
import { json, ok } from '@/test/fake-fetch';
import { renderAsPlayer, sampleLoyalty } from '@/test/sample-loyalty';
import type { LoyaltyData } from '../api/get-loyalty';

// These tests render the whole app; on a busy machine a screen's first paint can pass the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  noticeStore.set([]);
  sessionStore.set({ playerSessionId: null });
});

/** GET /player/loyalty answering whatever the test has set, counting the calls. */
function loyaltyServer(initial: LoyaltyData) {
  let current = initial;
  let calls = 0;
  return {
    set: (next: LoyaltyData) => (current = next),
    calls: () => calls,
    route: {
      'GET /player/loyalty': () => {
        calls += 1;
        return json(200, ok(current).body);
      },
    },
  };
}

const levelUpNotices = () => noticeStore.get().filter((notice) => notice.testId === 'level-up-toast');

describe('level indicator, level-up notice and refresh', () => {
  it('shows the level and progress in the header and the profile menu, linking to rewards', async () => {
    renderAsPlayer('/', { 'GET /player/loyalty': ok(sampleLoyalty()) });
    const header = await screen.findByTestId('site-header');
    const level = await within(header).findByTestId('header-level', {}, { timeout: 15_000 });
    expect(level.textContent).toBe('2');
    expect(level.getAttribute('aria-label')).toBe('Level 2: 50% of the way to level 3');
    expect(level.getAttribute('href')).toBe('/rewards');
    fireEvent.click(within(header).getByTestId('header-profile'));
    const menuLevel = await screen.findByTestId('profile-menu-level');
    expect(menuLevel.textContent).toBe('Level 2 · Art');
    expect(within(menuLevel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(menuLevel.getAttribute('href')).toBe('/rewards');
  }, 20_000);

  it('shows nothing of the level while the standing is unknown', async () => {
    renderAsPlayer('/', {
      'GET /player/loyalty': {
        status: 500,
        body: { info: { success: false, message: 'x', resultCode: 'internal_error' }, data: null },
      },
    });
    const header = await screen.findByTestId('site-header');
    await within(header).findByTestId('header-balance');
    expect(within(header).queryByTestId('header-level')).toBeNull();
  });

  it('announces a level-up once with its reward, and the next one when the player comes back to the window', async () => {
    const server = loyaltyServer(
      sampleLoyalty({ level: 1, lastLevelUp: { level: 1, at: '2026-11-26T10:00:00.000Z' } }),
    );
    const first = renderAsPlayer('/', server.route);
    await waitFor(() =>
      expect(levelUpNotices().map((notice) => notice.message)).toEqual([
        'Level 1 reached! Your reward: 10 free spins on Neon Fruits',
      ]),
    );
    // It stays until closed, and is the player's own.
    expect(levelUpNotices()[0]).toMatchObject({ durationMs: null, isPlayerScoped: true, kind: 'success' });
    expect((await screen.findByTestId('level-up-toast')).textContent).toContain('Level 1 reached!');
    act(() => dismissNotice(levelUpNotices()[0]!.id));

    // A reload of the page (the same browser) does not announce the same level again.
    first.unmount();
    const callsBefore = server.calls();
    renderAsPlayer('/', server.route);
    await waitFor(() => expect(server.calls()).toBeGreaterThan(callsBefore));
    await screen.findByTestId('header-level');
    expect(levelUpNotices()).toEqual([]);

    // Bets elsewhere reached level 6: the window's focus fetches the standing again.
    server.set(
      sampleLoyalty({
        level: 6,
        totalCp: '130',
        nextLevel: { number: 7, requiredCp: '200' },
        lastLevelUp: { level: 6, at: '2026-11-26T11:00:00.000Z' },
      }),
    );
    const callsBeforeFocus = server.calls();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(server.calls()).toBeGreaterThan(callsBeforeFocus));
    await waitFor(() =>
      expect(levelUpNotices().map((notice) => notice.message)).toEqual([
        'Level 6 reached! Your reward: €6.00',
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('header-level').textContent).toBe('6'));
  });

  it('fetches the standing again when the player leaves a game, and not on a timer', async () => {
    const server = loyaltyServer(sampleLoyalty());
    const { router } = renderAsPlayer('/rewards', server.route);
    await screen.findByTestId('loyalty-progress', {}, { timeout: 15_000 });
    const settled = server.calls();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls()).toBe(settled);

    await act(() => router.navigate('/play/nova-studio/neon-fruits'));
    // The game page's chunk may take a while to transform on a busy machine.
    await screen.findByTestId('page-play', {}, { timeout: 15_000 });
    const onGame = server.calls();
    await act(() => router.navigate('/rewards'));
    await waitFor(() => expect(server.calls()).toBeGreaterThan(onGame));
  }, 30_000);
});
