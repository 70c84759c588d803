import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/lib/session';
import { playerScopeKey } from '../api/get-player';

/** What a money movement changes: the balance, pending withdrawals, history and first_deposit. */
const walletQueries = ['balance', 'pendingWithdrawals', 'transactions', 'me'] as const;

export function refreshWallet(queryClient: QueryClient, playerSessionId: string | null): Promise<void> {
  return Promise.all(
    walletQueries.map((name) =>
      queryClient.invalidateQueries({ queryKey: [...playerScopeKey(playerSessionId), name] }),
    ),
  ).then(() => undefined);
}

/** Call after every deposit, withdrawal request and cancel: the header balance follows at once. */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { playerSessionId } = useSession();
  return useCallback(() => refreshWallet(queryClient, playerSessionId), [queryClient, playerSessionId]);
}
