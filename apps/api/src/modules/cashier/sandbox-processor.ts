import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CryptoCurrency } from '@casino/contract';
import type { EurRate } from '@casino/rules';
import { z } from 'zod';
import {
  headerOf,
  type Invoice,
  type InvoiceRequest,
  type PaymentEvent,
  type PaymentProcessor,
} from './processor';
import { parseUnits } from '@casino/rules/money';
import { coinScale, coinUnitsFor, type Rate } from './units';

export const sandboxSignatureHeader = 'x-sandbox-signature';

/** EUR cents per whole coin: fixed, so sandbox invoices and tests are reproducible. */
const eurCentsPerCoin: Record<CryptoCurrency, bigint> = {
  BTC: 6_000_000n,
  ETH: 300_000n,
  LTC: 8_000n,
  USDT: 92n,
  XRP: 50n,
};

/** Account minor units per coin unit: the coin's EUR price times the account currency's EUR rate. */
export function sandboxRate(coin: CryptoCurrency, perEur: EurRate): Rate {
  return {
    num: eurCentsPerCoin[coin] * BigInt(perEur.num),
    den: coinScale * BigInt(perEur.den),
  };
}

export const sandboxWebhookSchema = z.object({
  invoiceId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  cryptoCurrency: z.string(),
  /** Coins received, a decimal string with up to 8 decimals. */
  amount: z.string().max(30),
  status: z.enum(['paid', 'failed']),
});
export type SandboxWebhook = z.infer<typeof sandboxWebhookSchema>;

export function signSandboxBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Looks like each chain's address so the web shows something realistic; never a real wallet. */
function sandboxAddress(coin: CryptoCurrency, depositId: string): string {
  const hex = createHash('sha256').update(depositId).digest('hex');
  if (coin === 'BTC') return `tb1q${hex.slice(0, 38)}`;
  if (coin === 'LTC') return `tltc1q${hex.slice(0, 38)}`;
  if (coin === 'XRP') return 'rSandboxCasinoDepositsXXXXXXXXXXX';
  return `0x${hex.slice(0, 40)}`;
}

/**
 * The built-in processor: invoices at fixed rates, payments that arrive as webhooks signed with
 * HMAC-SHA256 over the raw body (header `x-sandbox-signature: sha256=<hex>`), and payouts that always
 * succeed. docs/payments.md documents the format so an outside test can pay an invoice.
 */
export function createSandboxProcessor(secret: string): PaymentProcessor {
  return {
    name: 'sandbox',
    async createInvoice(request: InvoiceRequest): Promise<Invoice> {
      const rate = sandboxRate(request.cryptoCurrency, request.perEur);
      const isMemoCoin = request.cryptoCurrency === 'XRP';
      return {
        invoiceId: request.depositId,
        address: sandboxAddress(request.cryptoCurrency, request.depositId),
        // A destination tag is a 32-bit unsigned integer; derived from the deposit id, unique enough here.
        memoTag: isMemoCoin ? String(parseInt(request.depositId.replace(/-/g, '').slice(0, 7), 16)) : null,
        cryptoUnits: coinUnitsFor(request.amountMinor, rate),
        rate,
        expiresAt: null,
      };
    },
    verifyWebhook(rawBody, headers) {
      const given = Buffer.from(headerOf(headers, sandboxSignatureHeader));
      const expected = Buffer.from(signSandboxBody(rawBody.toString('utf8'), secret));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    parseWebhook(rawBody): PaymentEvent | null {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const parsed = sandboxWebhookSchema.safeParse(json);
      if (!parsed.success) return null;
      const paidUnits = parseUnits(parsed.data.amount, 8);
      if (paidUnits === null || paidUnits <= 0n) return null;
      return {
        invoiceId: parsed.data.invoiceId,
        paymentId: parsed.data.paymentId,
        paidUnits,
        paid: parsed.data.status === 'paid',
      };
    },
    async sendPayout(request) {
      return { payoutId: `sandbox-payout-${request.withdrawalId}` };
    },
  };
}
