import type { FastifyBaseLogger } from 'fastify';
import type { OperatorSettings } from '../settings/operator-settings.js';
import type { SportsbookDeps } from '../tickets/deps.js';

/** What the sportsbook's routes are given: the ticket use cases' deps and the provider's settings. */
export interface SportsbookContext {
  deps: SportsbookDeps;
  /** The operator's limits and margin, changed by the platform's signed settings calls. */
  settings: OperatorSettings;
  /** The HMAC key shared with the platform, both directions, and the code the platform knows it by. */
  secret: string;
  providerCode: string;
  /** Where the browser reaches the sportsbook: the launch URL starts with it. */
  publicUrl: string;
  sessionMs: number;
  competitionName: (competitionId: string) => string;
  log: FastifyBaseLogger;
}
