import type { CashierConfig } from '../../config';
import type { PaymentProcessor } from './processor';
import { createSandboxProcessor } from './sandbox-processor';

export interface Processors {
  /** The one that creates new deposit invoices. */
  active: PaymentProcessor;
  /** Every processor whose webhooks we accept, by the name in /payments/webhook/{processor}. */
  byName: Map<string, PaymentProcessor>;
}

export function createProcessors(config: CashierConfig, extra: PaymentProcessor[] = []): Processors {
  const byName = new Map<string, PaymentProcessor>();
  if (config.sandboxEnabled) {
    const sandbox = createSandboxProcessor(config.sandboxWebhookSecret);
    byName.set(sandbox.name, sandbox);
  }
  for (const processor of extra) byName.set(processor.name, processor);
  const active = byName.get(config.processor);
  if (!active) throw new Error(`payment processor ${config.processor} is not configured`);
  return { active, byName };
}
