import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BonusActivation, BonusKind, BonusTerms, WageringBase } from '@casino/rules/bonuses';
import { bonusGrantStatusNames } from '@casino/contract';
import { freeRoundGrants } from './free-rounds';
import { players } from './players';

export const bonusCampaignStatuses = ['scheduled', 'active', 'paused', 'ended'] as const;
export type BonusCampaignStatus = (typeof bonusCampaignStatuses)[number];

/** available: waits for Activate Bonus (or a deposit); free_spins: its free rounds are played; active:
 * being wagered (its money is the bonus balance); then converted, forfeited, expired or cancelled. */
export const bonusGrantStatuses = bonusGrantStatusNames;
export type BonusGrantStatus = (typeof bonusGrantStatuses)[number];

/** Per-language texts of a campaign; English is the fallback. */
export type LocalizedTexts = Partial<Record<string, string>>;

/**
 * An offer with its terms (amounts in EUR cents, converted to the player's currency when granted). The
 * checks drizzle cannot say (kinds, slug format, ranges) are in the migration.
 */
export const bonusCampaigns = pgTable('bonus_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<BonusKind>().notNull(),
  activation: text('activation').$type<BonusActivation>().notNull(),
  status: text('status', { enum: bonusCampaignStatuses }).notNull().default('active'),
  names: jsonb('names').$type<LocalizedTexts>().notNull().default({}),
  descriptions: jsonb('descriptions').$type<LocalizedTexts>().notNull().default({}),
  matchPercent: integer('match_percent'),
  maxBonusEurCents: bigint('max_bonus_eur_cents', { mode: 'bigint' }),
  minDepositEurCents: bigint('min_deposit_eur_cents', { mode: 'bigint' }),
  amountEurCents: bigint('amount_eur_cents', { mode: 'bigint' }),
  freeSpinsGameSlug: text('free_spins_game_slug'),
  freeSpinsCount: integer('free_spins_count'),
  freeSpinValueEurCents: bigint('free_spin_value_eur_cents', { mode: 'bigint' }),
  wageringMultiple: integer('wagering_multiple').notNull().default(30),
  wageringBase: text('wagering_base').$type<WageringBase>().notNull().default('bonus'),
  contributions: jsonb('contributions').$type<Record<string, number>>().notNull(),
  gameContributions: jsonb('game_contributions').$type<Record<string, number>>().notNull().default({}),
  // Sportsbook tickets count at contributions.sportsbook from these combined odds (null: the default).
  sportsbookMinOdds: text('sportsbook_min_odds'),
  maxBetEurCents: bigint('max_bet_eur_cents', { mode: 'bigint' }),
  maxConversionEurCents: bigint('max_conversion_eur_cents', { mode: 'bigint' }),
  claimDays: integer('claim_days').notNull().default(7),
  completeDays: integer('complete_days').notNull().default(30),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'`),
  currencies: text('currencies')
    .array()
    .notNull()
    .default(sql`'{}'`),
  onePerPlayer: boolean('one_per_player').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bonus given to one player: its campaign's terms copied in the player's currency (`terms`), its
 * amount, and its wagering in points (hundredths of a minor unit, @casino/rules/bonuses). Idempotent
 * on `source_key`; `per_player_key` (the campaign id of a one-per-player campaign) makes a second one
 * impossible. At most one is active per player (a partial unique index).
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'restrict' }),
    sourceKey: text('source_key').notNull().unique(),
    perPlayerKey: uuid('per_player_key'),
    status: text('status', { enum: bonusGrantStatuses }).notNull(),
    currency: text('currency').notNull(),
    terms: jsonb('terms').$type<BonusTerms>().notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    pointsNeeded: bigint('points_needed', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    points: bigint('points', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    convertedMinor: bigint('converted_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    forfeitedMinor: bigint('forfeited_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    freeRoundGrantId: uuid('free_round_grant_id').references(() => freeRoundGrants.id, {
      onDelete: 'restrict',
    }),
    claimBy: timestamp('claim_by', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    grantedByStaffId: uuid('granted_by_staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('bonus_grants_player_once_unique').on(table.playerId, table.perPlayerKey),
    uniqueIndex('bonus_grants_one_active_idx')
      .on(table.playerId)
      .where(sql`${table.status} = 'active'`),
    index('bonus_grants_player_idx').on(table.playerId, table.createdAt),
    index('bonus_grants_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    index('bonus_grants_free_rounds_idx')
      .on(table.freeRoundGrantId)
      .where(sql`${table.freeRoundGrantId} IS NOT NULL`),
  ],
);

/** The rounds that counted towards a bonus's wagering (and their rollbacks, with negative points). */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => bonusGrants.id, { onDelete: 'restrict' }),
    sourceKey: text('source_key').notNull().unique(),
    kind: text('kind', { enum: ['bet', 'rollback'] }).notNull(),
    roundId: uuid('round_id'),
    externalRoundId: text('external_round_id').notNull(),
    gameId: uuid('game_id').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    bonusStakeMinor: bigint('bonus_stake_minor', { mode: 'bigint' }).notNull(),
    contributionPercent: integer('contribution_percent').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bonus_wagers_grant_idx').on(table.grantId, table.id)],
);

export const bonusCodeStatuses = ['active', 'paused', 'ended'] as const;

/** A promotion code (stored lower-case; entered in any case) that unlocks a campaign. */
export const bonusCodes = pgTable('bonus_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  campaignId: uuid('campaign_id')
    .notNull()
    .references(() => bonusCampaigns.id, { onDelete: 'restrict' }),
  status: text('status', { enum: bonusCodeStatuses }).notNull().default('active'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  onePerAddress: boolean('one_per_address').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bonusCodeRedemptions = pgTable(
  'bonus_code_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => bonusCodes.id, { onDelete: 'restrict' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => bonusGrants.id, { onDelete: 'restrict' }),
    // The network address of the redemption, kept only for a code that allows one per address.
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('bonus_code_redemptions_player_unique').on(table.codeId, table.playerId),
    unique('bonus_code_redemptions_address_unique').on(table.codeId, table.address),
  ],
);

/** Every staff change to campaigns, codes and grants. */
export const bonusAudit = pgTable(
  'bonus_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: uuid('staff_user_id'),
    action: text('action').notNull(),
    campaignId: uuid('campaign_id'),
    grantId: uuid('grant_id'),
    codeId: uuid('code_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bonus_audit_created_idx').on(table.createdAt)],
);

export type BonusCampaignRow = typeof bonusCampaigns.$inferSelect;
export type BonusGrantRow = typeof bonusGrants.$inferSelect;
export type BonusCodeRow = typeof bonusCodes.$inferSelect;
