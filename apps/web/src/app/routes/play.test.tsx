import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { noticeStore, notify } from '@/lib/notifications';
import { clearPlayer, setPlayerSession } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { sampleGame } from '@/test/sample-game';
import PlayPage from './play';

beforeAll(async () => {
  await i18n.loadNamespaces(['games', 'cashier']);
});

// The session store outlives a test; each one starts as a visitor.
beforeEach(() => clearPlayer());

const game = sampleGame(3, { title: 'Neon Fruits', slug: 'neon-fruits' });
const launchedUrl = (fetchFn: ReturnType<typeof renderFeature>['fetchFn']) =>
  fetchFn.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .find((url) => url.pathname.startsWith('/api/v1/player/game/'));

function routes(mode: 'real' | 'fun') {
  return {
    'GET /games/nova-studio/neon-fruits': ok({ game }),
    [`GET /player/game/${game.id}`]: ok({ url: `https://studio.example/play?mode=${mode}`, mode, game }),
    'POST /player/addRecentPlayedGame': ok({ gameId: game.id, playedAt: '2026-11-05T10:00:00.000Z' }),
    'GET /player/balance': ok({ currency: 'EUR', cash: '50.00', bonus: '0.00', withdrawable: '50.00' }),
  };
}

describe('play page', () => {
  it('launches a player in real mode, frames the game, shows the balance and records it as played', async () => {
    setPlayerSession('session-1');
    const { fetchFn } = renderFeature(
      <PlayPage variant="desktop" />,
      routes('real'),
      '/play/nova-studio/neon-fruits',
      '/play/:system/:title',
    );
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('https://studio.example/play?mode=real');
    expect(screen.getByTestId('play-title').textContent).toBe('Neon Fruits');
    expect(await screen.findByTestId('header-balance')).toBeTruthy();
    expect(launchedUrl(fetchFn)?.searchParams.get('play_for_fun')).toBe('false');
    expect(launchedUrl(fetchFn)?.searchParams.get('viewMode')).toBe('desktop');
    await waitFor(() =>
      expect(sentBodies(fetchFn, 'POST', '/player/addRecentPlayedGame')).toEqual([{ gameid: game.id }]),
    );
  });

  it('lets a visitor play for fun on a phone and offers a log in instead of a deposit', async () => {
    const { fetchFn } = renderFeature(
      <PlayPage variant="mobile" />,
      routes('fun'),
      '/mobile/play/nova-studio/neon-fruits',
      '/mobile/play/:system/:title',
    );
    expect((await screen.findByTestId('game-frame')).getAttribute('data-mode')).toBe('fun');
    expect(launchedUrl(fetchFn)?.searchParams.get('play_for_fun')).toBe('true');
    expect(launchedUrl(fetchFn)?.searchParams.get('viewMode')).toBe('mobile');
    expect(screen.getByTestId('play-login')).toBeTruthy();
    expect(screen.queryByTestId('play-deposit')).toBeNull();
    expect(sentBodies(fetchFn, 'POST', '/player/addRecentPlayedGame')).toEqual([]);
  });

  it('says so when the game does not exist', async () => {
    renderFeature(
      <PlayPage variant="desktop" />,
      { 'GET /games/nova-studio/no-such-game': fail(404, 'game_not_found') },
      '/play/nova-studio/no-such-game',
      '/play/:system/:title',
    );
    expect(await screen.findByText('This game does not exist or is no longer available.')).toBeTruthy();
  });
});

describe('notices on the game page', () => {
  it('take their own room between the bar and the game instead of floating over the game’s corner', async () => {
    setPlayerSession('session-2');
    renderApp('/play/nova-studio/neon-fruits', routes('real'));
    const frame = await screen.findByTestId('game-frame');
    act(() => {
      notify('Additional information saved', 'success');
      notify('Additional information saved', 'success');
    });
    const regions = await screen.findAllByTestId('toasts');
    expect(regions).toHaveLength(1);
    const region = regions[0]!;
    expect(region.getAttribute('data-placement')).toBe('inline');
    expect(region.previousElementSibling).toBe(screen.getByTestId('play-bar'));
    expect(region.nextElementSibling?.contains(frame)).toBe(true);
    // Two identical notices: one toast that says ×2.
    expect(within(region).getAllByText('Additional information saved')).toHaveLength(1);
    expect(within(region).getByText('×2')).toBeTruthy();
    noticeStore.set([]);
  });
});
