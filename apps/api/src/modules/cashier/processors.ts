import type { CashierConfig } from '../../config';
import { createNowpaymentsProcessor } from './nowpayments-processor';
import type { PaymentProcessor } from './processor';
import { createSandboxProcessor } from './sandbox-processor';

export interface Processors {
  /** The one that creates new deposit invoices and payouts; null when none is enabled. */
  active: PaymentProcessor | null;
  /** Every processor whose webhooks we accept, by the name in /payments/webhook/{processor}. */
  byName: Map<string, PaymentProcessor>;
}

export function createProcessors(
  config: CashierConfig,
  publicUrl: string,
  extra: PaymentProcessor[] = [],
): Processors {
  const byName = new Map<string, PaymentProcessor>();
  if (config.sandboxEnabled) {
    const sandbox = createSandboxProcessor(config.sandboxWebhookSecret);
    byName.set(sandbox.name, sandbox);
  }
  const { apiUrl, apiKey, ipnSecret } = config.nowpayments;
  if (apiKey && ipnSecret) {
    const callbackUrl = `${publicUrl}/payments/webhook/nowpayments`;
    byName.set('nowpayments', createNowpaymentsProcessor({ apiUrl, apiKey, ipnSecret, callbackUrl }));
  }
  for (const processor of extra) byName.set(processor.name, processor);
  return { active: byName.get(config.processor) ?? null, byName };
}
