import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { DepositInvoice } from '@/lib/wallet-types';

export const invoicePollMs = 3000;

/** GET /player/deposit/:id: the invoice's current status, polled while it is open. */
export function getDeposit(id: string): Promise<DepositInvoice> {
  return api.get<DepositInvoice>(`/player/deposit/${encodeURIComponent(id)}`);
}

export const depositQueryOptions = (playerSessionId: string | null, invoice: DepositInvoice) =>
  queryOptions({
    queryKey: ['player', playerSessionId, 'deposit', invoice.id] as const,
    queryFn: () => getDeposit(invoice.id),
    initialData: invoice,
    enabled: !!playerSessionId,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? invoicePollMs : false),
  });

export function useDeposit(invoice: DepositInvoice) {
  const { playerSessionId } = useSession();
  return useQuery(depositQueryOptions(playerSessionId, invoice));
}
