import { eurCentsPerCp, microCpPerCp } from './cp';
import { type EurEquivalent, minorAsEurCentsFraction } from '../currency-conversion';

/**
 * How much of a real-money stake counts toward CP (issue 14, spec section 9), as a whole percentage,
 * resolved game first, then category, then product.
 */
export type WagerProduct = 'casino' | 'sportsbook';
export type ContributionCategory =
  'slots' | 'live-casino' | 'game-shows' | 'table' | 'virtual' | 'crash-and-fast';

export interface ContributionWeights {
  products: Record<WagerProduct, number>;
  categories: Partial<Record<ContributionCategory, number>>;
  /** By catalogue game id: a single game counted differently from its category. */
  games: Readonly<Record<string, number>>;
}

/**
 * Slots 100 %; live casino, table and virtual games 20 % (the spec). Game shows are live-dealer
 * games, and crash and fast games are house originals with a house edge of about 1 %, so both count
 * like table games. Anything not named counts as its product.
 */
export const defaultContributionWeights: ContributionWeights = {
  products: { casino: 100, sportsbook: 20 },
  categories: {
    slots: 100,
    'live-casino': 20,
    'game-shows': 20,
    table: 20,
    virtual: 20,
    'crash-and-fast': 20,
  },
  games: {},
};

/** The sportsbook counts only at combined odds of at least 1.2, checked when the bet is settled. */
export const minimumSportsbookOdds = '1.2';

export interface ContributingWager {
  product: WagerProduct;
  category?: ContributionCategory;
  gameId?: string;
  /** Sportsbook only: the combined (decimal) odds as an exact decimal string such as "1.85". */
  combinedOdds?: string;
}

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** A decimal string as an exact fraction digits / 10^scale. */
function parseDecimal(text: string): { digits: bigint; scale: bigint } {
  const match = decimalPattern.exec(text);
  if (!match) throw new RangeError(`odds must be a decimal number, got "${text}"`);
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1]! + fraction), scale: BigInt(fraction.length) };
}

/** Whether decimal odds reach a minimum (both exact decimal strings), compared exactly (no float). */
export function oddsAtLeast(oddsText: string, minimumText: string): boolean {
  const odds = parseDecimal(oddsText);
  const minimum = parseDecimal(minimumText);
  return odds.digits * 10n ** minimum.scale >= minimum.digits * 10n ** odds.scale;
}

/** Whether decimal odds reach the sportsbook minimum, compared exactly (no float). */
export function oddsReachCpMinimum(combinedOdds: string): boolean {
  return oddsAtLeast(combinedOdds, minimumSportsbookOdds);
}

/** The weight (0-100 %) of one wager: game, then category, then product; sportsbook below 1.2 is 0. */
export function contributionWeight(
  wager: ContributingWager,
  weights: ContributionWeights = defaultContributionWeights,
): number {
  if (wager.product === 'sportsbook') {
    if (wager.combinedOdds === undefined || !oddsReachCpMinimum(wager.combinedOdds)) return 0;
  }
  const byGame = wager.gameId === undefined ? undefined : weights.games[wager.gameId];
  const byCategory = wager.category === undefined ? undefined : weights.categories[wager.category];
  return byGame ?? byCategory ?? weights.products[wager.product];
}

/**
 * Micro-CP earned by a real-money stake (minor units of its currency) at a weight in percent:
 * 1 CP per EUR 25 at 100 %. Multiplied out before the one division, rounded down (see cp.ts).
 */
export function cpFromStake(stakeMinor: bigint, currency: EurEquivalent, weightPercent: number): bigint {
  if (!Number.isInteger(weightPercent) || weightPercent < 0 || weightPercent > 100) {
    throw new RangeError('a contribution weight is a whole percentage from 0 to 100');
  }
  if (stakeMinor <= 0n) return 0n;
  const { numerator, denominator } = minorAsEurCentsFraction(stakeMinor, currency);
  return (numerator * BigInt(weightPercent) * microCpPerCp) / (denominator * 100n * eurCentsPerCp);
}
