import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { DepositInvoice, DepositStatus } from '@/lib/wallet-types';

export const invoicePollMs = 3000;

/**
 * Where an open invoice stands. The history lists every invoice (its transaction id is the invoice
 * id) with the status the server gives it: pending while unpaid and open, then paid or expired. An
 * invoice not among the newest deposits is judged by its expiry.
 */
export async function getDepositStatus(
  invoice: DepositInvoice,
  now: () => number = Date.now,
): Promise<DepositStatus> {
  const { transactions } = await api.call(playerApi.listTransactions, {
    body: { type: 'deposit', limit: 20, offset: 0 },
    showMessage: false,
  });
  const listed = transactions.find((row) => row.transactionId === invoice.id);
  if (listed?.status === 'completed' || listed?.status === 'over_limit') return listed.status;
  return listed?.status === 'expired' || now() >= Date.parse(invoice.expiresAt) ? 'expired' : 'pending';
}

/** Polled while pending; under 'transactions', so the refresh after a payment asks again at once. */
export const depositStatusQueryOptions = (playerSessionId: string | null, invoice: DepositInvoice) =>
  queryOptions({
    queryKey: ['player', playerSessionId, 'transactions', 'depositStatus', invoice.id] as const,
    queryFn: () => getDepositStatus(invoice),
    initialData: 'pending' as DepositStatus,
    initialDataUpdatedAt: 0,
    enabled: !!playerSessionId,
    retry: false,
    refetchInterval: (query) => (query.state.data === 'pending' ? invoicePollMs : false),
  });

export function useDepositStatus(invoice: DepositInvoice): DepositStatus {
  const { playerSessionId } = useSession();
  return useQuery(depositStatusQueryOptions(playerSessionId, invoice)).data;
}
