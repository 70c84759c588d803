import type {
  providerAdjustBodySchema,
  providerBetBodySchema,
  providerRollbackBodySchema,
  providerSportsbookTicketBodySchema,
  providerWinBodySchema,
} from '@casino/contract';
import type { z } from 'zod';

/** The provider's money calls as the wallet reads them (both paths: wallet-functions.ts and the steps). */
export type ProviderBetBody = z.infer<typeof providerBetBodySchema>;
export type ProviderWinBody = z.input<typeof providerWinBodySchema>;
export type ProviderRollbackBody = z.infer<typeof providerRollbackBodySchema>;
export type ProviderAdjustBody = z.infer<typeof providerAdjustBodySchema>;
export type ProviderSportsbookTicketBody = z.infer<typeof providerSportsbookTicketBodySchema>;
