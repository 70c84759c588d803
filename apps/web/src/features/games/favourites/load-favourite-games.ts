import { storage, storageKeys, type KeyValueStore } from '@/lib/storage';
import { getFavoriteGames } from './api/get-favorite-games';
import { favouritesStore } from './favourites-store';

export interface LoadFavouritesDeps {
  store?: KeyValueStore;
  fetchPage?: typeof getFavoriteGames;
}

/**
 * Startup step "favourite games are fetched" (spec section 4): the first 40 from offset 0 (spec
 * section 7), into the store the tiles read. Also run after a login, when the session changes.
 * A failure leaves the list empty and rejects; startup ignores it, the tiles simply show no hearts set.
 */
export async function loadFavouriteGames(deps: LoadFavouritesDeps = {}): Promise<void> {
  const playerSessionId = (deps.store ?? storage).get(storageKeys.playerSessionId);
  if (!playerSessionId) return;
  favouritesStore.set({ playerSessionId, ids: [], status: 'loading' });
  try {
    const page = await (deps.fetchPage ?? getFavoriteGames)(0);
    const ids = page.games.map((game) => game.id);
    // A toggle that succeeded while the list was loading is kept.
    favouritesStore.set((state) =>
      state.playerSessionId === playerSessionId
        ? { playerSessionId, ids: [...new Set([...ids, ...state.ids])], status: 'ready' }
        : state,
    );
  } catch (error) {
    favouritesStore.set((state) =>
      state.playerSessionId === playerSessionId ? { ...state, status: 'failed' } : state,
    );
    throw error;
  }
}
