import type { CryptoCurrency } from '@casino/contract';
import type { EurRate } from '@casino/rules';
import type { Rate } from './units';

export interface InvoiceRequest {
  /** Our deposit id: processors echo it back (order id), so a webhook finds its invoice. */
  depositId: string;
  cryptoCurrency: CryptoCurrency;
  amountMinor: bigint;
  accountCurrency: string;
  minorUnits: number;
  perEur: EurRate;
}

export interface Invoice {
  invoiceId: string;
  address: string;
  memoTag: string | null;
  cryptoUnits: bigint;
  rate: Rate;
  expiresAt: Date | null;
}

/** A verified webhook reduced to what the cashier needs; `paid` false for non-final statuses. */
export interface PaymentEvent {
  invoiceId: string;
  paymentId: string;
  paidUnits: bigint;
  paid: boolean;
}

export interface PayoutRequest {
  withdrawalId: string;
  cryptoCurrency: CryptoCurrency;
  address: string;
  memoTag: string | null;
  amountMinor: bigint;
  accountCurrency: string;
  perEur: EurRate;
}

/**
 * What the cashier needs from a payment processor. Adapters talk to the processor's documented API;
 * the cashier never sees its wire format.
 */
export interface PaymentProcessor {
  readonly name: string;
  createInvoice(request: InvoiceRequest): Promise<Invoice>;
  /** Checks the signature over the raw body exactly as received, before anything is parsed. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  parseWebhook(rawBody: Buffer): PaymentEvent | null;
  sendPayout(request: PayoutRequest): Promise<{ payoutId: string }>;
}

export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
