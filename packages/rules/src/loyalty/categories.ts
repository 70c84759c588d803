/**
 * The level categories of spec section 9 and the VIP table of section 3: Art 1-20, then the VIP tiers
 * by wager (EUR) Bronze 50k-100k, Silver 100k-250k, Gold 250k-1M, Platinum 1M-12M. The wager ranges
 * are the CP thresholds at 1 CP per EUR 25 (level 21's 2,000 CP is EUR 50,000, level 60's 480,000 CP
 * EUR 12,000,000), so the two descriptions agree.
 */
export type LoyaltyCategoryKey = 'art' | 'bronze' | 'silver' | 'gold' | 'platinum';

/** What a category offers; the web translates `loyalty.benefits.<key>`. */
export type LoyaltyBenefit =
  | 'dailyCashback'
  | 'levelUpRewards'
  | 'vipHost'
  | 'weeklyCashback'
  | 'monthlyCashback'
  | 'weeklyCashReward'
  | 'monthlyCashReward'
  | 'freeSpins';

export interface LoyaltyCategory {
  key: LoyaltyCategoryKey;
  /** i18n key of the category's name. */
  nameKey: string;
  firstLevel: number;
  lastLevel: number;
  /** Wagered EUR (whole euros) from which the category is reached, and where the next one begins. */
  wagerEur: { from: number; to: number };
  isVip: boolean;
  /** A design token name (a CSS custom property skins may set) and its default value. */
  colour: { token: string; value: string };
  benefits: readonly LoyaltyBenefit[];
}

const everyPlayer: readonly LoyaltyBenefit[] = ['dailyCashback', 'levelUpRewards'];

// Spec section 6: from level 21 every VIP has a host, weekly and monthly cashback and cash rewards and
// free spins; what grows from tier to tier is the daily cashback rate (cashback.ts) and the rewards.
const vip: readonly LoyaltyBenefit[] = [
  ...everyPlayer,
  'vipHost',
  'weeklyCashback',
  'monthlyCashback',
  'weeklyCashReward',
  'monthlyCashReward',
  'freeSpins',
];

export const loyaltyCategories: readonly LoyaltyCategory[] = [
  {
    key: 'art',
    nameKey: 'loyalty.categories.art',
    firstLevel: 1,
    lastLevel: 20,
    wagerEur: { from: 0, to: 50_000 },
    isVip: false,
    colour: { token: '--color-tier-art', value: '#38bdf8' },
    benefits: everyPlayer,
  },
  {
    key: 'bronze',
    nameKey: 'loyalty.categories.bronze',
    firstLevel: 21,
    lastLevel: 30,
    wagerEur: { from: 50_000, to: 100_000 },
    isVip: true,
    colour: { token: '--color-tier-bronze', value: '#cd7f32' },
    benefits: vip,
  },
  {
    key: 'silver',
    nameKey: 'loyalty.categories.silver',
    firstLevel: 31,
    lastLevel: 40,
    wagerEur: { from: 100_000, to: 250_000 },
    isVip: true,
    colour: { token: '--color-tier-silver', value: '#c0c6d4' },
    benefits: vip,
  },
  {
    key: 'gold',
    nameKey: 'loyalty.categories.gold',
    firstLevel: 41,
    lastLevel: 50,
    wagerEur: { from: 250_000, to: 1_000_000 },
    isVip: true,
    colour: { token: '--color-tier-gold', value: '#f5b81c' },
    benefits: vip,
  },
  {
    key: 'platinum',
    nameKey: 'loyalty.categories.platinum',
    firstLevel: 51,
    lastLevel: 60,
    wagerEur: { from: 1_000_000, to: 12_000_000 },
    isVip: true,
    colour: { token: '--color-tier-platinum', value: '#e5e4e2' },
    benefits: vip,
  },
];

/** The category a level (1-60) belongs to; undefined for level 0 (no level yet) and beyond 60. */
export function categoryOfLevel(level: number): LoyaltyCategory | undefined {
  return loyaltyCategories.find((category) => level >= category.firstLevel && level <= category.lastLevel);
}
