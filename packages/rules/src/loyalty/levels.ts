import { type LoyaltyCategoryKey, categoryOfLevel, loyaltyCategories } from './categories';
import { cpToMicro } from './cp';
import { type LevelReward, levelReward } from './level-rewards';

/** One row of the level table (spec sections 3 and 9): required CP in whole CP. */
export interface LoyaltyLevel {
  number: number;
  requiredCp: number;
  category: LoyaltyCategoryKey;
  reward: LevelReward;
}

/**
 * Required CP of levels 1 to 60, spec section 9. The spec states levels 1-6 as 10, 16, 24, 40, 80,
 * 120 and then "+80 per level to 1840 at 20", which cannot both hold (120 + 14 x 80 = 1,240). We keep
 * every number it names: +80 per level from 6 to 19 (1,160) and 1,840 at 20, so the step into VIP
 * (1,840 -> 2,000) stays small; the larger step is 19 -> 20. docs/loyalty-rules.md says the same.
 */
const requiredCpByLevel: readonly number[] = [
  // Art 1-20
  10, 16, 24, 40, 80, 120, 200, 280, 360, 440, 520, 600, 680, 760, 840, 920, 1_000, 1_080, 1_160, 1_840,
  // Bronze VIP 21-30: 2,000 then +200
  2_000, 2_200, 2_400, 2_600, 2_800, 3_000, 3_200, 3_400, 3_600, 3_800,
  // Silver 31-40: 4,000 then +400 to 35, then +800
  4_000, 4_400, 4_800, 5_200, 5_600, 6_000, 6_800, 7_600, 8_400, 9_200,
  // Gold 41-50: 10,000 then +2,000 to 46, then +4,000
  10_000, 12_000, 14_000, 16_000, 18_000, 20_000, 24_000, 28_000, 32_000, 36_000,
  // Platinum 51-60
  40_000, 80_000, 120_000, 160_000, 200_000, 240_000, 280_000, 340_000, 400_000, 480_000,
];

export const loyaltyLevels: readonly LoyaltyLevel[] = requiredCpByLevel.map((requiredCp, index) => ({
  number: index + 1,
  requiredCp,
  category: categoryOfLevel(index + 1)!.key,
  reward: levelReward(index + 1),
}));

export const maxLoyaltyLevel = loyaltyLevels.length;

export function findLoyaltyLevel(level: number): LoyaltyLevel | undefined {
  return loyaltyLevels[level - 1];
}

/** "The highest level whose requiredCP is reached"; 0 while even level 1 is not. CP in micro-CP. */
export function currentLevel(microCp: bigint): number {
  let reached = 0;
  for (const level of loyaltyLevels) {
    if (microCp < cpToMicro(level.requiredCp)) break;
    reached = level.number;
  }
  return reached;
}

/** "Levels only go up": a level once reached is kept even if CP were ever corrected downwards. */
export function levelAfter(previousLevel: number, microCp: bigint): number {
  return Math.max(previousLevel, currentLevel(microCp));
}

/**
 * Spec section 3: "the following level, else the first level of the next category, else none". In our
 * contiguous table both are level + 1; the rule is written out so that a table with gaps keeps it.
 */
export function nextLevelAfter(level: number): LoyaltyLevel | null {
  const category = categoryOfLevel(level);
  if (!category) return level < 1 ? (findLoyaltyLevel(1) ?? null) : null;
  if (level < category.lastLevel) return findLoyaltyLevel(level + 1) ?? null;
  const following = loyaltyCategories[loyaltyCategories.indexOf(category) + 1];
  return following ? (findLoyaltyLevel(following.firstLevel) ?? null) : null;
}

/** The next level for a CP balance (micro-CP); null at level 60. */
export function nextLevel(microCp: bigint): LoyaltyLevel | null {
  return nextLevelAfter(currentLevel(microCp));
}

/** Micro-CP still needed for the next level; null when there is none. */
export function cpUntilNextLevel(microCp: bigint): bigint | null {
  const next = nextLevel(microCp);
  return next ? cpToMicro(next.requiredCp) - microCp : null;
}

/**
 * Every level reached by going from one CP balance to a higher one, lowest first, so that a bet
 * that jumps several levels pays each level's reward once. Nothing when CP did not grow past a level.
 */
export function levelsCrossed(fromMicroCp: bigint, toMicroCp: bigint): LoyaltyLevel[] {
  const from = currentLevel(fromMicroCp);
  const to = currentLevel(toMicroCp);
  return loyaltyLevels.filter((level) => level.number > from && level.number <= to);
}
