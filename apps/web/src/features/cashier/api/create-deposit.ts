import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CreateDepositBody, DepositInvoice } from '@/lib/wallet-types';

/** POST /player/deposit: an invoice from the payment processor for this crypto currency and amount. */
export function createDeposit(body: CreateDepositBody): Promise<DepositInvoice> {
  return api.post<DepositInvoice>('/player/deposit', body, { showMessage: false });
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
