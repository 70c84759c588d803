import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { TransactionFilters, TransactionsBody, TransactionsPage } from '@/lib/wallet-types';

export const transactionsPageSize = 20;

/** POST /player/transactions: one page of the history under the given filters. */
export function getTransactions(body: TransactionsBody): Promise<TransactionsPage> {
  return api.post<TransactionsPage>('/player/transactions', body, { showMessage: false });
}

/** Under ['player', session, 'transactions'], so a money movement's refresh reaches it. */
export const transactionsQueryOptions = (playerSessionId: string | null, filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: ['player', playerSessionId, 'transactions', filters] as const,
    queryFn: ({ pageParam }) =>
      getTransactions({ filters, paging: { limit: transactionsPageSize, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.transactions.length, 0);
      return loaded < last.total && last.transactions.length > 0 ? loaded : undefined;
    },
    enabled: !!playerSessionId,
  });

export function useTransactions(filters: TransactionFilters) {
  const { playerSessionId } = useSession();
  return useInfiniteQuery(transactionsQueryOptions(playerSessionId, filters));
}
