import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { balanceQueryOptions } from '@/features/player/api/get-balance';
import { useSession } from '@/lib/session';
import { loyaltyQueryKey } from '../api/get-loyalty';

const isGamePath = (pathname: string) => /^\/(mobile\/)?play\//.test(pathname);

/**
 * CP change only when the player's bets settle, so the standing is fetched again on the moments that
 * can follow one: the balance changed (a round settled, a deposit, a claim), the player came back
 * from a game, the window got the focus back. No timer: the game page already polls the balance.
 */
export function useLoyaltyRefresh(): void {
  const queryClient = useQueryClient();
  const { playerSessionId } = useSession();
  const { pathname } = useLocation();
  // Reads the header's balance from the cache; it does not fetch on its own.
  const { data: balance } = useQuery({ ...balanceQueryOptions(playerSessionId), enabled: false });
  const balanceKey = balance ? `${balance.currency}:${balance.cash}:${balance.bonus}` : null;
  const lastBalance = useRef<string | null>(null);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (!playerSessionId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: loyaltyQueryKey(playerSessionId) });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, playerSessionId]);

  useEffect(() => {
    const previous = lastBalance.current;
    lastBalance.current = balanceKey;
    if (!playerSessionId || previous === null || balanceKey === null || previous === balanceKey) return;
    void queryClient.invalidateQueries({ queryKey: loyaltyQueryKey(playerSessionId) });
  }, [queryClient, playerSessionId, balanceKey]);

  useEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;
    if (playerSessionId && isGamePath(previous) && !isGamePath(pathname))
      void queryClient.invalidateQueries({ queryKey: loyaltyQueryKey(playerSessionId) });
  }, [queryClient, playerSessionId, pathname]);
}
