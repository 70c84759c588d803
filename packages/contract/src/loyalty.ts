import { z } from 'zod';
import { integerStringSchema } from './amounts';
import {
  loyaltyCategoryKeys,
  loyaltyRewardKinds,
  loyaltyRewardStatuses,
  vipHostTaskStatuses,
} from './values/loyalty';

export {
  loyaltyCategoryKeys,
  loyaltyRewardKinds,
  loyaltyRewardStatuses,
  vipHostTaskStatuses,
  type LoyaltyCategoryKeyValue,
  type LoyaltyRewardKind,
  type LoyaltyRewardStatus,
  type VipHostTaskStatus,
} from './values/loyalty';

/**
 * The player's loyalty standing (GET /player/loyalty). CP are whole CP (the API keeps micro-CP);
 * money is in the player's currency's minor units. `level` is 0 before level 1, then `categoryKey`
 * is null.
 */
export const loyaltyDataSchema = z.object({
  level: z.number().int().min(0).max(60),
  categoryKey: z.enum(loyaltyCategoryKeys).nullable(),
  isVip: z.boolean(),
  /** Whole CP earned in total. */
  totalCp: integerStringSchema,
  /**
   * CP earned in total in tenths, rounded down ('12' is 1.2 CP): screens show one decimal while below
   * 10 CP, so a first small bet visibly moves something.
   */
  totalCpTenths: integerStringSchema,
  /** Whole CP earned since the current level was reached (totalCp minus the level's required CP). */
  cpGained: integerStringSchema,
  nextLevel: z.object({ number: z.number().int(), requiredCp: integerStringSchema }).nullable(),
  /** Null at level 60. */
  cpUntilNextLevel: integerStringSchema.nullable(),
  /** 0..1: how far the player is from the current level's threshold to the next one (1 at level 60). */
  progress: z.number().min(0).max(1),
  lastLevelUp: z.object({ level: z.number().int(), at: z.iso.datetime() }).nullable(),
  cashback: z.object({
    currency: z.string(),
    /** Accrued before today's UTC day and not yet claimed. */
    availableMinor: integerStringSchema,
    /** Today's accrual (UTC), claimable from tomorrow. */
    accruingMinor: integerStringSchema,
    canClaim: z.boolean(),
    /** When a claim is next possible (the next UTC midnight) when one cannot claim now, else null. */
    nextClaimAt: z.iso.datetime().nullable(),
  }),
});
export type LoyaltyData = z.infer<typeof loyaltyDataSchema>;

/** POST /player/cashback/claim: what was credited to the player's cash balance. */
export const claimCashbackDataSchema = z.object({
  claimedMinor: integerStringSchema,
  currency: z.string(),
});
export type ClaimCashbackData = z.infer<typeof claimCashbackDataSchema>;

/** One level-up reward of the player, newest first (GET /player/loyalty/rewards). */
export const loyaltyRewardSchema = z.object({
  level: z.number().int().min(1).max(60),
  kind: z.enum(loyaltyRewardKinds),
  /** Cash rewards: the amount in the player's currency's minor units. */
  amountMinor: integerStringSchema.optional(),
  currency: z.string().optional(),
  /** Free-spin rewards: the number of spins and the slot's slug. */
  spins: z.number().int().min(1).optional(),
  gameSlug: z.string().optional(),
  status: z.enum(loyaltyRewardStatuses),
  /** When the level was reached (and the reward recorded). */
  at: z.iso.datetime(),
});
export type LoyaltyReward = z.infer<typeof loyaltyRewardSchema>;
export const loyaltyRewardsDataSchema = z.object({ items: z.array(loyaltyRewardSchema) });
export type LoyaltyRewardsData = z.infer<typeof loyaltyRewardsDataSchema>;

/** Staff: the VIP host tasks made when a player reaches level 21 (GET /staff/v1/vipHostTasks). */
export const staffVipHostTasksQuerySchema = z.object({ status: z.enum(vipHostTaskStatuses).optional() });
export const staffVipHostTaskSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  username: z.string(),
  level: z.number().int(),
  status: z.enum(vipHostTaskStatuses),
  createdAt: z.iso.datetime(),
});
export const staffVipHostTasksDataSchema = z.object({ tasks: z.array(staffVipHostTaskSchema) });

/** The kinds of a VIP period reward (issue 14): cashback on net loss, cash reward, free spins, per period. */
export const vipPeriodRewardKinds = [
  'weekly_cashback',
  'monthly_cashback',
  'weekly_cash',
  'monthly_cash',
  'weekly_free_spins',
  'monthly_free_spins',
] as const;

/** One weekly or monthly VIP reward of the player, newest period first (GET /player/loyalty/vipRewards). */
export const vipPeriodRewardSchema = z.object({
  period: z.enum(['weekly', 'monthly']),
  kind: z.enum(vipPeriodRewardKinds),
  /** The period's first day (UTC): a Monday for a week, the 1st for a month. */
  periodStart: z.iso.date(),
  tier: z.enum(['bronze', 'silver', 'gold', 'platinum']),
  /** Cashback and cash rewards: the amount in the player's currency's minor units. */
  amountMinor: integerStringSchema.optional(),
  currency: z.string(),
  /** Cashback: the period's net loss it was paid on. */
  netLossMinor: integerStringSchema.optional(),
  /** Free spins: how many and on which slot. */
  spins: z.number().int().min(1).optional(),
  gameSlug: z.string().optional(),
  status: z.enum(loyaltyRewardStatuses),
});
export type VipPeriodReward = z.infer<typeof vipPeriodRewardSchema>;
export const vipPeriodRewardsDataSchema = z.object({ items: z.array(vipPeriodRewardSchema) });
export type VipPeriodRewardsData = z.infer<typeof vipPeriodRewardsDataSchema>;
