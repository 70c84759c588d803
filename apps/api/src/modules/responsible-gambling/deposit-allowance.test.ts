import { describe, expect, it } from 'vitest';
import { limitWindowStart, remainingDepositAllowance } from './deposit-allowance';

describe('remainingDepositAllowance', () => {
  it('is null when no limit applies', () => {
    expect(remainingDepositAllowance({}, {})).toBeNull();
    expect(remainingDepositAllowance({ day: null, week: null }, { day: 500 })).toBeNull();
  });

  it('picks the lowest remaining amount across periods', () => {
    // Day leaves 4000, week leaves 2000, month leaves 7000: the week decides.
    expect(
      remainingDepositAllowance(
        { day: 5000, week: 20_000, month: 50_000 },
        { day: 1000, week: 18_000, month: 43_000 },
      ),
    ).toBe(2000);
    // A lower limit wins even when nothing was deposited.
    expect(remainingDepositAllowance({ day: 10_000, month: 3000 }, {})).toBe(3000);
  });

  it('never goes below zero', () => {
    expect(remainingDepositAllowance({ day: 2000 }, { day: 2500 })).toBe(0);
  });

  it('counts rolling windows back from now', () => {
    const now = new Date('2026-03-31T10:00:00Z');
    expect(limitWindowStart('day', now).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    expect(limitWindowStart('week', now).toISOString()).toBe('2026-03-24T10:00:00.000Z');
    expect(limitWindowStart('month', now).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});
