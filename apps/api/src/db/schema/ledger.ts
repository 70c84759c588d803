import { sql } from 'drizzle-orm';
import {
  smallint,
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger (ARCHITECTURE.md, Data). Money is integer minor units in `bigint` columns,
 * read as JS bigint so no amount ever passes through a float. The guards drizzle-kit cannot express
 * (immutable journal, entries balanced at commit) live in the `ledger_guards` migration.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const playerAccountKinds = ['player_cash', 'player_bonus', 'player_withdrawal_hold'] as const;
export const houseAccountKinds = [
  // The casino's own money: fees, rounding, manual corrections.
  'house_cash',
  // What payment processors owe us (deposits) or we owe them (payouts) until settlement.
  'house_processor_clearing',
  // The other side of every bet and win: its balance is the gross gaming result.
  'house_game_wagers',
  // Where bonus money comes from when granted and goes back to when forfeited.
  'house_bonus_funding',
  // Where loyalty money comes from: level-up cash rewards and cashback (issue 14).
  'house_promotions',
] as const;
export type PlayerAccountKind = (typeof playerAccountKinds)[number];
export type HouseAccountKind = (typeof houseAccountKinds)[number];
export type AccountKind = PlayerAccountKind | HouseAccountKind;

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: ['player', 'house'] }).notNull(),
    // No foreign key to players: the ledger must not depend on the shape of the accounts module.
    ownerId: uuid('owner_id'),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: [...playerAccountKinds, ...houseAccountKinds] }).notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // A house account that every player's bets touch is split into shards (0..n-1), each a row of its
    // own, so concurrent bets of different players do not queue on one row lock. The house's balance
    // of that kind is the sum of its shards. Player accounts and quiet house accounts use shard 0.
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // House accounts have no owner id; NULLS NOT DISTINCT keeps them unique per currency, kind and shard.
    unique('ledger_accounts_owner_currency_kind_shard_unique')
      .on(table.ownerKind, table.ownerId, table.currency, table.kind, table.shard)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_shard_range',
      sql`${table.shard} >= 0 AND (${table.ownerKind} = 'house' OR ${table.shard} = 0)`,
    ),
    // Target of the postings' composite foreign key: a posting's currency is its account's.
    unique('ledger_accounts_id_currency_unique').on(table.id, table.currency),
    index('ledger_accounts_owner_idx').on(table.ownerId),
    check(
      'ledger_accounts_owner_matches_kind',
      sql`(${table.ownerKind} = 'player' AND ${table.ownerId} IS NOT NULL AND ${table.kind} IN (${quoted(playerAccountKinds)}))
        OR (${table.ownerKind} = 'house' AND ${table.ownerId} IS NULL AND ${table.kind} IN (${quoted(houseAccountKinds)}))`,
    ),
    check('ledger_accounts_currency_format', sql`${table.currency} ~ '^[A-Z][A-Z0-9]{2,9}$'`),
    // The last line of defence against overspending: postEntry turns a violation into insufficient_funds.
    check(
      'ledger_accounts_player_balance_non_negative',
      sql`${table.ownerKind} = 'house' OR ${table.balance} >= 0`,
    ),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Derived from the source (provider transaction id, payment id, withdrawal id, reward id).
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    // SHA-256 of the request's money-relevant fields: a reused key with other fields is refused.
    fingerprint: text('fingerprint').notNull(),
    metadata: jsonb('metadata').$type<JsonObject>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_entries_idempotency_key_length', sql`length(${table.idempotencyKey}) BETWEEN 1 AND 200`),
    check('ledger_entries_kind_format', sql`${table.kind} ~ '^[a-z][a-z0-9_]{0,63}$'`),
    index('ledger_entries_created_at_idx').on(table.createdAt),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: uuid('account_id').notNull(),
    // Signed: positive adds to the account's balance, negative takes from it.
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    // The account's balance right after this posting: statements, replays and audits read it.
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_postings_account_currency_fk',
      columns: [table.accountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    // One posting per account and entry, so balance_after is unambiguous.
    unique('ledger_postings_entry_account_unique').on(table.entryId, table.accountId),
    index('ledger_postings_account_idx').on(table.accountId, table.id),
    check('ledger_postings_amount_non_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Transactional outbox: written in the same transaction as the entry it reports, so consumers
 * (loyalty, bonuses, analytics) see an event if and only if the money moved.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<JsonObject>().notNull(),
    entryId: uuid('entry_id').references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_events_unpublished_idx')
      .on(table.id)
      .where(sql`${table.publishedAt} IS NULL`),
    index('outbox_events_entry_idx').on(table.entryId),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;
export type OutboxEventRow = typeof outboxEvents.$inferSelect;
