import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { Balance } from '@/lib/wallet-types';
import { playerScopeKey } from './get-player';

/** GET /player/balance: cash, bonus and withdrawable in the account currency. */
export function getBalance(): Promise<Balance> {
  return api.call(playerApi.getBalance);
}

export const balanceQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'balance'] as const,
    queryFn: getBalance,
    enabled: !!playerSessionId,
    retry: false,
  });

export function useBalance() {
  const { playerSessionId } = useSession();
  return useQuery(balanceQueryOptions(playerSessionId));
}
