import { playerApi } from '@casino/contract/routes/player-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export interface LaunchRequest {
  gameId: string;
  isFun: boolean;
  viewMode: 'desktop' | 'mobile';
  /**
   * Part of the query's key only: the server takes the language from the request's header, so a
   * launch keyed by it opens again in a new language (the sportsbook does; a game keeps its round).
   */
  language?: string;
}

/**
 * GET /player/game/{id}: the provider's game page with a short-lived launch token. The provider sends
 * the player back to homeUrl and to cashierUrl for a deposit, so both are absolute URLs of this site.
 */
export function launchGame({ gameId, isFun, viewMode }: LaunchRequest) {
  const origin = window.location.origin;
  return api.call(playerApi.launchGame, {
    params: { id: gameId },
    query: {
      play_for_fun: isFun ? 'true' : 'false',
      homeUrl: `${origin}/`,
      cashierUrl: `${origin}/cashier/deposit`,
      viewMode,
    },
  });
}

/**
 * A launch token is single-use and short-lived: never served from the cache or refetched behind the
 * player's back (a refetch would reload the frame mid-round). Keyed by session so a login relaunches.
 */
export function useLaunchGame(request: LaunchRequest | null) {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: ['launch', playerSessionId, request] as const,
    queryFn: () => launchGame(request!),
    enabled: request !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}
