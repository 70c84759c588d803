import type { CasinoLatestData } from '@casino/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /casinoLatestData: the home page's Latest Winners and Top Winners, from real rounds. */
export function getCasinoLatestData(): Promise<CasinoLatestData> {
  return api.get<CasinoLatestData>('/casinoLatestData');
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
