import type { SportsbookDatabase } from '../db/client.js';
import type { FeedState } from '../feed/feed-state.js';
import type { CurrencyLimits } from '../placement/check-ticket.js';
import type { WalletClient } from '../wallet/wallet-client.js';

/** What the ticket use cases need, injected (the clock and the sleep too, so tests control time). */
export interface SportsbookDeps {
  db: SportsbookDatabase;
  state: FeedState;
  wallet: WalletClient;
  limits: Readonly<Record<string, CurrencyLimits>>;
  /** How long a ticket with a live leg is held before it is checked again. */
  liveDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  /** The sportsbook's game id in the platform's catalogue (externalGameId of every wallet call). */
  externalGameId: string;
}
