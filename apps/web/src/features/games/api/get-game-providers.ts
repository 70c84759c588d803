import type { CategorizedGamesData, GameProvider } from '@casino/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /games/mobile/categorized: the lists read only its providers, for the provider filter. */
export function getCategorizedGames(): Promise<CategorizedGamesData> {
  return api.get<CategorizedGamesData>('/games/mobile/categorized');
}

export const gameProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'categorized'] as const,
    queryFn: getCategorizedGames,
    select: (data): GameProvider[] => data.providers,
    staleTime: 10 * 60_000,
  });

export function useGameProviders() {
  return useQuery(gameProvidersQueryOptions());
}
