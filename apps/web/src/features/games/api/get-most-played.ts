import type { Game, GameCategory } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /games/mostPlayed/{section}/{limit}: the home page's Top Games. */
export async function getMostPlayed(section: 'all' | GameCategory, limit: number): Promise<Game[]> {
  const data = await api.call(playerApi.listMostPlayed, { params: { section, limit: String(limit) } });
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
