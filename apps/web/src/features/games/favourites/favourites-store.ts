import { createStore, useStore } from '@/lib/create-store';
import { useSession } from '@/lib/session';

/**
 * The favourite game ids every tile reads (spec section 3: a list of game ids). They belong to one
 * player session: ids of another session are never shown, so a logout or a new login starts empty.
 */
export interface FavouritesState {
  playerSessionId: string | null;
  ids: string[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const favouritesStore = createStore<FavouritesState>({
  playerSessionId: null,
  ids: [],
  status: 'idle',
});

/** Spec section 4: adding appends the id only on success. */
export function appendFavourite(playerSessionId: string, gameId: string): void {
  favouritesStore.set((state) =>
    state.playerSessionId !== playerSessionId || state.ids.includes(gameId)
      ? state
      : { ...state, ids: [...state.ids, gameId] },
  );
}

/** Spec section 4: removing deletes the id only on success. */
export function deleteFavourite(playerSessionId: string, gameId: string): void {
  favouritesStore.set((state) =>
    state.playerSessionId !== playerSessionId
      ? state
      : { ...state, ids: state.ids.filter((id) => id !== gameId) },
  );
}

/** The current session's favourites; empty for a visitor or until they are loaded. */
export function useFavouriteIds(): FavouritesState {
  const state = useStore(favouritesStore);
  const { playerSessionId } = useSession();
  return state.playerSessionId === playerSessionId && playerSessionId !== null
    ? state
    : { playerSessionId, ids: [], status: 'idle' };
}
