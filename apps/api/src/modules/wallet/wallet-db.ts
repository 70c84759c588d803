import type { Locale } from '@casino/rules';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  gameProviders,
  gameRounds,
  games,
  ledgerAccounts,
  players,
  providerPlayers,
  providerTransactions,
  type JsonObject,
  type ProviderTransactionRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import type { DbExecutor } from '../../db/transaction';

/** What every wallet use case knows of the call: the verified provider, the clock, the language. */
export interface WalletCall {
  db: Database;
  provider: { id: string; code: string };
  now: Date;
  locale: Locale;
  /** How long a player session lives without activity: a bet extends it (game-session.ts). */
  sessionIdleMs: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The provider's row in the catalogue; a configured provider that was never synced has no games. */
export async function findProviderId(db: DbExecutor, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.code, code));
  return row?.id ?? null;
}

export interface ProviderGameRef {
  id: string;
  category: string;
  enabled: boolean;
  isJackpot: boolean;
  maxWinMultiplier: number | null;
  /** The game's RTP in basis points: the bet's event snapshots its house edge (loyalty, issue 14). */
  rtpBasisPoints: number;
}

/** A game by the provider's own id: a provider can only ever name its own games. */
export async function findProviderGame(
  db: DbExecutor,
  providerId: string,
  externalGameId: string,
): Promise<ProviderGameRef | null> {
  const [row] = await db
    .select({
      id: games.id,
      category: games.category,
      enabled: games.enabled,
      isJackpot: games.isJackpot,
      maxWinMultiplier: games.maxWinMultiplier,
      rtpBasisPoints: games.rtpBasisPoints,
    })
    .from(games)
    .where(and(eq(games.providerId, providerId), eq(games.externalId, externalGameId)));
  return row ?? null;
}

export interface LockedPlayer {
  id: string;
  currency: string;
  selfExcludedUntil: Date | null;
  /** The cash account in the currency asked for, read in the same statement; null if not opened. */
  cash: CashAccount | null;
  /** Bonus money in that currency (non-zero only while a bonus is wagered), read in the same statement. */
  bonusBalance: bigint;
}

const bonusAccounts = alias(ledgerAccounts, 'bonus_accounts');

/**
 * Locks the player row for the rest of the transaction: every wallet call of one player then runs
 * one after the other, so the idempotency check, the rollback-before-bet check and the round update
 * cannot interleave. NO KEY UPDATE, so foreign-key checks of other tables (logins) are not blocked.
 */
export async function lockPlayer(db: DbExecutor, playerId: string, currency: string): Promise<LockedPlayer> {
  if (!isUuid(playerId)) throw new AppError('player_not_found');
  const [row] = await db
    .select({
      id: players.id,
      currency: players.currency,
      selfExcludedUntil: players.selfExcludedUntil,
      cashId: ledgerAccounts.id,
      cashBalance: ledgerAccounts.balance,
      bonusBalance: bonusAccounts.balance,
    })
    .from(players)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.ownerId, players.id),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.kind, 'player_cash'),
      ),
    )
    .leftJoin(
      bonusAccounts,
      and(
        eq(bonusAccounts.ownerKind, 'player'),
        eq(bonusAccounts.ownerId, players.id),
        eq(bonusAccounts.currency, currency),
        eq(bonusAccounts.kind, 'player_bonus'),
      ),
    )
    .where(eq(players.id, playerId))
    .for('no key update', { of: players });
  if (!row) throw new AppError('player_not_found');
  const cash =
    row.cashId !== null && row.cashBalance !== null ? { id: row.cashId, balance: row.cashBalance } : null;
  return {
    id: row.id,
    currency: row.currency,
    selfExcludedUntil: row.selfExcludedUntil,
    cash,
    bonusBalance: row.bonusBalance ?? 0n,
  };
}

/**
 * True when this provider opened a game session for the player at some point, even if every one of
 * those sessions has ended since (logout deletes them; the provider still settles and asks balances).
 */
export async function isPlayerKnownToProvider(
  db: DbExecutor,
  playerId: string,
  providerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ playerId: providerPlayers.playerId })
    .from(providerPlayers)
    .where(and(eq(providerPlayers.playerId, playerId), eq(providerPlayers.providerId, providerId)));
  return Boolean(row);
}

/** Remembers that the provider knows the player, from the first game session it opened on. */
export async function rememberProviderPlayer(
  db: DbExecutor,
  input: { providerId: string; playerId: string; now: Date },
): Promise<void> {
  await db
    .insert(providerPlayers)
    .values({ providerId: input.providerId, playerId: input.playerId, firstSeenAt: input.now })
    .onConflictDoNothing();
}

export async function findTransaction(
  db: DbExecutor,
  providerId: string,
  externalId: string,
): Promise<ProviderTransactionRow | null> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(eq(providerTransactions.providerId, providerId), eq(providerTransactions.externalId, externalId)),
    );
  return row ?? null;
}

/** A transaction id seen before: the first answer again, or a refusal if the fields differ. */
export function replayAnswer(previous: ProviderTransactionRow, fingerprint: string): JsonObject {
  if (previous.fingerprint !== fingerprint) throw new AppError('idempotency_conflict');
  return previous.answer;
}

/**
 * In one statement: the transaction recorded under `externalId`, and the rollback recorded for it as
 * an original (it may have come before the bet).
 */
export async function findTransactionAndRollback(
  db: DbExecutor,
  providerId: string,
  externalId: string,
): Promise<{ previous: ProviderTransactionRow | null; rollback: ProviderTransactionRow | null }> {
  const rows = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        or(
          eq(providerTransactions.externalId, externalId),
          and(
            eq(providerTransactions.originalExternalId, externalId),
            eq(providerTransactions.kind, 'rollback'),
          ),
        ),
      ),
    );
  return {
    previous: rows.find((row) => row.externalId === externalId) ?? null,
    rollback: rows.find((row) => row.kind === 'rollback' && row.originalExternalId === externalId) ?? null,
  };
}

export async function findRound(db: DbExecutor, providerId: string, externalRoundId: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerId, providerId), eq(gameRounds.externalRoundId, externalRoundId)));
  return row ?? null;
}

export interface CashAccount {
  id: string;
  balance: bigint;
}

/** The player's cash account in a currency, opened when missing (a first win before any deposit). */
export async function cashAccountOf(
  db: DbExecutor,
  playerId: string,
  currency: string,
  known: CashAccount | null = null,
): Promise<CashAccount> {
  return known ?? playerAccountOf(db, playerId, currency, 'player_cash');
}

/** One of the player's accounts in a currency with its balance, opened (with the others) when missing. */
export async function playerAccountOf(
  db: DbExecutor,
  playerId: string,
  currency: string,
  kind: 'player_cash' | 'player_bonus',
): Promise<CashAccount> {
  const read = async () => {
    const [row] = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerKind, 'player'),
          eq(ledgerAccounts.ownerId, playerId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.kind, kind),
        ),
      );
    return row ?? null;
  };
  const found = await read();
  if (found) return found;
  await ensurePlayerAccounts(db, playerId, currency);
  const opened = await read();
  if (!opened) throw new Error(`${kind} account of ${playerId} in ${currency} could not be opened`);
  return opened;
}

/**
 * Every bet, win and rollback of every player touches house_game_wagers, the hottest row there is; it
 * is split into shards and a player always uses the same one, so players queue on a lock only with
 * the few others of their shard. Rollbacks and wins land on the shard the bet was taken on.
 */
export const wagerShards = 16;

export function wagerShardOf(playerId: string): number {
  // The leading hex digits of a random uuid are uniform.
  return Number.parseInt(playerId.slice(0, 4), 16) % wagerShards;
}

// House account ids never change once opened, so they are kept per database. Opened outside any
// wallet transaction (on the database itself), so a rolled-back call cannot leave a cached id behind.
const wagerAccounts = new WeakMap<Database, Map<string, string>>();

export async function wagersAccountOf(db: Database, currency: string, playerId: string): Promise<string> {
  let known = wagerAccounts.get(db);
  if (!known) {
    known = new Map();
    wagerAccounts.set(db, known);
  }
  const shard = wagerShardOf(playerId);
  const key = `${currency}:${shard}`;
  const cached = known.get(key);
  if (cached) return cached;
  const id = await ensureHouseAccount(db, 'house_game_wagers', currency, shard);
  known.set(key, id);
  return id;
}

/** Ledger idempotency key of a provider transaction: provider code plus the provider's id. */
export function ledgerKeyOf(providerCode: string, transactionId: string): string {
  return `game:${providerCode}:${transactionId}`;
}

/**
 * What a provider is told the player can stake: cash plus bonus money (the bonus account is funded
 * only while a bonus is wagered, and emptied when it ends).
 */
export async function playableBalanceOf(db: DbExecutor, playerId: string, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string | null>`sum(${ledgerAccounts.balance})::text` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.kind, ['player_cash', 'player_bonus']),
      ),
    );
  return BigInt(row?.balance ?? '0');
}
