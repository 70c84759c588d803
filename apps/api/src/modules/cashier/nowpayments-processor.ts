import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CryptoCurrency } from '@casino/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import {
  headerOf,
  type Invoice,
  type InvoiceRequest,
  type PaymentEvent,
  type PaymentProcessor,
} from './processor';
import { formatUnits, parseUnits } from '@casino/rules/money';
import { coinDecimals } from './units';

export const nowpaymentsSignatureHeader = 'x-nowpayments-sig';

/** NOWPayments' ticker per coin: we take USDT on Ethereum (ERC-20), as withdrawals pay it. */
const payCurrency: Record<CryptoCurrency, string> = {
  BTC: 'btc',
  ETH: 'eth',
  LTC: 'ltc',
  USDT: 'usdterc20',
  XRP: 'xrp',
};

/** Keys sorted at every depth, as NOWPayments serialises the body it signs. */
export function sortedJson(value: unknown): string {
  const sort = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sort);
    if (item && typeof item === 'object')
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, sort((item as Record<string, unknown>)[key])]),
      );
    return item;
  };
  return JSON.stringify(sort(value));
}

export function signNowpayments(body: unknown, ipnSecret: string): string {
  return createHmac('sha512', ipnSecret).update(sortedJson(body)).digest('hex');
}

/**
 * NOWPayments sends coin amounts as JSON numbers. Their shortest decimal form (String(n)) is the
 * decimal they wrote whenever it has 15 significant digits or fewer, which every coin amount with
 * 8 decimals of a sane size has; from there on it is integers only.
 */
function coinUnitsOf(value: unknown): bigint | null {
  if (typeof value === 'string') return parseUnits(value, coinDecimals);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  return parseUnits(text.includes('e') ? value.toFixed(coinDecimals) : text, coinDecimals);
}

const createdSchema = z.object({
  payment_id: z.union([z.string(), z.number()]),
  pay_address: z.string().min(1),
  payin_extra_id: z.string().nullish(),
  pay_amount: z.union([z.number(), z.string()]),
  expiration_estimate_date: z.string().nullish(),
});

const ipnSchema = z.object({
  payment_id: z.union([z.string(), z.number()]),
  payment_status: z.string(),
  actually_paid: z.union([z.number(), z.string()]),
  order_id: z.string().nullish(),
});

/**
 * NOWPayments (https://documenter.getpostman.com/view/7907941/S1a32n38): invoices through
 * POST {api}/payment with x-api-key, IPN callbacks signed with HMAC-SHA512 over the body with sorted
 * keys (header x-nowpayments-sig). Credited on `finished` with `actually_paid`, at the invoice's rate
 * (the fiat amount over the coin amount NOWPayments quoted). Payouts need their separate mass-payout
 * account (JWT + 2FA): not wired, so a payout fails and the withdrawal stays processing for staff.
 */
export function createNowpaymentsProcessor(options: {
  apiUrl: string;
  apiKey: string;
  ipnSecret: string;
  callbackUrl: string;
}): PaymentProcessor {
  return {
    name: 'nowpayments',
    async createInvoice(request: InvoiceRequest): Promise<Invoice> {
      const response = await fetch(`${options.apiUrl}/payment`, {
        method: 'POST',
        headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          price_amount: formatUnits(request.amountMinor, request.minorUnits),
          price_currency: request.accountCurrency.toLowerCase(),
          pay_currency: payCurrency[request.cryptoCurrency],
          order_id: request.depositId,
          order_description: 'Casino deposit',
          ipn_callback_url: options.callbackUrl,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new AppError('processor_unavailable');
      const created = createdSchema.parse(await response.json());
      const payUnits = coinUnitsOf(created.pay_amount);
      if (!payUnits || payUnits <= 0n) throw new AppError('processor_unavailable');
      return {
        invoiceId: String(created.payment_id),
        address: created.pay_address,
        memoTag: created.payin_extra_id || null,
        cryptoUnits: payUnits,
        rate: { num: request.amountMinor, den: payUnits },
        expiresAt: created.expiration_estimate_date ? new Date(created.expiration_estimate_date) : null,
      };
    },
    verifyWebhook(rawBody, headers) {
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return false;
      }
      const given = Buffer.from(headerOf(headers, nowpaymentsSignatureHeader));
      const expected = Buffer.from(signNowpayments(body, options.ipnSecret));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    parseWebhook(rawBody): PaymentEvent | null {
      const parsed = ipnSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!parsed.success) return null;
      const paidUnits = coinUnitsOf(parsed.data.actually_paid);
      if (paidUnits === null) return null;
      const id = String(parsed.data.payment_id);
      return {
        invoiceId: id,
        paymentId: id,
        paidUnits,
        paid: parsed.data.payment_status === 'finished' && paidUnits > 0n,
      };
    },
    async sendPayout() {
      throw new AppError('payout_failed');
    },
  };
}
