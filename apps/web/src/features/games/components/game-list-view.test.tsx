import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import GameListPage from '@/app/routes/game-list';
import { i18n } from '@/lib/i18n';
import { ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { gamePage, sampleGame } from '@/test/sample-game';
import { searchDebounceMs } from './game-list-view';

beforeAll(async () => {
  await i18n.loadNamespaces(['games']);
});

const slots = Array.from({ length: 45 }, (_, index) => sampleGame(index + 1));
const providers = ok({
  categories: [],
  providers: [
    { code: 'nova-studio', name: 'Nova Studio', logo: '' },
    { code: 'other-games', name: 'Other Games', logo: '' },
  ],
});

/** The paths the app called, without the API base, in order. */
const calledPaths = (fetchFn: ReturnType<typeof renderFeature>['fetchFn']) =>
  fetchFn.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname.replace('/api/v1', '')}${url.search}`;
  });

describe('game list', () => {
  it('shows 40 games, then the rest with Load more, and no button once all are there', async () => {
    const { fetchFn } = renderFeature(<GameListPage kind="casino" />, {
      'GET /games/mobile/categorized': providers,
      'GET /games/filter/slots/all/popular/40/0': ok(gamePage(slots, 40, 0)),
      'GET /games/filter/slots/all/popular/40/40': ok(gamePage(slots, 40, 40)),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(40));
    expect(screen.getByTestId('game-list-count').textContent).toBe('40 of 45 games');
    fireEvent.click(screen.getByTestId('game-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(45));
    expect(screen.queryByTestId('game-load-more')).toBeNull();
    expect(calledPaths(fetchFn).filter((path) => path.startsWith('/games/filter'))).toEqual([
      '/games/filter/slots/all/popular/40/0',
      '/games/filter/slots/all/popular/40/40',
    ]);
  });

  it('searches once the player pauses, within the list and the chosen provider', async () => {
    const neon = sampleGame(7, { title: 'Neon Fruits' });
    const { fetchFn } = renderFeature(<GameListPage kind="casino" />, {
      'GET /games/mobile/categorized': providers,
      'GET /games/filter/slots/all/popular/40/0': ok(gamePage(slots, 40, 0)),
      'GET /games/filter/slots/nova-studio/popular/40/0': ok(gamePage(slots.slice(0, 3), 40, 0)),
      'GET /games/search/neon': ok(gamePage([neon], 40, 0)),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(40));
    await screen.findByRole('option', { name: 'Nova Studio' });
    fireEvent.change(screen.getByTestId('game-provider-filter'), { target: { value: 'nova-studio' } });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));

    const search = screen.getByTestId('game-search');
    for (const typed of ['n', 'ne', 'neo', 'neon']) fireEvent.change(search, { target: { value: typed } });
    // Nothing is asked while the player is still typing.
    await new Promise((resolve) => setTimeout(resolve, searchDebounceMs / 2));
    expect(calledPaths(fetchFn).some((path) => path.startsWith('/games/search'))).toBe(false);

    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    expect(screen.getByTestId('game-tile-title').textContent).toBe('Neon Fruits');
    expect(calledPaths(fetchFn).filter((path) => path.startsWith('/games/search'))).toEqual([
      '/games/search/neon?limit=40&offset=0&category=slots&provider=nova-studio',
    ]);
  });

  it('says so when the search finds nothing', async () => {
    renderFeature(<GameListPage kind="casino" />, {
      'GET /games/mobile/categorized': providers,
      'GET /games/filter/slots/all/popular/40/0': ok(gamePage(slots, 40, 0)),
      'GET /games/search/zzz': ok(gamePage([], 40, 0)),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(40));
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No games match')).toBeTruthy();
    expect(screen.queryByTestId('game-tile')).toBeNull();
  });

  it('reads a drawer sub-list from the query: its title, and its category kept inside live casino', async () => {
    const { fetchFn } = renderFeature(
      <GameListPage kind="livecasino" />,
      {
        'GET /games/mobile/categorized': providers,
        'GET /games/filter/roulette/all/popular/40/0': ok(gamePage(slots.slice(0, 2), 40, 0)),
      },
      '/livecasino?category=roulette',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Roulette' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
    expect(calledPaths(fetchFn)).toContain('/games/filter/roulette/all/popular/40/0?livecasino=true');
  });
});
