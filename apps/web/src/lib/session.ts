import { createStore, useStore } from './create-store';
import { storage, storageKeys, type KeyValueStore } from './storage';

/**
 * The player of this browser. `player` stays null until the player issue defines GET /player's shape:
 * nothing here invents its fields.
 */
export interface SessionState {
  playerSessionId: string | null;
  player: unknown;
}

export const sessionStore = createStore<SessionState>({
  playerSessionId: storage.get(storageKeys.playerSessionId),
  player: null,
});

export function isLoggedIn(store: KeyValueStore = storage): boolean {
  return !!store.get(storageKeys.playerSessionId);
}

export function setPlayer(player: unknown): void {
  sessionStore.set((state) => ({ ...state, player }));
}

/** Forgets the player: state and the stored player session id. */
export function clearPlayer(store: KeyValueStore = storage): void {
  store.remove(storageKeys.playerSessionId);
  sessionStore.set({ playerSessionId: null, player: null });
}

export function useSession(): SessionState & { hasPlayer: boolean } {
  const state = useStore(sessionStore);
  return { ...state, hasPlayer: !!state.playerSessionId && state.player !== null };
}
