import type { LoyaltyData } from '@casino/contract/loyalty';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerScopeKey } from '@/features/player/api/get-player';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export type { LoyaltyData };

/** GET /player/loyalty: level, CP, progress, the last level-up and the daily cashback. */
export function getLoyalty(): Promise<LoyaltyData> {
  return api.call(playerApi.getLoyalty);
}

export const loyaltyQueryKey = (playerSessionId: string | null) =>
  [...playerScopeKey(playerSessionId), 'loyalty'] as const;

/**
 * CP move only when the player bets, so the standing is refreshed on the moments that can change it
 * (see useLoyaltyRefresh: back from a game, window focus, a new balance), never on a timer.
 */
export const loyaltyQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: loyaltyQueryKey(playerSessionId),
    queryFn: getLoyalty,
    enabled: !!playerSessionId,
    staleTime: 15_000,
    retry: false,
  });

export function useLoyalty() {
  const { playerSessionId } = useSession();
  return useQuery(loyaltyQueryOptions(playerSessionId));
}
