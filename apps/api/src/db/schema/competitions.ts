import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JsonObject } from './ledger';
import { players } from './players';

/**
 * Competitions (issue 16): challenges on multipliers, slot races, leaderboards. They are scored from
 * the outbox's game movements by one consumer (modules/competitions/competition-consumer.ts) with its
 * own receipts; prizes are ledger entries from house_promotions.
 */
export const challengeStatuses = ['open', 'completed', 'cancelled'] as const;
export type ChallengeStatus = (typeof challengeStatuses)[number];

/** A challenge is one of the rules' five tiers (1..5) on a game, or on every studio slot (game null). */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The demo seed's own key, so the seed runs at every start without duplicating.
    seedKey: text('seed_key'),
    // One of the rules' five tiers, or null for a custom challenge with its own terms below.
    tier: smallint('tier'),
    multiplier: bigint('multiplier', { mode: 'bigint' }),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }),
    currency: text('currency'),
    gameId: uuid('game_id'),
    maxWinners: integer('max_winners').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status', { enum: challengeStatuses }).notNull().default('open'),
    winnersCount: integer('winners_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    unique('challenges_seed_key_unique').on(table.seedKey),
    check('challenges_tier_check', sql`${table.tier} BETWEEN 1 AND 5`),
    check('challenges_max_winners_check', sql`${table.maxWinners} BETWEEN 1 AND 1000`),
    check('challenges_status_check', sql`${table.status} IN ('open', 'completed', 'cancelled')`),
    check('challenges_winners_within_max', sql`${table.winnersCount} BETWEEN 0 AND ${table.maxWinners}`),
    check(
      'challenges_terms_check',
      sql`(${table.tier} IS NOT NULL AND ${table.multiplier} IS NULL AND ${table.prizeMinor} IS NULL AND ${table.minBetMinor} IS NULL AND ${table.currency} IS NULL) OR (${table.tier} IS NULL AND ${table.multiplier} >= 2 AND ${table.prizeMinor} > 0 AND ${table.minBetMinor} > 0 AND ${table.currency} ~ '^[A-Z]{3,5}$')`,
    ),
  ],
);

/** A winner's place: (challenge, place) is unique, so two rounds can never take the same place. */
export const challengeWinners = pgTable(
  'challenge_winners',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'restrict' }),
    place: integer('place').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    outboxEventId: bigint('outbox_event_id', { mode: 'number' }).notNull(),
    gameId: uuid('game_id'),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.place] }),
    unique('challenge_winners_player_unique').on(table.challengeId, table.playerId),
  ],
);

export const raceScorings = ['wagered', 'multiplier', 'net_win'] as const;
export type RaceScoring = (typeof raceScorings)[number];
export const raceRecurrences = ['daily', 'weekly'] as const;
export type RaceRecurrence = (typeof raceRecurrences)[number];
export const raceStatuses = ['scheduled', 'paying', 'closed', 'cancelled'] as const;
export type RaceStatus = (typeof raceStatuses)[number];

export const slotRaceTemplates = pgTable(
  'slot_race_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    name: text('name').notNull(),
    recurrence: text('recurrence', { enum: raceRecurrences }).notNull(),
    scoring: text('scoring', { enum: raceScorings }).notNull(),
    currency: text('currency').notNull(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    gameIds: uuid('game_ids').array(),
    prizesMinor: bigint('prizes_minor', { mode: 'bigint' }).array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('slot_race_templates_seed_key_unique').on(table.seedKey),
    check('slot_race_templates_recurrence_check', sql`${table.recurrence} IN ('daily', 'weekly')`),
    check('slot_race_templates_scoring_check', sql`${table.scoring} IN ('wagered', 'multiplier', 'net_win')`),
  ],
);

/**
 * A slot race: its window [startsAt, endsAt), eligible games (null: every slot), scoring, minimum
 * bet and currency, and its prize table by place (the pool is their sum). 'scheduled' covers before
 * and during the window; at its end the standings are frozen into results ('paying') and each
 * place is paid once ('closed').
 */
export const slotRaces = pgTable(
  'slot_races',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    templateId: uuid('template_id').references(() => slotRaceTemplates.id, { onDelete: 'set null' }),
    scoring: text('scoring', { enum: raceScorings }).notNull(),
    currency: text('currency').notNull(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    gameIds: uuid('game_ids').array(),
    prizesMinor: bigint('prizes_minor', { mode: 'bigint' }).array().notNull(),
    poolMinor: bigint('pool_minor', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: raceStatuses }).notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    unique('slot_races_url_unique').on(table.url),
    unique('slot_races_template_start_unique').on(table.templateId, table.startsAt),
    index('slot_races_status_ends_idx').on(table.status, table.endsAt),
    check('slot_races_scoring_check', sql`${table.scoring} IN ('wagered', 'multiplier', 'net_win')`),
    check('slot_races_status_check', sql`${table.status} IN ('scheduled', 'paying', 'closed', 'cancelled')`),
    check('slot_races_window_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('slot_races_amounts_check', sql`${table.minBetMinor} >= 0 AND ${table.poolMinor} > 0`),
  ],
);

/** A player's live score in a race; ties go to who reached the score first (time, then event id). */
export const slotRaceScores = pgTable(
  'slot_race_scores',
  {
    raceId: uuid('race_id')
      .notNull()
      .references(() => slotRaces.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    score: bigint('score', { mode: 'bigint' }).notNull().default(0n),
    rounds: integer('rounds').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    reachedEventId: bigint('reached_event_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.raceId, table.playerId] }),
    index('slot_race_scores_standing_idx').on(
      table.raceId,
      table.score.desc(),
      table.reachedAt,
      table.reachedEventId,
    ),
  ],
);

/** The frozen standings with a prize: one row per place, paid once (ledger key per place). */
export const slotRaceResults = pgTable(
  'slot_race_results',
  {
    raceId: uuid('race_id')
      .notNull()
      .references(() => slotRaces.id, { onDelete: 'restrict' }),
    place: integer('place').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.raceId, table.place] }),
    unique('slot_race_results_player_unique').on(table.raceId, table.playerId),
    check('slot_race_results_prize_check', sql`${table.prizeMinor} >= 0`),
  ],
);

export const leaderboardPeriods = ['all', 'daily', 'weekly', 'monthly'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];

/** Wagered and prizes won per player and UTC period (in EUR cents, so players of all currencies rank together). */
export const leaderboardTotals = pgTable(
  'leaderboard_totals',
  {
    period: text('period', { enum: leaderboardPeriods }).notNull(),
    // The period's first UTC day ('all': 1970-01-01).
    periodStart: date('period_start').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    wageredEurCents: bigint('wagered_eur_cents', { mode: 'bigint' }).notNull().default(0n),
    prizesEurCents: bigint('prizes_eur_cents', { mode: 'bigint' }).notNull().default(0n),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.period, table.periodStart, table.playerId] }),
    index('leaderboard_totals_rank_idx').on(
      table.period,
      table.periodStart,
      table.wageredEurCents.desc(),
      table.playerId,
    ),
    check('leaderboard_totals_period_check', sql`${table.period} IN ('all', 'daily', 'weekly', 'monthly')`),
  ],
);

/** Whether other players see the player's name on leaderboards and winner lists (masked by default). */
export const competitionPreferences = pgTable('competition_preferences', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  showName: boolean('show_name').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The outbox events the competitions consumer has scored (once each). */
export const competitionReceipts = pgTable('competition_receipts', {
  outboxEventId: bigint('outbox_event_id', { mode: 'number' }).primaryKey(),
});

/** Every staff command on competitions: who, what, on which challenge or race, when. */
export const competitionAudit = pgTable(
  'competition_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').notNull(),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    details: jsonb('details').$type<JsonObject>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('competition_audit_created_idx').on(table.createdAt)],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type SlotRaceRow = typeof slotRaces.$inferSelect;
export type SlotRaceTemplateRow = typeof slotRaceTemplates.$inferSelect;

/** Rounds a bet of which was paid (partly) from bonus money: their wins claim no challenge. */
export const competitionBonusRounds = pgTable('competition_bonus_rounds', {
  roundKey: text('round_key').primaryKey(),
});
