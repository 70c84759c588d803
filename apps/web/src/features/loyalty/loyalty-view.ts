import {
  type CurrencyCode,
  defaultCurrencyOf,
  eurCentsToMinor,
  isCurrencyCode,
} from '@casino/rules/currencies';
import { type LoyaltyCategory, loyaltyCategories } from '@casino/rules/loyalty/categories';
import type { CSSProperties } from 'react';
import { eurCentsPerCp } from '@casino/rules/loyalty/cp';
import type { LevelReward } from '@casino/rules/loyalty/level-rewards';
import { type LoyaltyLevel, loyaltyLevels } from '@casino/rules/loyalty/levels';

/** The level table of the rules, category by category, as the rewards page lists it. */
export interface LevelGroup {
  category: LoyaltyCategory;
  levels: LoyaltyLevel[];
}

export const levelGroups: readonly LevelGroup[] = loyaltyCategories.map((category) => ({
  category,
  levels: loyaltyLevels.filter((level) => level.category === category.key),
}));

/**
 * The currency amounts are shown in: the player's account currency, else the one a visitor from their
 * country most likely keeps (as sign-up offers it), else EUR, in which the rules are written.
 */
export function displayCurrency(
  playerCurrency: string | null | undefined,
  visitorCountry: string | null | undefined,
): CurrencyCode {
  if (isCurrencyCode(playerCurrency)) return playerCurrency;
  const guessed = visitorCountry ? defaultCurrencyOf(visitorCountry) : null;
  return guessed ?? 'EUR';
}

/** A cash reward in minor units of `currency`, by the rules' EUR equivalent (rounded down, as paid). */
export function cashRewardMinor(reward: Extract<LevelReward, { kind: 'cash' }>, currency: CurrencyCode) {
  return eurCentsToMinor(currency, reward.eurCents);
}

/** The stake that earns 1 CP (EUR 25), in minor units of `currency`. */
export function stakePerCpMinor(currency: CurrencyCode): bigint {
  return eurCentsToMinor(currency, eurCentsPerCp);
}

/** A progress fraction (0..1) as a whole percent for the bar and its label; never above 100. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(100, Math.floor(progress * 100));
}

/** The tier's colour for its styles: the skin's design token, else the rules' default value. */
export function tierColour(category: LoyaltyCategory): string {
  return `var(${category.colour.token}, ${category.colour.value})`;
}

export function tierStyle(category: LoyaltyCategory): CSSProperties {
  return { '--tier-colour': tierColour(category) } as CSSProperties;
}
