import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { WithdrawalMethod } from '@/lib/wallet-types';

/** GET /player/withdrawalMethods: each with its time, fee, minimum and maximum (spec section 2). */
export async function getWithdrawalMethods(): Promise<WithdrawalMethod[]> {
  const data = await api.call(playerApi.listWithdrawalMethods);
  return data.methods;
}

export const withdrawalMethodsQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: ['player', playerSessionId, 'withdrawalMethods'] as const,
    queryFn: getWithdrawalMethods,
    enabled: !!playerSessionId,
    staleTime: 5 * 60_000,
  });

export function useWithdrawalMethods() {
  const { playerSessionId } = useSession();
  return useQuery(withdrawalMethodsQueryOptions(playerSessionId));
}
