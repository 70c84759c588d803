import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerScopeKey } from './get-player';

/**
 * GET /player/transactions/pendingWithdrawals. Shaped by the wallet issue; until then kept as sent,
 * and its absence (404) is ignored quietly.
 */
export function getPendingWithdrawals(): Promise<unknown> {
  return api.get<unknown>('/player/transactions/pendingWithdrawals');
}

export const pendingWithdrawalsQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'pendingWithdrawals'] as const,
    queryFn: getPendingWithdrawals,
    enabled: !!playerSessionId,
    retry: false,
  });
