import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The sandbox processor's "pay this invoice" (non-production only): the API signs and delivers the
 * webhook exactly as a real processor would, so the credit takes the real path.
 */
export function simulatePayment(invoiceId: string): Promise<unknown> {
  return api.post<unknown>(
    `/sandbox/invoices/${encodeURIComponent(invoiceId)}/pay`,
    {},
    { showMessage: false },
  );
}

export function useSimulatePayment() {
  return useMutation({ mutationFn: simulatePayment });
}
