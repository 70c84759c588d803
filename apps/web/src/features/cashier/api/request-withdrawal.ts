import { useMutation } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import type { PendingWithdrawal, WithdrawBody } from '@/lib/wallet-types';

/** POST /player/withdraw: moves the amount to a hold until staff review it. */
export function requestWithdrawal(body: WithdrawBody): Promise<PendingWithdrawal> {
  return api.call(playerApi.requestWithdrawal, { body, showMessage: false });
}

export function useRequestWithdrawal() {
  return useMutation({ mutationFn: requestWithdrawal });
}
