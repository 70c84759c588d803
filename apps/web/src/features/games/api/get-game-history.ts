import type { GameHistoryBody } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export const gameHistoryPageSize = 20;

export interface GameHistoryFilters {
  /** Calendar days as the date inputs give them (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

/** POST /player/gameHistory: one page of the player's rounds, newest first (game recall). */
export function getGameHistory(body: GameHistoryBody) {
  return api.call(playerApi.listGameHistory, { body, showMessage: false });
}

/** Under ['player', session, ...]: a logout forgets it and another session never reads it. */
export const gameHistoryQueryOptions = (playerSessionId: string | null, filters: GameHistoryFilters) =>
  infiniteQueryOptions({
    queryKey: ['player', playerSessionId, 'gameHistory', filters] as const,
    queryFn: ({ pageParam }) => getGameHistory({ ...filters, limit: gameHistoryPageSize, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rounds.length, 0);
      return loaded < last.total && last.rounds.length > 0 ? loaded : undefined;
    },
    enabled: !!playerSessionId,
  });

export function useGameHistory(filters: GameHistoryFilters) {
  const { playerSessionId } = useSession();
  return useInfiniteQuery(gameHistoryQueryOptions(playerSessionId, filters));
}
