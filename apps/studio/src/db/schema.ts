import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The studio's own tables. The studio is a game provider: it never reads the platform's database and
 * keeps only what it needs to play, replay and settle rounds.
 */

/**
 * One server seed per player at a time (revealed_at null). The SHA-256 is shown before play; the seed
 * itself only once rotated away, so a player can never compute an outcome in advance.
 */
export const seeds = pgTable(
  'seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // 'p:{platform player id}' for real play, 'f:{fun session id}' for the demo balance.
    playerKey: text('player_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    // The next nonce to use; taken with an atomic increment so two bets never share one.
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('seeds_one_active_per_player')
      .on(table.playerKey)
      .where(sql`${table.revealedAt} is null`),
  ],
);

export const roundStatuses = [
  // created, the bet is on its way to the wallet
  'betting',
  // a multi-step round (mines, hi-lo) whose bet was accepted: the player is still playing it;
  // a shared-table bet that was accepted: it waits for the table's draw
  'open',
  // the wallet refused the bet: no money moved
  'rejected',
  // the bet's answer was lost: a rollback is owed (retried until confirmed)
  'rollback_pending',
  'rolled_back',
  // the bet was accepted: the win (possibly 0) is owed (retried until confirmed)
  'win_pending',
  'settled',
  // the wallet refused an owed win or rollback for good (not a transient failure): for staff
  'needs_attention',
] as const;
export type RoundStatus = (typeof roundStatuses)[number];

export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    game: text('game').notNull(),
    playerKey: text('player_key').notNull(),
    mode: text('mode', { enum: ['real', 'fun'] }).notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    // What the player chose (target, direction ...) and what the seeds gave; enough to replay it.
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome').notNull(),
    // A multi-step round's moves (tiles, guesses), in order: with the seeds they replay it. Null for single-shot games.
    moves: jsonb('moves'),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => seeds.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    status: text('status', { enum: roundStatuses }).notNull(),
    // The studio's transaction ids sent to the wallet; the same id on every retry makes retries safe.
    betTransactionId: text('bet_transaction_id'),
    winTransactionId: text('win_transaction_id'),
    rollbackTransactionId: text('rollback_transaction_id'),
    // Balance after the last confirmed wallet call, shown in the player's history.
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // A free round: the platform's grant it is played on (the bet is sent as 0 naming it; `stake` is
    // the grant's bet value the round is played at).
    freeRoundGrantId: uuid('free_round_grant_id'),
    // When the network promotions counted the settled round (drops, race scores); null: not yet.
    promotionsRecordedAt: timestamp('promotions_recorded_at', { withTimezone: true }),
  },
  (table) => [
    index('rounds_promotions_unrecorded')
      .on(table.settledAt)
      .where(
        sql`${table.status} = 'settled' and ${table.mode} = 'real' and ${table.promotionsRecordedAt} is null`,
      ),
    index('rounds_by_free_round_grant')
      .on(table.freeRoundGrantId)
      .where(sql`${table.freeRoundGrantId} is not null`),
    index('rounds_player_recent').on(table.playerKey, table.createdAt),
    index('rounds_owed').on(table.status, table.nextAttemptAt),
    // A shared table's round has its own seed: its players' bets are found by it.
    index('rounds_by_seed').on(table.seedId),
    // One multi-step round in play per player and game, taken before the bet is sent.
    uniqueIndex('rounds_one_open_step_round')
      .on(table.playerKey, table.game)
      .where(sql`${table.moves} is not null and ${table.status} in ('betting', 'open')`),
  ],
);

/**
 * A real-money game session: the studio's own token (stored hashed) for the player's page, and the
 * platform's game session it was exchanged for. The platform's launch token is kept only until it is
 * exchanged (once) when the page first loads.
 */
export const studioSessions = pgTable('studio_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  game: text('game').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  homeUrl: text('home_url'),
  cashierUrl: text('cashier_url'),
  launchToken: text('launch_token'),
  // Filled by authenticate; the platform's session token is sent with every bet, so it is kept as is.
  platformSessionToken: text('platform_session_token'),
  playerId: text('player_id'),
  nickname: text('nickname'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Play for fun: a demo balance that lives here only and never reaches the platform. */
export const funSessions = pgTable('fun_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  game: text('game').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One round of a shared RNG table (roulette, baccarat, the money wheel). Its server seed is a row of
 * `seeds` (player key 't:{table}', so one unrevealed per table), committed before betting opens and
 * revealed after the draw; the client seed is this round's id. Players' bets are `rounds` rows on
 * that seed, settled through the same wallet path as every other round.
 */
export const tableRounds = pgTable(
  'table_rounds',
  {
    id: uuid('id').primaryKey(),
    table: text('table').notNull(),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => seeds.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['betting', 'drawn'] }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [index('table_rounds_recent').on(table.table, table.createdAt)],
);

/**
 * A jackpot slot's progressive pool per currency. Held in ten-thousandths of a minor unit, so a share
 * in basis points of any whole stake is added exactly; a win pays the whole minor units and the
 * remainder stays in the pool. Real money only: fun mode never touches it.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    amountTenThousandths: bigint('amount_ten_thousandths', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.game, table.currency] })],
);

/**
 * The crash game's hash chains (see src/crash/hash-chain.ts and docs/fairness.md). The secret stays
 * here; the terminating hash and the salt are public. A chain is used until its last round, then a
 * new one is made. Only every `checkpoint_every`-th hash is stored; the others are generated from them.
 */
export const crashChains = pgTable('crash_chains', {
  id: uuid('id').primaryKey().defaultRandom(),
  secret: text('secret').notNull(),
  length: integer('length').notNull(),
  terminatingHash: text('terminating_hash').notNull(),
  salt: text('salt').notNull(),
  checkpoints: jsonb('checkpoints').$type<string[]>().notNull(),
  checkpointEvery: integer('checkpoint_every').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One shared crash round: round n of its chain. Its game hash is also a `seeds` row (player key
 * 'c:crash', so one unrevealed at a time) whose committed SHA-256 is the previous round's hash; the
 * players' bets are `rounds` rows on that seed, settled through the same wallet path as every game.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: uuid('id').primaryKey(),
    chainId: uuid('chain_id')
      .notNull()
      .references(() => crashChains.id, { onDelete: 'restrict' }),
    roundNumber: integer('round_number').notNull(),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => seeds.id, { onDelete: 'restrict' }),
    hash: text('hash').notNull(),
    // Hundredths. Known to the server from the start; shown to nobody before the crash.
    crashPoint: integer('crash_point').notNull(),
    // 'cancelled': the process stopped before the crash; open bets were refunded on restart.
    status: text('status', { enum: ['betting', 'running', 'crashed', 'cancelled'] }).notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('crash_rounds_chain_number').on(table.chainId, table.roundNumber),
    index('crash_rounds_recent').on(table.createdAt),
  ],
);

/** A player's bet in a crash round: its money lives in the `rounds` row of the same id. */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => rounds.id, { onDelete: 'restrict' }),
    crashRoundId: uuid('crash_round_id')
      .notNull()
      .references(() => crashRounds.id, { onDelete: 'restrict' }),
    playerKey: text('player_key').notNull(),
    // Already masked ('lu***'): other players only ever see this.
    displayName: text('display_name').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    // Hundredths, both: the automatic cash-out asked for, and where the player actually cashed out.
    autoCashOut: integer('auto_cash_out'),
    cashedOutAt: integer('cashed_out_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('crash_bets_one_per_player').on(table.crashRoundId, table.playerKey)],
);

/**
 * Free rounds the platform granted a player (POST /freerounds, idempotent on grant_id). The rounds left
 * are counted from the rounds played on the grant, so a refused or rolled-back bet gives its round back.
 */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    grantId: uuid('grant_id').primaryKey(),
    playerId: text('player_id').notNull(),
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    rounds: integer('rounds').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // A bonus's free spins: the wagering of the bonus their wins open (null: wins go to cash).
    bonusWagering: integer('bonus_wagering'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('free_round_grants_player_game').on(table.playerId, table.game)],
);

export type Seed = typeof seeds.$inferSelect;
export type Round = typeof rounds.$inferSelect;
export type StudioSession = typeof studioSessions.$inferSelect;
export type FunSession = typeof funSessions.$inferSelect;
export type TableRound = typeof tableRounds.$inferSelect;
export type CrashChain = typeof crashChains.$inferSelect;
export type CrashRound = typeof crashRounds.$inferSelect;
export type CrashBet = typeof crashBets.$inferSelect;
export type FreeRoundGrant = typeof freeRoundGrants.$inferSelect;

/** A drop table's line: `count` prizes of `amountEurCents` each. */
export interface NetworkDropLine {
  amountEurCents: string;
  count: number;
}

/**
 * A network promotion the studio runs across all its operators (issue 16, item 4). Amounts in EUR
 * cents; each prize is converted to the player's currency when it is won. The secret seed keys the
 * drops' HMAC draw (draw.ts): kept here, revealed once the promotion ended, so every draw can be
 * replayed.
 */
export const networkPromotions = pgTable('network_promotions', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['drops', 'race'] }).notNull(),
  name: text('name').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  secretSeed: text('secret_seed').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  minBetEurCents: bigint('min_bet_eur_cents', { mode: 'bigint' }).notNull(),
  games: jsonb('games').$type<string[]>().notNull(),
  /** Drops: the chance of a qualifying round to draw a prize, in parts per million. */
  dropChancePpm: integer('drop_chance_ppm'),
  dropTable: jsonb('drop_table').$type<NetworkDropLine[]>(),
  scoring: text('scoring', { enum: ['stake', 'multiplier'] }),
  /** Race: EUR cents by place, first is place 1. */
  prizes: jsonb('prizes').$type<string[]>(),
  /** Race: set in the transaction that froze the standings into prizes. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A race's score per player: EUR cents staked, or the best multiplier in hundredths. */
export const networkRaceScores = pgTable(
  'network_race_scores',
  {
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => networkPromotions.code, { onDelete: 'restrict' }),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    /** When the score last rose: ties go to whoever reached it first. */
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'network_race_scores_pk', columns: [table.promotionCode, table.playerId] })],
);

/**
 * A prize won, owed to the operator's wallet until it acknowledges it. A drop claims one slot of the
 * drop table (unique), so no more prizes fall than the table holds; a round draws once; a race place
 * is paid once.
 */
export const networkPromotionPrizes = pgTable(
  'network_promotion_prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => networkPromotions.code, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['drop', 'race'] }).notNull(),
    dropSlot: integer('drop_slot'),
    roundId: uuid('round_id'),
    place: integer('place'),
    playerId: text('player_id').notNull(),
    displayName: text('display_name').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    amountEurCents: bigint('amount_eur_cents', { mode: 'bigint' }).notNull(),
    transactionId: text('transaction_id').notNull().unique('network_promotion_prizes_transaction_unique'),
    status: text('status', { enum: ['pending', 'credited', 'needs_attention'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('network_promotion_prizes_slot_unique').on(table.promotionCode, table.dropSlot),
    uniqueIndex('network_promotion_prizes_round_unique').on(table.promotionCode, table.roundId),
    uniqueIndex('network_promotion_prizes_place_unique').on(table.promotionCode, table.place),
    index('network_promotion_prizes_owed').on(table.status, table.nextAttemptAt),
  ],
);

export type NetworkPromotion = typeof networkPromotions.$inferSelect;
export type NetworkPromotionPrize = typeof networkPromotionPrizes.$inferSelect;

/** A round counted by a promotion: at most once, however often it is recorded (a retry, the sweep). */
export const networkPromotionRounds = pgTable(
  'network_promotion_rounds',
  {
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => networkPromotions.code, { onDelete: 'restrict' }),
    roundId: uuid('round_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'network_promotion_rounds_pk', columns: [table.promotionCode, table.roundId] }),
  ],
);
