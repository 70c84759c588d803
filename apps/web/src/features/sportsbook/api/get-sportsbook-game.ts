import type { Game } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /sportsbook/game: the sportsbook's catalogue entry, which /sportsbook launches like a game. */
export async function getSportsbookGame(): Promise<Game> {
  const data = await api.call(playerApi.getSportsbookGame);
  return data.game;
}

export function useSportsbookGame() {
  return useQuery({
    queryKey: ['sportsbook', 'game'] as const,
    queryFn: getSportsbookGame,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
