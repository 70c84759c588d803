import type { LoyaltyRewardsData } from '@casino/contract/loyalty';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerScopeKey } from '@/features/player/api/get-player';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

/** GET /player/loyalty/rewards: the player's level-up rewards, newest first. */
export function listLoyaltyRewards(): Promise<LoyaltyRewardsData> {
  return api.call(playerApi.listLoyaltyRewards);
}

export const loyaltyRewardsQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'loyalty', 'rewards'] as const,
    queryFn: listLoyaltyRewards,
    enabled: !!playerSessionId,
    retry: false,
  });

export function useLoyaltyRewards() {
  const { playerSessionId } = useSession();
  return useQuery(loyaltyRewardsQueryOptions(playerSessionId));
}
