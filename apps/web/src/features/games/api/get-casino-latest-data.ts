import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /casinoLatestData: the home page's Latest Winners and Top Winners, from real rounds. */
export function getCasinoLatestData() {
  return api.call(playerApi.getCasinoLatestData);
}

export const casinoLatestDataQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'latestData'] as const,
    queryFn: getCasinoLatestData,
    staleTime: 30_000,
  });

export function useCasinoLatestData() {
  return useQuery(casinoLatestDataQueryOptions());
}
