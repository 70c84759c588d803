import type { PlayerBonusesData } from '@casino/contract/bonuses';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerScopeKey } from '@/features/player/api/get-player';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export type { PlayerBonus, PlayerBonusesData } from '@casino/contract/bonuses';

/** GET /player/bonuses: the active bonus, those waiting, the past ones and the offers to claim. */
export function getPlayerBonuses(): Promise<PlayerBonusesData> {
  return api.call(playerApi.listPlayerBonuses);
}

/** Under the player's scope, so logging out forgets it; every bonus action invalidates it. */
export const playerBonusesQueryKey = (playerSessionId: string | null) =>
  [...playerScopeKey(playerSessionId), 'bonuses'] as const;

export const playerBonusesQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: playerBonusesQueryKey(playerSessionId),
    queryFn: getPlayerBonuses,
    enabled: !!playerSessionId,
    staleTime: 15_000,
    retry: false,
  });

export function usePlayerBonuses() {
  const { playerSessionId } = useSession();
  return useQuery(playerBonusesQueryOptions(playerSessionId));
}
