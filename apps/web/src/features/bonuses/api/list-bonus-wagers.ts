import type { BonusWagersData } from '@casino/contract/bonuses';
import { playerApi } from '@casino/contract/routes/player-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api';
import { playerBonusesQueryKey } from './get-player-bonuses';

export type BonusWager = BonusWagersData['wagers'][number];

/** GET /player/bonuses/:id/wagers?offset=: the rounds that counted from `offset` on, newest first. */
export function listBonusWagers(id: string, offset: number): Promise<BonusWagersData> {
  return api.call(playerApi.listBonusWagers, { params: { id }, query: { offset }, showMessage: false });
}

/** Under the bonuses key, so an action's refresh brings the rounds up to date with the progress. */
export const bonusWagersQueryOptions = (playerSessionId: string | null, bonusId: string) =>
  infiniteQueryOptions({
    queryKey: [...playerBonusesQueryKey(playerSessionId), 'wagers', bonusId] as const,
    queryFn: ({ pageParam }) => listBonusWagers(bonusId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.wagers.length : undefined),
    enabled: !!playerSessionId,
    retry: false,
  });

export function useBonusWagers(bonusId: string) {
  const { playerSessionId } = useSession();
  return useInfiniteQuery(bonusWagersQueryOptions(playerSessionId, bonusId));
}
