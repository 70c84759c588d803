import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQueryOptions } from '@/features/player/api/get-balance';
import { useSession } from '@/lib/session';

/** While a real-money game runs, the header balance follows it: this often, and on every hint. */
export const balancePollMs = 4000;

/**
 * The game moves money through the provider, not through this page, so the page cannot know when.
 * It polls, and refreshes at once when the window regains focus or the game's frame posts a message
 * (a provider may announce a settled round that way). The balance query is the header's own.
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
  useEffect(() => {
    if (!isActive) return;
    const onMessage = (event: MessageEvent) => {
      if (frameOrigin && event.origin === frameOrigin) void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isActive, frameOrigin, refetch]);
}
