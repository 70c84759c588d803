import type { Game } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /games/{system}/{title}: the play page finds its game by provider code and slug. */
export async function getGameBySlug(system: string, title: string): Promise<Game> {
  const data = await api.call(playerApi.getGameBySlug, { params: { system, title } });
  return data.game;
}

export const gameBySlugQueryOptions = (system: string, title: string) =>
  queryOptions({
    queryKey: ['games', 'bySlug', system, title] as const,
    queryFn: () => getGameBySlug(system, title),
    staleTime: 5 * 60_000,
  });

export function useGameBySlug(system: string, title: string) {
  return useQuery(gameBySlugQueryOptions(system, title));
}
