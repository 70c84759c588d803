import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { signSandboxBody, type SandboxWebhook } from './sandbox-processor';
import { formatUnits } from '@casino/rules/money';
import { coinDecimals } from './units';

export interface SignedWebhook {
  body: string;
  signature: string;
}

/**
 * What the sandbox processor would send when the player pays one of their own sandbox invoices: the
 * caller delivers it to POST /payments/webhook/sandbox like any processor's webhook.
 */
export async function buildSandboxPayment(
  db: Database,
  playerId: string,
  depositId: string,
  secret: string,
): Promise<SignedWebhook> {
  const [deposit] = await db
    .select({
      invoiceId: deposits.invoiceId,
      paymentId: deposits.paymentId,
      coin: deposits.cryptoCurrency,
      units: deposits.cryptoUnits,
    })
    .from(deposits)
    .where(
      and(eq(deposits.id, depositId), eq(deposits.playerId, playerId), eq(deposits.processor, 'sandbox')),
    );
  if (!deposit) throw new AppError('invoice_not_found');
  const webhook: SandboxWebhook = {
    invoiceId: deposit.invoiceId,
    // Paying twice resends the first payment (a replay), never a second one.
    paymentId: deposit.paymentId ?? `sbx_${randomUUID()}`,
    cryptoCurrency: deposit.coin,
    amount: formatUnits(deposit.units, coinDecimals),
    status: 'paid',
  };
  const body = JSON.stringify(webhook);
  return { body, signature: signSandboxBody(body, secret) };
}
