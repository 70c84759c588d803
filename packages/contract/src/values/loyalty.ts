/**
 * The loyalty programme's plain value lists, free of zod. The category keys are the ones
 * packages/rules/src/loyalty/categories.ts defines (`LoyaltyCategoryKey`).
 */
export const loyaltyCategoryKeys = ['art', 'bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyCategoryKeyValue = (typeof loyaltyCategoryKeys)[number];

/** A level-up reward is cash (from the house promotions account) or free spins on a named slot. */
export const loyaltyRewardKinds = ['cash', 'freeSpins'] as const;
export type LoyaltyRewardKind = (typeof loyaltyRewardKinds)[number];

/**
 * paid: cash credited; granted: free spins granted on the game; waiting: held while the player is
 * self-excluded or cooling off, paid or granted when the block ends.
 */
export const loyaltyRewardStatuses = ['paid', 'waiting', 'granted'] as const;
export type LoyaltyRewardStatus = (typeof loyaltyRewardStatuses)[number];

/** A VIP host task for staff (made when a player reaches level 21). */
export const vipHostTaskStatuses = ['open', 'done'] as const;
export type VipHostTaskStatus = (typeof vipHostTaskStatuses)[number];
