import { useMutation } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** POST /player/transactions/pendingWithdrawals/cancel: releases the holds of the listed withdrawals. */
export function cancelPendingWithdrawals(transIds: string[]) {
  return api.call(playerApi.cancelPendingWithdrawals, { body: { trans_ids: transIds }, showMessage: false });
}

export function useCancelPendingWithdrawals() {
  return useMutation({ mutationFn: cancelPendingWithdrawals });
}
