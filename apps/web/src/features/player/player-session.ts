import type { LoginData } from '@casino/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { dismissPlayerNotices } from '@/lib/notifications';
import { clearPlayer, setPlayerSession } from '@/lib/session';
import { storage, type KeyValueStore } from '@/lib/storage';
import { playerQueryOptions } from './api/get-player';

/** After a login: keep the new session id, set the flag, and seed the cache with the player it returned. */
export function startPlayerSession(
  queryClient: QueryClient,
  login: Pick<LoginData, 'playerSessionId' | 'player'>,
  store: KeyValueStore = storage,
): void {
  queryClient.setQueryData(playerQueryOptions(login.playerSessionId).queryKey, login.player);
  setPlayerSession(login.playerSessionId, store);
}

/** Logout and session expiry: forget the id, everything cached and every notice about the player. */
export function endPlayerSession(queryClient: QueryClient, store: KeyValueStore = storage): void {
  clearPlayer(store);
  dismissPlayerNotices();
  queryClient.removeQueries({ queryKey: ['player'] });
}
