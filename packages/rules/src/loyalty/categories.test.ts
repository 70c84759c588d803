import { describe, expect, it } from 'vitest';
import { categoryOfLevel, loyaltyCategories } from './categories';
import { findLoyaltyLevel } from './levels';

describe('loyalty categories', () => {
  // Spec section 9: levels per category and the VIP tiers' wager in EUR.
  const expected = [
    ['art', 1, 20, 0, 50_000, false],
    ['bronze', 21, 30, 50_000, 100_000, true],
    ['silver', 31, 40, 100_000, 250_000, true],
    ['gold', 41, 50, 250_000, 1_000_000, true],
    ['platinum', 51, 60, 1_000_000, 12_000_000, true],
  ] as const;

  it.each(expected)('%s holds levels %i-%i for EUR %i-%i wagered', (key, first, last, from, to, isVip) => {
    const category = loyaltyCategories.find((entry) => entry.key === key)!;
    expect(category).toMatchObject({ firstLevel: first, lastLevel: last, wagerEur: { from, to }, isVip });
    expect(category.nameKey).toBe(`loyalty.categories.${key}`);
    expect(category.colour.value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('are in order, contiguous and cover levels 1 to 60', () => {
    expect(loyaltyCategories.map((category) => category.key)).toEqual(expected.map(([key]) => key));
    for (let level = 1; level <= 60; level += 1) expect(categoryOfLevel(level)).toBeDefined();
    expect(categoryOfLevel(0)).toBeUndefined();
    expect(categoryOfLevel(61)).toBeUndefined();
  });

  it('start at the wager their first level needs at 1 CP per EUR 25, and end where the next starts', () => {
    for (const category of loyaltyCategories.slice(1)) {
      expect(findLoyaltyLevel(category.firstLevel)!.requiredCp * 25).toBe(category.wagerEur.from);
    }
    expect(findLoyaltyLevel(60)!.requiredCp * 25).toBe(12_000_000);
    for (const [index, category] of loyaltyCategories.slice(1).entries()) {
      expect(category.wagerEur.from).toBe(loyaltyCategories[index]!.wagerEur.to);
    }
  });

  it('give every VIP the benefits of spec section 6 and every player daily cashback and level-up rewards', () => {
    const vipBenefits = [
      'vipHost',
      'weeklyCashback',
      'monthlyCashback',
      'weeklyCashReward',
      'monthlyCashReward',
      'freeSpins',
    ];
    for (const category of loyaltyCategories) {
      expect(category.benefits).toEqual(expect.arrayContaining(['dailyCashback', 'levelUpRewards']));
      if (category.isVip) expect(category.benefits).toEqual(expect.arrayContaining(vipBenefits));
      else expect(category.benefits).not.toContain('vipHost');
    }
    expect(new Set(loyaltyCategories.map((category) => category.colour.value)).size).toBe(5);
  });
});
