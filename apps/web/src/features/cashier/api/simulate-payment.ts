import { useMutation } from '@tanstack/react-query';
import type { WebhookAnswer } from '@casino/contract/wallet';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/**
 * POST /player/deposit/:id/simulate, the sandbox processor's "pay this invoice" (non-production only): the API signs and delivers the
 * webhook exactly as a real processor would, so the credit takes the real path.
 */
export function simulatePayment(invoiceId: string): Promise<WebhookAnswer> {
  return api.call(playerApi.simulateDeposit, { params: { id: invoiceId }, showMessage: false });
}

export function useSimulatePayment() {
  return useMutation({ mutationFn: simulatePayment });
}
