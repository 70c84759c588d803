/**
 * Bonus money rules (issue 15), shared by the API and the web app: how a stake is split between cash
 * and bonus, how a win and a rollback follow that split, how wagering points are counted and what a
 * bonus converts to. All amounts are integer minor units of the player's currency; nothing here reads
 * a clock or a database.
 */

import { oddsAtLeast } from './loyalty/contribution';

export const bonusKinds = ['deposit_match', 'no_deposit', 'free_spins', 'reload', 'cashback'] as const;
export type BonusKind = (typeof bonusKinds)[number];

export const bonusActivations = ['automatic', 'claim', 'deposit', 'code'] as const;
export type BonusActivation = (typeof bonusActivations)[number];

/** What the wagering requirement multiplies: the bonus alone, or the deposit plus the bonus. */
export const wageringBases = ['bonus', 'deposit_plus_bonus'] as const;
export type WageringBase = (typeof wageringBases)[number];

/** The game groups a campaign weighs separately (the wager facts' products). */
export const bonusGameGroups = ['slots', 'live-casino-and-tables', 'game-shows', 'crash-and-fast'] as const;
export type BonusGameGroup = (typeof bonusGameGroups)[number];

/** Slots count in full; tables and live games 10 to 20 %, as the field does. */
export const defaultContributions: Readonly<Record<BonusGameGroup, number>> = {
  slots: 100,
  'live-casino-and-tables': 10,
  'game-shows': 20,
  'crash-and-fast': 20,
};

/** A campaign's sportsbook terms when it names none: sportsbook stakes count nothing. */
export const defaultSportsbookTerms = { percent: 0, minOdds: '1.5' } as const;

/**
 * The percent of a sportsbook ticket's stake that counts towards wagering: the campaign's sportsbook
 * contribution at combined odds of at least its minimum, else 0 (and 0 for grants made before).
 */
export function sportsbookContributionPercent(
  terms: Pick<BonusTerms, 'sportsbook'>,
  combinedOdds: string,
): number {
  const sportsbook = terms.sportsbook;
  if (!sportsbook) return 0;
  return oddsAtLeast(combinedOdds, sportsbook.minOdds) ? sportsbook.percent : 0;
}

/** A grant's own copy of its campaign's terms, in the player's currency: later edits never reach it. */
export interface BonusTerms {
  kind: BonusKind;
  wageringMultiple: number;
  wageringBase: WageringBase;
  /** Percent (0..100) of each stake that counts, per game group. */
  contributions: Record<BonusGameGroup, number>;
  /** Percent per game id, before its group's (0 excludes a game). */
  gameContributions: Record<string, number>;
  /** The largest stake accepted while the bonus is wagered; null for none. */
  maxBetMinor: string | null;
  /** The most bonus money that becomes cash at conversion; null for no cap. */
  maxConversionMinor: string | null;
  /** Days from activation to complete the wagering. */
  completeDays: number;
  /** Deposit bonuses: the match, its cap and the smallest deposit, for a grant that waits for one. */
  matchPercent?: number | null;
  maxBonusMinor?: string | null;
  minDepositMinor?: string | null;
  /**
   * Sportsbook tickets: the percent of their stake that counts, from combined odds of at least
   * `minOdds` (an exact decimal); absent (grants of before): sportsbook stakes count nothing.
   */
  sportsbook?: { percent: number; minOdds: string };
}

/** The cash and bonus parts of a stake: real money first, then bonus money (UK rules). */
export interface StakeSplit {
  cash: bigint;
  bonus: bigint;
}

/** Null when cash and bonus together cannot pay the stake. */
export function splitStake(stake: bigint, cashBalance: bigint, bonusBalance: bigint): StakeSplit | null {
  if (stake < 0n) throw new RangeError('a stake is not negative');
  const cash = stake < cashBalance ? stake : cashBalance > 0n ? cashBalance : 0n;
  const bonus = stake - cash;
  if (bonus > bonusBalance) return null;
  return { cash, bonus };
}

/**
 * Whether a stake goes over a wagered bonus's maximum bet (null: none). The maximum holds for a
 * round's stakes together: four bets of 2 in one round are a bet of 8 against a maximum of 2.
 */
export function exceedsMaximumBet(maxBetMinor: string | null, roundStake: bigint, stake: bigint): boolean {
  return maxBetMinor !== null && roundStake + stake > BigInt(maxBetMinor);
}

/**
 * The bonus-funded part of a win (or of a round's refund), in the proportion of the round's stakes,
 * rounded up: the fraction of a minor unit goes to bonus, so no rounding ever turns bonus money into
 * cash.
 */
export function bonusShareOf(amount: bigint, roundStake: bigint, roundBonusStake: bigint): bigint {
  if (amount <= 0n || roundBonusStake <= 0n || roundStake <= 0n) return 0n;
  if (roundBonusStake >= roundStake) return amount;
  const numerator = amount * roundBonusStake;
  const share = numerator / roundStake;
  return share * roundStake < numerator ? share + 1n : share;
}

/** The percent of a stake on this game that counts towards wagering. */
export function contributionPercent(
  terms: Pick<BonusTerms, 'contributions' | 'gameContributions'>,
  game: { id: string; group: BonusGameGroup },
): number {
  return terms.gameContributions[game.id] ?? terms.contributions[game.group] ?? 0;
}

/**
 * Wagering is counted in points of hundredths of a minor unit: a stake times its contribution
 * percent, so 10 % of a 5-cent stake still counts exactly.
 */
export function pointsOfStake(stake: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError('percent 0..100');
  return stake * BigInt(percent);
}

/** The points needed: the multiple times the base, in the same hundredths as pointsOfStake. */
export function pointsNeeded(input: {
  bonusMinor: bigint;
  depositMinor: bigint;
  wageringMultiple: number;
  wageringBase: WageringBase;
}): bigint {
  const base =
    input.wageringBase === 'deposit_plus_bonus' ? input.bonusMinor + input.depositMinor : input.bonusMinor;
  return base * BigInt(input.wageringMultiple) * 100n;
}

/** A deposit match: the percent of the deposit, up to the cap. */
export function depositMatchMinor(depositMinor: bigint, percent: number, capMinor: bigint): bigint {
  const matched = (depositMinor * BigInt(percent)) / 100n;
  return matched < capMinor ? matched : capMinor;
}

/** At conversion: what becomes cash (up to the cap) and what is forfeited. */
export function conversionOf(
  bonusBalance: bigint,
  maxConversionMinor: bigint | null,
): { toCash: bigint; forfeited: bigint } {
  const toCash =
    maxConversionMinor !== null && bonusBalance > maxConversionMinor ? maxConversionMinor : bonusBalance;
  return { toCash, forfeited: bonusBalance - toCash };
}
