import { useMutation } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import type { CreateDepositBody, DepositInvoice } from '@/lib/wallet-types';

/** POST /player/deposit: an invoice from the payment processor for this crypto currency and amount. */
export function createDeposit(body: CreateDepositBody): Promise<DepositInvoice> {
  return api.call(playerApi.createDeposit, { body, showMessage: false });
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
