import type { Game, GameCategory, GameListData } from '@casino/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /games/mostPlayed/{section}/{limit}: the home page's Top Games. */
export async function getMostPlayed(section: 'all' | GameCategory, limit: number): Promise<Game[]> {
  const data = await api.get<GameListData>(`/games/mostPlayed/${section}/${limit}`);
  return data.games;
}

export const mostPlayedQueryOptions = (section: 'all' | GameCategory, limit: number) =>
  queryOptions({
    queryKey: ['games', 'mostPlayed', section, limit] as const,
    queryFn: () => getMostPlayed(section, limit),
    staleTime: 60_000,
  });

export function useMostPlayed(section: 'all' | GameCategory, limit: number) {
  return useQuery(mostPlayedQueryOptions(section, limit));
}
