/**
 * VIP period rewards (spec sections 3 and 6, issue 14): from level 21 a VIP player gets, for each UTC
 * week (ISO, from Monday 00:00) and each UTC month in which they played for real money, cashback on
 * their net losses, a cash reward and free spins on a named slot of our studio, by the tier they hold
 * at the period's end. The spec names the benefits and says they grow by tier; the amounts are ours,
 * written down once here (and in docs/loyalty-rules.md).
 */
import type { LoyaltyCategoryKey } from './categories';

export type VipPeriod = 'weekly' | 'monthly';
export const vipPeriods: readonly VipPeriod[] = ['weekly', 'monthly'];

export type VipTierKey = Exclude<LoyaltyCategoryKey, 'art'>;

/** What one period pays a tier. */
export interface VipPeriodBenefit {
  /** Cashback on the period's net loss, basis points (500 = 5 %). */
  cashbackBasisPoints: number;
  /** A cash reward in EUR cents, paid in the player's currency by its EUR equivalent, rounded down. */
  cashRewardEurCents: bigint;
  /** Free spins on the tier's slot. */
  freeSpins: number;
}

export interface VipPeriodTier {
  key: VipTierKey;
  /** The studio slot (catalogue slug) the tier's free spins are on. */
  freeSpinsGameSlug: string;
  weekly: VipPeriodBenefit;
  monthly: VipPeriodBenefit;
}

export const vipPeriodTiers: readonly VipPeriodTier[] = [
  {
    key: 'bronze',
    freeSpinsGameSlug: 'sun-temple',
    weekly: { cashbackBasisPoints: 500, cashRewardEurCents: 1_000n, freeSpins: 10 },
    monthly: { cashbackBasisPoints: 200, cashRewardEurCents: 5_000n, freeSpins: 25 },
  },
  {
    key: 'silver',
    freeSpinsGameSlug: 'lucky-clover',
    weekly: { cashbackBasisPoints: 750, cashRewardEurCents: 2_500n, freeSpins: 20 },
    monthly: { cashbackBasisPoints: 300, cashRewardEurCents: 10_000n, freeSpins: 50 },
  },
  {
    key: 'gold',
    freeSpinsGameSlug: 'frost-giants',
    weekly: { cashbackBasisPoints: 1_000, cashRewardEurCents: 5_000n, freeSpins: 30 },
    monthly: { cashbackBasisPoints: 400, cashRewardEurCents: 25_000n, freeSpins: 75 },
  },
  {
    key: 'platinum',
    freeSpinsGameSlug: 'pearl-diver',
    weekly: { cashbackBasisPoints: 1_500, cashRewardEurCents: 10_000n, freeSpins: 50 },
    monthly: { cashbackBasisPoints: 500, cashRewardEurCents: 50_000n, freeSpins: 100 },
  },
];

/** The period table of a VIP tier. */
export function vipPeriodTier(key: VipTierKey): VipPeriodTier {
  return vipPeriodTiers.find((tier) => tier.key === key)!;
}

/**
 * Cashback on a period's net loss (cash stakes - cash wins - rollbacks, minor units), rounded down;
 * nothing when the player won or broke even.
 */
export function vipNetLossCashback(netLossMinor: bigint, basisPoints: number): bigint {
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000)
    throw new RangeError('a cashback rate is whole basis points from 0 to 10,000');
  if (netLossMinor <= 0n) return 0n;
  return (netLossMinor * BigInt(basisPoints)) / 10_000n;
}

const dayMs = 86_400_000;

/** The first instant (UTC) of the period containing `at`: Monday 00:00 of its ISO week, or the 1st. */
export function vipPeriodStart(period: VipPeriod, at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'monthly') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  // getUTCDay() is 0 on Sunday: days since Monday.
  return new Date(midnight - ((at.getUTCDay() + 6) % 7) * dayMs);
}

/** The first instant of the period after the one starting at `start`. */
export function vipPeriodEnd(period: VipPeriod, start: Date): Date {
  if (period === 'weekly') return new Date(start.getTime() + 7 * dayMs);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** The start of the last period that has closed at `now`. */
export function lastClosedVipPeriod(period: VipPeriod, now: Date): Date {
  const current = vipPeriodStart(period, now);
  return vipPeriodStart(period, new Date(current.getTime() - 1));
}
