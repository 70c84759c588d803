import type { Transaction } from '@casino/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

/** The player's unpaid invoices still open: the history's pending deposits, newest first. */
export async function getOpenInvoices(): Promise<Transaction[]> {
  const { transactions } = await api.call(playerApi.listTransactions, {
    body: { type: 'deposit', status: 'pending', limit: 10, offset: 0 },
    showMessage: false,
  });
  return transactions;
}

/** Under 'transactions', so the refresh after a payment asks again at once. */
export const openInvoicesQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: ['player', playerSessionId, 'transactions', 'openInvoices'] as const,
    queryFn: getOpenInvoices,
    enabled: !!playerSessionId,
  });

export function useOpenInvoices() {
  const { playerSessionId } = useSession();
  return useQuery(openInvoicesQueryOptions(playerSessionId));
}
