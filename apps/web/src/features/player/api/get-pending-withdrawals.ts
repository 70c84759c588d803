import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { PendingWithdrawal } from '@/lib/wallet-types';
import { playerScopeKey } from './get-player';

/** GET /player/transactions/pendingWithdrawals: withdrawals still waiting, which a cancel releases. */
export async function getPendingWithdrawals(): Promise<PendingWithdrawal[]> {
  const data = await api.call(playerApi.listPendingWithdrawals);
  return data.withdrawals;
}

export const pendingWithdrawalsQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'pendingWithdrawals'] as const,
    queryFn: getPendingWithdrawals,
    enabled: !!playerSessionId,
    retry: false,
  });

export function usePendingWithdrawals() {
  const { playerSessionId } = useSession();
  return useQuery(pendingWithdrawalsQueryOptions(playerSessionId));
}
