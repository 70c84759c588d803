import type { FastifyBaseLogger } from 'fastify';
import type { StudioDatabase } from './db/client';
import type { WalletClient } from './wallet/wallet-client';

/** What every use case of the studio reads; built once by the plugin, never stored on the host app. */
export interface StudioContext {
  db: StudioDatabase;
  now: () => Date;
  wallet: WalletClient;
  secret: string;
  providerCode: string;
  /** Where the browser reaches the studio: '/studio' when embedded, an absolute URL when standalone. */
  publicUrl: string;
  /** Origins allowed to frame the game pages besides the studio's own. */
  frameAncestors: string[];
  funBalance: bigint;
  sessionMs: number;
  /** First wait before a failed win or rollback is sent again; doubles each time up to 5 minutes. */
  retryBaseMs: number;
  log: FastifyBaseLogger;
}
