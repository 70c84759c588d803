import { z } from 'zod';
import { offsetPageInfoSchema, offsetPageQuerySchema } from './paging';
import { integerStringSchema, minorAmountSchema } from './amounts';
import {
  bonusActivationNames,
  bonusGameGroupNames,
  bonusGrantStatusNames,
  bonusKindNames,
} from './values/bonuses';

export * from './values/bonuses';

/**
 * How much of a sportsbook ticket's stake counts towards the wagering: `percent` of it from combined
 * odds of at least `minOdds` (an exact decimal), nothing below.
 */
export const bonusSportsbookTermsSchema = z.object({ percent: z.number().int(), minOdds: z.string() });

/** A campaign's terms in the viewer's currency and language, for the promotion pages and offers. */
export const bonusCampaignViewSchema = z.object({
  slug: z.string(),
  kind: z.enum(bonusKindNames),
  activation: z.enum(bonusActivationNames),
  name: z.string(),
  description: z.string(),
  currency: z.string(),
  /** Deposit match: percent of the deposit, up to maxBonusMinor, from minDepositMinor. */
  matchPercent: z.number().int().nullable(),
  maxBonusMinor: integerStringSchema.nullable(),
  minDepositMinor: integerStringSchema.nullable(),
  /** No-deposit and cashback bonuses: the fixed amount. */
  amountMinor: integerStringSchema.nullable(),
  freeSpins: z
    .object({
      gameSlug: z.string(),
      gameName: z.string().nullable(),
      count: z.number().int(),
      valueMinor: integerStringSchema,
    })
    .nullable(),
  wageringMultiple: z.number().int(),
  wageringBase: z.enum(['bonus', 'deposit_plus_bonus']),
  contributions: z.array(z.object({ group: z.enum(bonusGameGroupNames), percent: z.number().int() })),
  sportsbook: bonusSportsbookTermsSchema,
  maxBetMinor: integerStringSchema.nullable(),
  maxConversionMinor: integerStringSchema.nullable(),
  claimDays: z.number().int(),
  completeDays: z.number().int(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
});
export type BonusCampaignView = z.infer<typeof bonusCampaignViewSchema>;

export const bonusCampaignListDataSchema = z.object({ campaigns: z.array(bonusCampaignViewSchema) });
export type BonusCampaignListData = z.infer<typeof bonusCampaignListDataSchema>;

export const bonusCampaignSlugParamsSchema = z.object({ slug: z.string().min(1).max(64) });

/** One bonus of the player (profile/bonuses): its money, its wagering, its dates. */
export const playerBonusSchema = z.object({
  id: z.string(),
  status: z.enum(bonusGrantStatusNames),
  campaign: z.object({ slug: z.string(), name: z.string(), kind: z.enum(bonusKindNames) }),
  currency: z.string(),
  /** The amount granted; the balance is what is left of it now (active bonuses only). */
  bonusMinor: integerStringSchema,
  balanceMinor: integerStringSchema,
  /** Wagering: points are the stakes counted at their contribution percent, in integerStringSchema units. */
  wageringRequirementMinor: integerStringSchema,
  pointsNeededMinor: integerStringSchema,
  pointsGainedMinor: integerStringSchema,
  /** 0..1 */
  progress: z.number().min(0).max(1),
  contributions: z.array(z.object({ group: z.enum(bonusGameGroupNames), percent: z.number().int() })),
  sportsbook: bonusSportsbookTermsSchema,
  maxBetMinor: integerStringSchema.nullable(),
  maxConversionMinor: integerStringSchema.nullable(),
  /** Rounds staked with this bonus that have not ended yet. */
  openBets: z.number().int(),
  convertedMinor: integerStringSchema,
  forfeitedMinor: integerStringSchema,
  claimBy: z.iso.datetime().nullable(),
  activatedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  endReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /**
   * A free-spins bonus whose spins are still to play (status free_spins): the game, the spins left and
   * until when; their wins open the bonus with `wageringMultiple`. Null otherwise.
   */
  freeSpins: z
    .object({
      gameId: z.string(),
      gameSlug: z.string(),
      gameTitle: z.string(),
      provider: z.string(),
      roundsLeft: z.number().int(),
      roundsGranted: z.number().int(),
      expiresAt: z.iso.datetime().nullable(),
      wageringMultiple: z.number().int(),
    })
    .nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;
export type PlayerBonusFreeSpins = NonNullable<PlayerBonus['freeSpins']>;

/** GET /player/bonuses: the active bonus, the ones waiting, the past ones, and the offers to claim. */
export const playerBonusesDataSchema = z.object({
  active: playerBonusSchema.nullable(),
  available: z.array(playerBonusSchema),
  past: z.array(playerBonusSchema),
  /** Campaigns the player may claim with Activate Bonus (activation 'claim'). */
  offers: z.array(bonusCampaignViewSchema),
  /** Deposit campaigns the deposit form offers (activation 'deposit'). */
  depositOffers: z.array(bonusCampaignViewSchema),
});
export type PlayerBonusesData = z.infer<typeof playerBonusesDataSchema>;

export const bonusIdParamsSchema = z.object({ id: z.uuid() });

/** A round that counted towards a bonus's wagering. */
export const bonusWagerSchema = z.object({
  round: z.string(),
  /** The provider's round id (the instance the player saw). */
  instanceId: z.string(),
  gameName: z.string(),
  provider: z.string(),
  wagerMinor: integerStringSchema,
  contributionPercent: z.number().int(),
  pointContributionMinor: integerStringSchema,
  kind: z.enum(['bet', 'rollback']),
  at: z.iso.datetime(),
});
export const bonusWagersQuerySchema = offsetPageQuerySchema({ defaultLimit: 20, maxLimit: 100 });
export const bonusWagersDataSchema = offsetPageInfoSchema.extend({ wagers: z.array(bonusWagerSchema) });
export type BonusWagersData = z.infer<typeof bonusWagersDataSchema>;

export const claimBonusBodySchema = z.object({ campaign: z.string().min(1).max(64) });
export const redeemBonusCodeBodySchema = z.object({ code: z.string().trim().min(1).max(40) });
/** What Activate Bonus, a claim and a code answer: the bonus as it stands now. */
export const bonusActionDataSchema = z.object({ bonus: playerBonusSchema });
export type BonusActionData = z.infer<typeof bonusActionDataSchema>;

// Staff: campaigns, codes and one player's bonuses (issue 15, item 6). Amounts in EUR cents.
const localized = z.record(z.string(), z.string().max(2000));

export const staffBonusCampaignBodySchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
  kind: z.enum(bonusKindNames),
  activation: z.enum(bonusActivationNames),
  status: z.enum(['scheduled', 'active', 'paused', 'ended']).default('active'),
  /** Per language; English is required (the fallback). */
  names: z.object({ en: z.string().min(1).max(200) }).catchall(z.string().max(2000)),
  descriptions: localized.default({}),
  matchPercent: z.number().int().min(1).max(1000).nullable().default(null),
  maxBonusEurCents: minorAmountSchema.nullable().default(null),
  minDepositEurCents: minorAmountSchema.nullable().default(null),
  amountEurCents: minorAmountSchema.nullable().default(null),
  freeSpinsGameSlug: z.string().max(100).nullable().default(null),
  freeSpinsCount: z.number().int().min(1).max(1000).nullable().default(null),
  freeSpinValueEurCents: minorAmountSchema.nullable().default(null),
  wageringMultiple: z.number().int().min(0).max(200),
  wageringBase: z.enum(['bonus', 'deposit_plus_bonus']).default('bonus'),
  contributions: z.partialRecord(z.enum(bonusGameGroupNames), z.number().int().min(0).max(100)),
  gameContributions: z.record(z.uuid(), z.number().int().min(0).max(100)).default({}),
  maxBetEurCents: minorAmountSchema.nullable().default(null),
  maxConversionEurCents: minorAmountSchema.nullable().default(null),
  claimDays: z.number().int().min(1).max(365).default(7),
  completeDays: z.number().int().min(1).max(365).default(30),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  currencies: z.array(z.string().regex(/^[A-Z]{3}$/)).default([]),
  onePerPlayer: z.boolean().default(true),
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
});
export type StaffBonusCampaignBody = z.infer<typeof staffBonusCampaignBodySchema>;

export const staffBonusCampaignSchema = staffBonusCampaignBodySchema.extend({
  id: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export const staffBonusCampaignsDataSchema = z.object({ campaigns: z.array(staffBonusCampaignSchema) });
export const staffBonusIdParamsSchema = z.object({ id: z.uuid() });
export const staffBonusCampaignStatusBodySchema = z.object({
  status: z.enum(['scheduled', 'active', 'paused', 'ended']),
});

export const staffBonusCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/),
  campaign: z.string().min(1).max(64),
  maxUses: z.number().int().min(1).nullable().default(null),
  onePerAddress: z.boolean().default(false),
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
});
export const staffBonusCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  campaign: z.string(),
  status: z.enum(['active', 'paused', 'ended']),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
});

/** The promotion codes list: newest first, a page at a time. */
export const staffBonusCodesQuerySchema = offsetPageQuerySchema({ defaultLimit: 50, maxLimit: 100 });
/** A promotion code as the list shows it: its campaign, uses against its cap, its window and state. */
export const staffBonusCodeRowSchema = staffBonusCodeSchema.extend({
  onePerAddress: z.boolean(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export const staffBonusCodesDataSchema = z.object({
  codes: z.array(staffBonusCodeRowSchema),
  page: offsetPageInfoSchema,
});

export const staffGrantBonusBodySchema = z.object({
  playerId: z.uuid(),
  campaign: z.string().min(1).max(64),
  /** The staff request's own id: sent again, it grants nothing more. */
  requestId: z.uuid(),
  reason: z.string().trim().min(3).max(500),
});
export const staffCancelBonusBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const staffBonusGrantSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  campaign: z.string(),
  status: z.enum(bonusGrantStatusNames),
  bonusMinor: integerStringSchema,
  currency: z.string(),
});
