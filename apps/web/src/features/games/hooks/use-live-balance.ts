import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQueryOptions } from '@/features/player/api/get-balance';
import { useSession } from '@/lib/session';
import { freeRoundsQueryKey } from '../api/get-free-rounds';

/** While a real-money game runs, the header balance follows it: this often, and on every hint. */
export const balancePollMs = 4000;

/**
 * The game moves money through the provider, not through this page, so the page cannot know when.
 * It polls, and refreshes at once when the window regains focus or the game's frame posts a message
 * (a provider may announce a settled round that way). The balance query is the header's own; the
 * free spins left are read again on the same hint, so the bar's count follows the game's spin by spin.
 */
export function useLiveBalance(isActive: boolean, frameOrigin: string | null): void {
  const { playerSessionId } = useSession();
  const balance = useQuery({
    ...balanceQueryOptions(playerSessionId),
    enabled: isActive && !!playerSessionId,
    refetchInterval: isActive ? balancePollMs : false,
    refetchOnWindowFocus: isActive,
  });
  const { refetch } = balance;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isActive) return;
    const onMessage = (event: MessageEvent) => {
      if (!frameOrigin || event.origin !== frameOrigin) return;
      void refetch();
      void queryClient.invalidateQueries({ queryKey: freeRoundsQueryKey(playerSessionId) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isActive, frameOrigin, refetch, queryClient, playerSessionId]);
}
