import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { DepositInvoice } from '@/lib/wallet-types';

/** GET /player/deposit/{id}: one of the player's own open invoices, shown again until it expires. */
export function getDepositInvoice(id: string): Promise<DepositInvoice> {
  return api.call(playerApi.getDepositInvoice, { params: { id }, showMessage: false });
}

export const depositInvoiceQueryOptions = (playerSessionId: string | null, id: string) =>
  queryOptions({
    queryKey: ['player', playerSessionId, 'depositInvoice', id] as const,
    queryFn: () => getDepositInvoice(id),
    enabled: !!playerSessionId && id !== '',
    retry: false,
    // An invoice never changes; its status is polled apart (get-deposit-status.ts).
    staleTime: Infinity,
  });

export function useDepositInvoice(id: string) {
  const { playerSessionId } = useSession();
  return useQuery(depositInvoiceQueryOptions(playerSessionId, id));
}
