import type { AnonSessionData } from '@casino/contract/session';
import { storageKeys, type KeyValueStore } from '@/lib/storage';

export interface LogoutDeps {
  storage: KeyValueStore;
  /** GET /player/logout; only reachable when a player session exists. */
  callLogout: () => Promise<unknown>;
  getAnonSession: () => Promise<AnonSessionData>;
  clearPlayer: () => void;
}

/**
 * Spec section 4: logout clears the stored player and anonymous ids, then a fresh anonymous session
 * is created. A failed logout call is only logged.
 */
export async function logout(deps: LogoutDeps): Promise<void> {
  try {
    await deps.callLogout();
  } catch (error) {
    console.warn('Logout call failed', error);
  }
  deps.clearPlayer();
  deps.storage.remove(storageKeys.playerSessionId);
  deps.storage.remove(storageKeys.anonSessionId);
  const session = await deps.getAnonSession();
  deps.storage.set(storageKeys.anonSessionId, session.anonSessionId);
}
