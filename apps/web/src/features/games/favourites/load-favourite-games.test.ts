import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys, type KeyValueStore } from '@/lib/storage';
import { gamePage, sampleGame } from '@/test/sample-game';
import { favouritesStore } from './favourites-store';
import { loadFavouriteGames } from './load-favourite-games';

function memoryStore(values: Record<string, string>): KeyValueStore {
  return {
    get: (key) => values[key] ?? null,
    set: (key, value) => void (values[key] = value),
    remove: (key) => void delete values[key],
  };
}

beforeEach(() => favouritesStore.set({ playerSessionId: null, ids: [], status: 'idle' }));

describe('loadFavouriteGames', () => {
  it('keeps the first page of favourites for the stored session', async () => {
    const games = [sampleGame(1), sampleGame(2)];
    const fetchPage = vi.fn(async (offset = 0) => gamePage(games, 40, offset));
    await loadFavouriteGames({ store: memoryStore({ [storageKeys.playerSessionId]: 's-1' }), fetchPage });
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith(0);
    expect(favouritesStore.get()).toEqual({
      playerSessionId: 's-1',
      ids: games.map((game) => game.id),
      status: 'ready',
    });
  });

  it('does nothing without a player', async () => {
    const fetchPage = vi.fn(async () => gamePage([], 40, 0));
    await loadFavouriteGames({ store: memoryStore({}), fetchPage });
    expect(fetchPage).not.toHaveBeenCalled();
    expect(favouritesStore.get().status).toBe('idle');
  });

  it('rejects and shows no favourites when the call fails', async () => {
    const fetchPage = vi.fn(async () => Promise.reject(new Error('down')));
    await expect(
      loadFavouriteGames({ store: memoryStore({ [storageKeys.playerSessionId]: 's-1' }), fetchPage }),
    ).rejects.toThrow('down');
    expect(favouritesStore.get()).toEqual({ playerSessionId: 's-1', ids: [], status: 'failed' });
  });
});
