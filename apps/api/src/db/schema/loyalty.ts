import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * Loyalty (issue 14). The outbox's money movements become wager facts (one per outbox event); the
 * projections (CP and levels, cashback, later bonuses and races) read the facts, each with its own
 * cursor and receipts (docs/decisions/0005-wager-facts.md).
 */
// A `settlement` is the countable copy of a bet whose round settled (a win, or closed) unrolled-back:
// the projections count stakes from settlements only (docs/decisions/0008-count-settled-stakes.md).
export const wagerFactKinds = ['bet', 'win', 'rollback', 'deposit', 'settlement'] as const;
export type WagerFactKind = (typeof wagerFactKinds)[number];
export const wagerProducts = [
  'slots',
  'live-casino-and-tables',
  'game-shows',
  'crash-and-fast',
  'sportsbook',
] as const;
export type WagerFactProduct = (typeof wagerProducts)[number];

export const wagerFacts = pgTable(
  'wager_facts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The outbox event the fact was made from: a fact is made once per event (none for a settlement).
    outboxEventId: bigint('outbox_event_id', { mode: 'number' }),
    kind: text('kind', { enum: wagerFactKinds }).notNull(),
    // No foreign keys to players or games: facts follow the ledger, which does not depend on them.
    playerId: uuid('player_id').notNull(),
    product: text('product', { enum: wagerProducts }),
    gameId: uuid('game_id'),
    category: text('category'),
    // The provider's code and the platform's round (game_rounds.id) of a game movement.
    provider: text('provider'),
    roundId: uuid('round_id'),
    currency: text('currency').notNull(),
    // Amounts are magnitudes in minor units; `sign` says whether the fact adds (+1) or reverses (-1).
    cashStakeMinor: bigint('cash_stake_minor', { mode: 'bigint' }).notNull().default(0n),
    // Stake paid from bonus money: earns no CP nor cashback (bonus wagering is a later issue).
    bonusStakeMinor: bigint('bonus_stake_minor', { mode: 'bigint' }).notNull().default(0n),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(0n),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull().default(0n),
    // 10,000 - the game's RTP in basis points, as it was when the bet was placed.
    houseEdgeBasisPoints: integer('house_edge_basis_points'),
    // Sportsbook: the combined decimal odds as an exact string (null for casino games).
    odds: text('odds'),
    sign: smallint('sign').notNull(),
    // provider:transactionId of the movement (game facts), for reversals to find their bet.
    sourceKey: text('source_key'),
    // A rollback: the bet fact it reverses (and whose snapshot it carries).
    reversesFactId: bigint('reverses_fact_id', { mode: 'number' }),
    // A bet: when the settle step found its round settled (or rolled back); null while it is open.
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // A settlement: the bet fact it counts (once).
    settlesFactId: bigint('settles_fact_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('wager_facts_outbox_event_unique').on(table.outboxEventId),
    unique('wager_facts_settles_unique').on(table.settlesFactId),
    index('wager_facts_unsettled_idx')
      .on(table.id)
      .where(sql`${table.kind} = 'bet' AND ${table.settledAt} IS NULL`),
    index('wager_facts_round_idx')
      .on(table.roundId)
      .where(sql`${table.roundId} IS NOT NULL`),
    index('wager_facts_player_created_idx').on(table.playerId, table.createdAt),
    index('wager_facts_source_key_idx').on(table.sourceKey),
    index('wager_facts_reverses_idx')
      .on(table.reversesFactId)
      .where(sql`${table.reversesFactId} IS NOT NULL`),
    check('wager_facts_sign_check', sql`${table.sign} IN (1, -1)`),
  ],
);

/**
 * One row per consumer of an id-ordered stream (the outbox, the wager facts). Every source id at or
 * below `cursor` is processed or will never exist; above it, receipts say what is done. `horizon_id`
 * is the highest id seen at `horizon_at`: once no transaction can still be writing an id at or below
 * it (a grace period later), the cursor may move up to it.
 */
export const eventConsumers = pgTable('event_consumers', {
  name: text('name').primaryKey(),
  cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
  horizonId: bigint('horizon_id', { mode: 'number' }),
  horizonAt: timestamp('horizon_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A fact a projection has applied, with what it added (micro-CP, edge-weighted stake): once per pair. */
export const projectionReceipts = pgTable(
  'projection_receipts',
  {
    consumer: text('consumer').notNull(),
    factId: bigint('fact_id', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull().default(0n),
  },
  (table) => [primaryKey({ columns: [table.consumer, table.factId] })],
);

export const playerLoyalty = pgTable('player_loyalty', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  microCp: bigint('micro_cp', { mode: 'bigint' }).notNull().default(0n),
  // Only ever goes up.
  level: smallint('level').notNull().default(0),
  levelReachedAt: timestamp('level_reached_at', { withTimezone: true }),
  // Cashback below one minor unit left over by the last claim (1/100,000,000 of a minor unit).
  cashbackCarrySubunits: bigint('cashback_carry_subunits', { mode: 'bigint' }).notNull().default(0n),
  lastCashbackClaimDay: date('last_cashback_claim_day', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    kind: text('kind', { enum: ['cash', 'freeSpins'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: text('currency'),
    spins: integer('spins'),
    gameSlug: text('game_slug'),
    status: text('status', { enum: ['paid', 'waiting', 'granted'] }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('loyalty_rewards_player_level_unique').on(table.playerId, table.level),
    index('loyalty_rewards_waiting_idx')
      .on(table.playerId)
      .where(sql`${table.status} = 'waiting'`),
  ],
);

/**
 * A player's wagers of one UTC day for cashback: the sum of stake x house edge (minor units x basis
 * points); the tier's share is applied when it is claimed. `claimed_edge_stake` is what a claim took.
 */
export const cashbackDays = pgTable(
  'cashback_days',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    edgeStake: bigint('edge_stake', { mode: 'bigint' }).notNull().default(0n),
    claimedEdgeStake: bigint('claimed_edge_stake', { mode: 'bigint' }).notNull().default(0n),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.day] })],
);

export const cashbackClaims = pgTable(
  'cashback_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    ledgerEntryId: uuid('ledger_entry_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('cashback_claims_player_day_unique').on(table.playerId, table.day)],
);

export const vipHostTasks = pgTable(
  'vip_host_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('vip_host_tasks_player_unique').on(table.playerId)],
);

export type WagerFactRow = typeof wagerFacts.$inferSelect;
export type LoyaltyRewardRow = typeof loyaltyRewards.$inferSelect;

export const vipPeriodKinds = [
  'weekly_cashback',
  'monthly_cashback',
  'weekly_cash',
  'monthly_cash',
  'weekly_free_spins',
  'monthly_free_spins',
] as const;
export type VipPeriodRewardKind = (typeof vipPeriodKinds)[number];

/**
 * A VIP player's reward of one closed UTC week or month (net-loss cashback, cash reward, free spins):
 * once per (player, kind, period start). `waiting` while the player is blocked (or the slot of the
 * free spins is not in the catalogue yet), then `paid` (cash, ledger entry) or `granted` (free spins).
 */
export const vipPeriodRewards = pgTable(
  'vip_period_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['weekly', 'monthly'] }).notNull(),
    kind: text('kind', { enum: vipPeriodKinds }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    tier: text('tier', { enum: ['bronze', 'silver', 'gold', 'platinum'] }).notNull(),
    // The level the player held at the period's end.
    level: smallint('level').notNull(),
    // Cashback: the period's net loss it was paid on.
    netLossMinor: bigint('net_loss_minor', { mode: 'bigint' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    spins: integer('spins'),
    gameSlug: text('game_slug'),
    status: text('status', { enum: ['paid', 'waiting', 'granted'] }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('vip_period_rewards_player_kind_period_unique').on(table.playerId, table.kind, table.periodStart),
    index('vip_period_rewards_player_idx').on(table.playerId, table.periodStart),
    index('vip_period_rewards_waiting_idx')
      .on(table.playerId)
      .where(sql`${table.status} = 'waiting'`),
  ],
);

/** Each VIP period job's watermark: the start of the last period it has paid in full (null: none yet). */
export const vipPeriodWatermarks = pgTable('vip_period_watermarks', {
  period: text('period', { enum: ['weekly', 'monthly'] }).primaryKey(),
  paidThrough: date('paid_through', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VipPeriodRewardRow = typeof vipPeriodRewards.$inferSelect;
