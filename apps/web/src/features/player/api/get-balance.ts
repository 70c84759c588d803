import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerScopeKey } from './get-player';

/**
 * GET /player/balance. The wallet issue defines its shape in the contract; until then it is kept as
 * sent and nothing reads its fields, and a missing endpoint (404) is not an error worth showing.
 */
export function getBalance(): Promise<unknown> {
  return api.get<unknown>('/player/balance');
}

export const balanceQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'balance'] as const,
    queryFn: getBalance,
    enabled: !!playerSessionId,
    retry: false,
  });
