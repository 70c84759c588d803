import type { Player } from '@casino/contract/player';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import { storage, storageKeys } from '@/lib/storage';

export async function getPlayer(): Promise<Player> {
  const player = await api.call(playerApi.getPlayer);
  // Spec section 3 keeps the player's country code in the browser, as 'user-countrycode'.
  if (player.countrycode) storage.set(storageKeys.countryCode, player.countrycode);
  return player;
}

/**
 * Everything that belongs to one player session sits under ['player', sessionId]: dropping that
 * prefix on logout forgets it all, and a new session never reads the previous one's cache.
 */
export const playerScopeKey = (playerSessionId: string | null) => ['player', playerSessionId] as const;

export const playerQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'me'] as const,
    queryFn: getPlayer,
    enabled: !!playerSessionId,
    staleTime: 60_000,
  });

/** The current player, or null when nobody is logged in (or GET /player has not answered yet). */
export function usePlayer(): Player | null {
  const { playerSessionId } = useSession();
  const { data } = useQuery(playerQueryOptions(playerSessionId));
  return playerSessionId && data ? data : null;
}

/** Startup step "the player is loaded" (spec section 4), into the same cache usePlayer reads. */
export async function loadPlayer(queryClient: QueryClient, playerSessionId: string): Promise<void> {
  await queryClient.fetchQuery(playerQueryOptions(playerSessionId));
}
