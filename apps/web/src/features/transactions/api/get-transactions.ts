import type { TransactionsBody } from '@casino/contract/wallet';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { Transaction, TransactionFilters } from '@/lib/wallet-types';

export const transactionsPageSize = 20;

export interface TransactionsPage {
  transactions: Transaction[];
  total: number;
}

/** POST /player/transactions: one page of the history, newest first. */
export function getTransactions(body: Partial<TransactionsBody>): Promise<TransactionsPage> {
  return api.call(playerApi.listTransactions, { body, showMessage: false });
}

/** A calendar date in the player's time zone, as the instant its day starts. */
function startOfDay(date: string, dayOffset = 0): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + dayOffset).toISOString();
}

/** The form's inclusive dates become the API's range: from the first day's start to after the last. */
export function toTransactionsBody(filters: TransactionFilters, offset: number): Partial<TransactionsBody> {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.dateFrom ? { from: startOfDay(filters.dateFrom) } : {}),
    ...(filters.dateTo ? { to: startOfDay(filters.dateTo, 1) } : {}),
    limit: transactionsPageSize,
    offset,
  };
}

/** Under ['player', session, 'transactions'], so a money movement's refresh reaches it. */
export const transactionsQueryOptions = (playerSessionId: string | null, filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: ['player', playerSessionId, 'transactions', filters] as const,
    queryFn: ({ pageParam }) => getTransactions(toTransactionsBody(filters, pageParam)),
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
