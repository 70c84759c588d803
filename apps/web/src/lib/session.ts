import { createStore, useStore } from './create-store';
import { storage, storageKeys, type KeyValueStore } from './storage';

/**
 * Who this browser is: the stored player session id mirrored in a store so React re-renders when it
 * changes. The player itself lives in the TanStack Query cache (features/player/api/get-player.ts),
 * keyed by this id, so a new login or a logout never shows another session's data.
 */
export interface SessionState {
  playerSessionId: string | null;
}

export const sessionStore = createStore<SessionState>({
  playerSessionId: storage.get(storageKeys.playerSessionId),
});

/** For guards, which run outside React: the stored id is the truth. */
export function isLoggedIn(store: KeyValueStore = storage): boolean {
  return !!store.get(storageKeys.playerSessionId);
}

/** Spec section 4: the session id kept locally and the logged-in flag set, in one step. */
export function setPlayerSession(playerSessionId: string, store: KeyValueStore = storage): void {
  store.set(storageKeys.playerSessionId, playerSessionId);
  sessionStore.set({ playerSessionId });
}

/** Re-reads the stored id (startup may have removed it). */
export function syncPlayerSession(store: KeyValueStore = storage): void {
  sessionStore.set({ playerSessionId: store.get(storageKeys.playerSessionId) });
}

/** Forgets the player: state and the stored player session id. */
export function clearPlayer(store: KeyValueStore = storage): void {
  store.remove(storageKeys.playerSessionId);
  sessionStore.set({ playerSessionId: null });
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
