import type { ResultCode } from '@casino/contract';
import { sql, type SQL } from 'drizzle-orm';
import { preparedRows } from '../../db/client-prepared';
import { retryingTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { refuseIfSelfExcluded } from '../auth/refuse-if-self-excluded';
import { hashSessionToken } from '../session/session-tokens';
import { sessionTouchIntervalMs } from './game-session';
import { defaultMaxWinMultiplier } from './max-win';
import type {
  ProviderAdjustBody,
  ProviderBetBody,
  ProviderRollbackBody,
  ProviderWinBody,
} from './wallet-bodies';
import type { ProviderMoneyData } from './wallet-answer';
import { isUuid, wagerShardOf, wagersAccountOf, type WalletCall } from './wallet-db';

/**
 * The wallet's bet, win and rollback in one round trip each: the stored functions of sql/ (applied on
 * every migrate) do what place-bet.ts, settle-win.ts and rollback-bet.ts do, under the same player lock, for
 * cash calls and for bets and wins while a bonus is wagered (split, maximum bet, wagering count, the
 * win's bonus share). They answer the call, refuse it with a result code, or defer it to the
 * TypeScript path (a win that converts a bonus, a rollback of a bonus-funded bet, a free round),
 * which then runs in a transaction of its own.
 */
type FunctionAnswer =
  | { answer: ProviderMoneyData; replayed?: boolean }
  | { error: ResultCode; data?: Record<string, string> }
  | { defer: true };

/**
 * Whether the stored functions take the calls they can (the default), or every call takes the
 * TypeScript path: the wallet's protocol tests run once through each path (wallet-paths.ts).
 */
const paths = { useStoredFunctions: true };

/** Sets which path the wallet's money calls take (tests run both; production keeps the default). */
export function useStoredFunctions(on: boolean): void {
  paths.useStoredFunctions = on;
}

/**
 * Calls one wallet function (a single statement, so PostgreSQL's retryable failures retry it whole),
 * as a named prepared statement: each pooled connection parses and plans it once, not once per call.
 */
async function run(call: WalletCall, statement: SQL): Promise<ProviderMoneyData | null> {
  const [row] = await retryingTransaction(() => preparedRows<{ result: FunctionAnswer }>(call.db, statement));
  const result = row!.result;
  if ('defer' in result) return null;
  if ('answer' in result) return result.answer;
  if (result.error === 'account_self_excluded') {
    refuseIfSelfExcluded(new Date(result.data!.until!), { now: call.now, locale: call.locale });
  }
  throw new AppError(result.error, undefined, result.data);
}

/** A paid bet in one round trip; null when the TypeScript path must take it. */
export async function betInOneCall(
  call: WalletCall,
  body: ProviderBetBody,
  fingerprint: string,
): Promise<ProviderMoneyData | null> {
  if (!paths.useStoredFunctions) return null;
  if (!isUuid(body.playerId)) throw new AppError('player_not_found');
  const { provider, now } = call;
  const wagers = await wagersAccountOf(call.db, body.currency, body.playerId);
  // An over-long token names no session; the hash then matches none.
  const tokenHash =
    body.sessionToken.length >= 1 && body.sessionToken.length <= 128
      ? hashSessionToken(body.sessionToken)
      : '';
  return run(
    call,
    sql`SELECT wallet_bet(${provider.id}::uuid, ${provider.code}, ${body.transactionId},
      ${body.playerId}::uuid, ${body.currency}, ${body.externalGameId}, ${body.roundId},
      ${body.amount}::bigint, ${tokenHash}, ${now.toISOString()}::timestamptz, ${fingerprint},
      ${wagers}::uuid, ${call.sessionIdleMs}::bigint, ${sessionTouchIntervalMs}::bigint) AS result`,
  );
}

/** A win (or a zero win closing a round) in one round trip; null when the TypeScript path must take it. */
export async function winInOneCall(
  call: WalletCall,
  body: ProviderWinBody,
  fingerprint: string,
): Promise<ProviderMoneyData | null> {
  if (!paths.useStoredFunctions) return null;
  if (!isUuid(body.playerId)) throw new AppError('player_not_found');
  const { provider, now } = call;
  const wagers = await wagersAccountOf(call.db, body.currency, body.playerId);
  return run(
    call,
    sql`SELECT wallet_win(${provider.id}::uuid, ${provider.code}, ${body.transactionId},
      ${body.playerId}::uuid, ${body.currency}, ${body.externalGameId}, ${body.roundId},
      ${body.amount}::bigint, ${body.jackpotAmount ?? '0'}::bigint, ${body.roundClosed ?? true},
      ${now.toISOString()}::timestamptz, ${fingerprint}, ${wagers}::uuid,
      ${defaultMaxWinMultiplier}::integer) AS result`,
  );
}

/** A rollback in one round trip; null when the TypeScript path must take it. */
export async function rollbackInOneCall(
  call: WalletCall,
  body: ProviderRollbackBody,
  fingerprint: string,
): Promise<ProviderMoneyData | null> {
  if (!paths.useStoredFunctions) return null;
  if (!isUuid(body.playerId)) throw new AppError('player_not_found');
  const { provider, now } = call;
  return run(
    call,
    sql`SELECT wallet_rollback(${provider.id}::uuid, ${provider.code}, ${body.transactionId},
      ${body.playerId}::uuid, ${body.originalTransactionId}, ${body.externalGameId}, ${body.roundId},
      ${now.toISOString()}::timestamptz, ${fingerprint}, ${wagerShardOf(body.playerId)}::integer) AS result`,
  );
}

/** A win taken back (adjust-win.ts) in one round trip; null when the TypeScript path must take it. */
export async function adjustInOneCall(
  call: WalletCall,
  body: ProviderAdjustBody,
  fingerprint: string,
): Promise<ProviderMoneyData | null> {
  if (!paths.useStoredFunctions) return null;
  if (!isUuid(body.playerId)) throw new AppError('player_not_found');
  const { provider, now } = call;
  const wagers = await wagersAccountOf(call.db, body.currency, body.playerId);
  return run(
    call,
    sql`SELECT wallet_adjust(${provider.id}::uuid, ${provider.code}, ${body.transactionId},
      ${body.playerId}::uuid, ${body.currency}, ${body.externalGameId}, ${body.roundId},
      ${body.amount}::bigint, ${body.originalTransactionId ?? null}, ${now.toISOString()}::timestamptz,
      ${fingerprint}, ${wagers}::uuid) AS result`,
  );
}
