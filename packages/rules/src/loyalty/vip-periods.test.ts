import { describe, expect, it } from 'vitest';
import {
  lastClosedVipPeriod,
  vipNetLossCashback,
  vipPeriodEnd,
  vipPeriodStart,
  vipPeriodTier,
  vipPeriodTiers,
} from './vip-periods';

const at = (iso: string) => new Date(iso);

describe('VIP periods (UTC)', () => {
  it('a week starts on Monday 00:00 UTC and lasts seven days', () => {
    // 2026-03-08 is a Sunday, 2026-03-09 a Monday.
    expect(vipPeriodStart('weekly', at('2026-03-08T23:59:59.999Z')).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(vipPeriodStart('weekly', at('2026-03-09T00:00:00.000Z')).toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
    expect(vipPeriodEnd('weekly', at('2026-03-09T00:00:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    // A week across a year's end.
    expect(vipPeriodStart('weekly', at('2027-01-01T12:00:00Z')).toISOString()).toBe(
      '2026-12-28T00:00:00.000Z',
    );
  });

  it('a month starts on the 1st 00:00 UTC', () => {
    expect(vipPeriodStart('monthly', at('2026-02-28T23:59:59Z')).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(vipPeriodEnd('monthly', at('2026-02-01T00:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(vipPeriodEnd('monthly', at('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('the last closed period is the one before the current', () => {
    expect(lastClosedVipPeriod('weekly', at('2026-03-09T00:00:00Z')).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(lastClosedVipPeriod('monthly', at('2026-03-01T00:00:00Z')).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(lastClosedVipPeriod('monthly', at('2026-01-15T00:00:00Z')).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
  });
});

describe('VIP period benefits', () => {
  it('every benefit grows (or holds) from tier to tier', () => {
    expect(vipPeriodTiers.map((tier) => tier.key)).toEqual(['bronze', 'silver', 'gold', 'platinum']);
    for (let i = 1; i < vipPeriodTiers.length; i += 1) {
      for (const period of ['weekly', 'monthly'] as const) {
        const lower = vipPeriodTiers[i - 1]![period];
        const higher = vipPeriodTiers[i]![period];
        expect(higher.cashbackBasisPoints).toBeGreaterThan(lower.cashbackBasisPoints);
        expect(higher.cashRewardEurCents).toBeGreaterThan(lower.cashRewardEurCents);
        expect(higher.freeSpins).toBeGreaterThan(lower.freeSpins);
      }
    }
    expect(vipPeriodTier('gold').weekly).toEqual({
      cashbackBasisPoints: 1_000,
      cashRewardEurCents: 5_000n,
      freeSpins: 30,
    });
  });

  it('net-loss cashback is rounded down and nothing on a net win', () => {
    expect(vipNetLossCashback(12_345n, 500)).toBe(617n);
    expect(vipNetLossCashback(0n, 500)).toBe(0n);
    expect(vipNetLossCashback(-5_000n, 1_500)).toBe(0n);
    expect(() => vipNetLossCashback(100n, 10_001)).toThrow(RangeError);
  });
});
