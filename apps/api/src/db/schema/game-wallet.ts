import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { freeRoundGrants } from './free-rounds';
import { gameProviders, games } from './games';
import { ledgerEntries, type JsonObject } from './ledger';
import { players } from './players';
import { sessions } from './sessions';

/**
 * The seamless-wallet side of the game platform (issue 5, docs/provider-protocol.md): launch tokens
 * and game sessions handed to providers, the rounds they report and every transaction they sent.
 * Money itself lives in the ledger; these rows say which provider call moved it.
 */

/**
 * Single use and short-lived: the provider exchanges it once for a game session. Only the SHA-256 of
 * the token is kept, like player sessions. It goes with the player session that asked for it.
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    playerSessionId: uuid('player_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('game_launch_tokens_player_idx').on(table.playerId)],
);

/**
 * What the provider's bets carry. Deleting the player session (logout, password change, self-exclusion)
 * deletes its game sessions too, so no bet outlives the login it came from.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    playerSessionId: uuid('player_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // Denormalised from the game: a provider may only ask about players it opened a session for.
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_sessions_player_provider_idx').on(table.playerId, table.providerId)],
);

export const gameRoundStatuses = ['open', 'closed', 'rolled_back'] as const;

/** One row per provider round: what the Gaming history and the winner lists read. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    externalRoundId: text('external_round_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    // Minor units; stake is net of rolled-back bets.
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // The part of win paid from a provider's progressive jackpot: the only part above the game's cap.
    jackpotWin: bigint('jackpot_win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // Cash before the round's first bet, and after its latest movement (its last one once closed).
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: gameRoundStatuses }).notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // A sportsbook ticket: what its bet said (providerSportsbookBetSchema: kind, odds, margin, legs).
    sportsbook: jsonb('sportsbook').$type<JsonObject>(),
    // Its latest state as the sportsbook reported it (version, status, each leg's result), or null.
    sportsbookTicket: jsonb('sportsbook_ticket').$type<JsonObject>(),
    // A free round: the grant that paid its stake (the round's own stake is 0).
    freeRoundGrantId: uuid('free_round_grant_id').references(() => freeRoundGrants.id, {
      onDelete: 'restrict',
    }),
    // The part of the stake paid from bonus money (issue 15), and the bonus it was wagered for; a win
    // and a refund of the round are split between cash and bonus in the same proportion.
    bonusStake: bigint('bonus_stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusGrantId: uuid('bonus_grant_id'),
  },
  (table) => [
    index('game_rounds_free_round_grant_idx')
      .on(table.freeRoundGrantId)
      .where(sql`${table.freeRoundGrantId} IS NOT NULL`),
    unique('game_rounds_provider_round_unique').on(table.providerId, table.externalRoundId),
    index('game_rounds_player_started_idx').on(table.playerId, table.startedAt),
    index('game_rounds_game_started_idx').on(table.gameId, table.startedAt),
    // The open rounds of a bonus; no index names status, win or ended_at, so closing a round is a
    // HOT update (fillfactor 80, migration 0043). The latest winners are read from round_winners.
    index('game_rounds_bonus_grant_idx')
      .on(table.bonusGrantId)
      .where(sql`${table.bonusGrantId} IS NOT NULL`),
    check('game_rounds_amounts_non_negative', sql`${table.stake} >= 0 AND ${table.win} >= 0`),
    check(
      'game_rounds_jackpot_within_win',
      sql`${table.jackpotWin} >= 0 AND ${table.jackpotWin} <= ${table.win}`,
    ),
  ],
);

/**
 * The home page's winners: a projection of the rounds that closed with a win, kept by a trigger on
 * game_rounds (wallet/sql/09_winners.sql) and pruned to the newest and biggest per skin and currency.
 */
export const roundWinners = pgTable(
  'round_winners',
  {
    roundId: uuid('round_id').primaryKey(),
    seq: bigint('seq', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
    skinId: uuid('skin_id').notNull(),
    playerId: uuid('player_id').notNull(),
    gameId: uuid('game_id').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('round_winners_latest_idx').on(table.endedAt.desc(), table.roundId.desc())],
);

/**
 * The players a provider opened a game session for, kept when those sessions end (logout deletes
 * them): balance, wins and rollbacks are answered for these players after the player left, while a
 * bet still needs a live game session.
 */
export const providerPlayers = pgTable(
  'provider_players',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.playerId] })],
);

// 'adjust': a win taken back (a sportsbook settlement corrected for less; adjust-win.ts).
export const providerTransactionKinds = ['bet', 'win', 'rollback', 'adjust'] as const;

/**
 * One row per provider transaction id: the idempotency record of the protocol. A replay answers
 * `answer` again; the same id with another `fingerprint` is refused. A rollback whose bet never came
 * is kept here too (no ledger entry), so the late bet finds it and is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    externalId: text('external_id').notNull(),
    kind: text('kind', { enum: providerTransactionKinds }).notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    externalRoundId: text('external_round_id').notNull(),
    // Null for a rollback that arrived before any bet of its round.
    roundId: uuid('round_id').references(() => gameRounds.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    // The part of the amount paid from or to bonus money (issue 15).
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    // SHA-256 of the request's fields (ledger/fingerprint.ts), without the session token.
    fingerprint: text('fingerprint').notNull(),
    // Null for zero amounts and for rollbacks that found nothing to undo.
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    answer: jsonb('answer').$type<JsonObject>().notNull(),
    // Rollbacks only: the provider's id of the bet to undo.
    originalExternalId: text('original_external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('provider_transactions_provider_external_unique').on(table.providerId, table.externalId),
    index('provider_transactions_original_idx')
      .on(table.providerId, table.originalExternalId)
      .where(sql`${table.originalExternalId} IS NOT NULL`),
    index('provider_transactions_round_idx').on(table.roundId),
  ],
);

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameRoundStatus = GameRoundRow['status'];
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;
