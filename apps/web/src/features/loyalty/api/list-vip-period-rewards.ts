import type { VipPeriodRewardsData } from '@casino/contract/loyalty';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerScopeKey } from '@/features/player/api/get-player';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

/** GET /player/loyalty/vipRewards: the player's VIP weekly and monthly rewards, newest period first. */
export function listVipPeriodRewards(): Promise<VipPeriodRewardsData> {
  return api.call(playerApi.listVipPeriodRewards);
}

export const vipPeriodRewardsQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'loyalty', 'vipRewards'] as const,
    queryFn: listVipPeriodRewards,
    enabled: !!playerSessionId,
    retry: false,
  });

export function useVipPeriodRewards() {
  const { playerSessionId } = useSession();
  return useQuery(vipPeriodRewardsQueryOptions(playerSessionId));
}
