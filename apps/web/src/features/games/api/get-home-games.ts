import type { Game, GameFilterCategory } from '@casino/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFilteredGames } from './get-filtered-games';

/** A home row of a filter (New Releases, Live Casino): its first few games. */
export const homeGamesQueryOptions = (category: GameFilterCategory, size: number) =>
  queryOptions({
    queryKey: ['games', 'home', category, size] as const,
    queryFn: async ({ signal }): Promise<Game[]> =>
      (
        await getFilteredGames(
          { category, provider: 'all', sort: category === 'new' ? 'new' : 'popular', limit: size, offset: 0 },
          signal,
        )
      ).games,
    staleTime: 60_000,
  });

export function useHomeGames(category: GameFilterCategory, size: number) {
  return useQuery(homeGamesQueryOptions(category, size));
}
