import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /player/transactions/pendingWithdrawals/cancel: releases the holds of the listed withdrawals. */
export function cancelPendingWithdrawals(transIds: string[]): Promise<{ cancelled: string[] }> {
  return api.post<{ cancelled: string[] }>(
    '/player/transactions/pendingWithdrawals/cancel',
    { trans_ids: transIds },
    { showMessage: false },
  );
}

export function useCancelPendingWithdrawals() {
  return useMutation({ mutationFn: cancelPendingWithdrawals });
}
