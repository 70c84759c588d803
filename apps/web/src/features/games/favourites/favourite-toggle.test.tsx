import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GameTile } from '@/features/games/components/game-tile';
import { i18n } from '@/lib/i18n';
import { noticeStore } from '@/lib/notifications';
import { clearPlayer, setPlayerSession } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { gamePage, sampleGame } from '@/test/sample-game';
import { favouritesStore } from './favourites-store';

const liked = sampleGame(1, { title: 'Neon Fruits' });
const other = sampleGame(2, { title: 'Dice' });

beforeAll(async () => {
  await i18n.loadNamespaces(['games']);
});

beforeEach(() => {
  setPlayerSession('session-1');
  favouritesStore.set({ playerSessionId: null, ids: [], status: 'idle' });
  noticeStore.set([]);
});

const favourites = ok(gamePage([liked], 40, 0));
const addFailed = 'The game could not be added to your favourites. Please try again.';
const removeFailed = 'The game could not be removed from your favourites. Please try again.';
// Toasts render in the app shell; a lone component's notices are read from their store.
const notices = () => noticeStore.get().map((notice) => notice.message);
const heartOf = async () => screen.findByTestId('favourite-toggle');

describe('favourite heart', () => {
  it('loads the favourites 40 from offset 0 and shows the heart pressed', async () => {
    const { fetchFn } = renderFeature(<GameTile game={liked} onOpen={() => {}} />, {
      'GET /player/favoriteGames': favourites,
    });
    await waitFor(async () => expect((await heartOf()).getAttribute('aria-pressed')).toBe('true'));
    const url = new URL(String(fetchFn.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('limit')).toBe('40');
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('adds the id only when the call succeeds', async () => {
    const { fetchFn } = renderFeature(<GameTile game={other} onOpen={() => {}} />, {
      'GET /player/favoriteGames': favourites,
      'POST /player/addFavoriteGame': ok({ favorites: [other.id, liked.id] }),
    });
    await waitFor(() => expect(favouritesStore.get().status).toBe('ready'));
    fireEvent.click(await heartOf());
    await waitFor(async () => expect((await heartOf()).getAttribute('aria-pressed')).toBe('true'));
    expect(favouritesStore.get().ids).toEqual([liked.id, other.id]);
    expect(sentBodies(fetchFn, 'POST', '/player/addFavoriteGame')).toEqual([
      { gameid: other.id, gametitle: 'Dice' },
    ]);
  });

  it('leaves the list unchanged when adding fails', async () => {
    const { fetchFn } = renderFeature(<GameTile game={other} onOpen={() => {}} />, {
      'GET /player/favoriteGames': favourites,
      'POST /player/addFavoriteGame': fail(500, 'internal_error'),
    });
    await waitFor(() => expect(favouritesStore.get().status).toBe('ready'));
    fireEvent.click(await heartOf());
    await waitFor(() => expect(notices()).toContain(addFailed));
    expect(sentBodies(fetchFn, 'POST', '/player/addFavoriteGame')).toHaveLength(1);
    expect((await heartOf()).getAttribute('aria-pressed')).toBe('false');
    expect(favouritesStore.get().ids).toEqual([liked.id]);
  });

  it('removes the id only when the call succeeds, and keeps it when removing fails', async () => {
    let isRefusing = true;
    renderFeature(<GameTile game={liked} onOpen={() => {}} />, {
      'GET /player/favoriteGames': favourites,
      'DELETE /player/removeFavoriteGame': () =>
        Response.json(
          isRefusing
            ? { info: { success: false, message: 'no', resultCode: 'internal_error' }, data: null }
            : { info: { success: true, message: '', resultCode: 'ok' }, data: { favorites: [] } },
          { status: isRefusing ? 500 : 200 },
        ),
    });
    await waitFor(async () => expect((await heartOf()).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(await heartOf());
    await waitFor(() => expect(notices()).toContain(removeFailed));
    expect((await heartOf()).getAttribute('aria-pressed')).toBe('true');
    expect(favouritesStore.get().ids).toEqual([liked.id]);

    isRefusing = false;
    fireEvent.click(await heartOf());
    await waitFor(async () => expect((await heartOf()).getAttribute('aria-pressed')).toBe('false'));
    expect(favouritesStore.get().ids).toEqual([]);
  });

  it('shows no heart to a visitor', async () => {
    clearPlayer();
    renderFeature(<GameTile game={liked} onOpen={() => {}} />);
    expect(await screen.findByTestId('game-tile')).toBeTruthy();
    expect(screen.queryByTestId('favourite-toggle')).toBeNull();
  });
});
