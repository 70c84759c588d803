/**
 * What other workspaces' tests may use of the platform (`@casino/api/testing`): the test app and
 * database helpers, and the few platform functions a composed test (apps/server: the platform with the
 * studio mounted, several instances) drives directly. Tests reach the platform through this, never
 * through a relative path into its source.
 */
export { buildConfig, type Env } from './config';
export { openPostgres } from './db/postgres';
export { freeRoundGrants, games, ledgerAccounts, outboxEvents, staffAudit } from './db/schema';
export { inTransaction } from './db/transaction';
export { insertPlayer } from './modules/accounts/insert-player';
export { syncCatalogue } from './modules/games/catalogue/sync-catalogue';
export { deliverFreeRounds } from './modules/games/free-rounds/deliver-free-rounds';
export { grantFreeRounds } from './modules/games/free-rounds/grant-free-rounds';
export { reconcile } from './modules/ledger/reconcile';
export { createSession } from './modules/session/session-store';
export { createLaunchToken } from './modules/wallet/launch-token';
export { fundPlayer } from './modules/wallet/wallet-test-kit';
export { relaxedLimitsEnv } from './test/accounts';
export { staffCall, staffToken } from './test/cashier';
export { useTestApp } from './test/helper';
export { loginAsNewPlayer, playerHeaders } from './test/players';
