import type { GameProvider } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /games/mobile/categorized: the lists read only its providers, for the provider filter. */
export function getCategorizedGames() {
  return api.call(playerApi.listCategorizedGames);
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
