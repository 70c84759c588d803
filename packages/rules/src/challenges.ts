import { type EurEquivalent, eurCentsInCurrency } from './currency-conversion';

/**
 * Challenges on multipliers (spec section 9, issue 16): a real-money round whose win reaches the
 * multiplier times its stake, at or above the minimum bet, wins the prize. The five tiers below are
 * the seeded set, in EUR cents.
 */
export interface ChallengeTier {
  multiplier: bigint;
  prizeMinor: bigint;
  minBetMinor: bigint;
}

export const challengeTiersEur: readonly ChallengeTier[] = [
  { multiplier: 1_500n, prizeMinor: 25_000n, minBetMinor: 150n },
  { multiplier: 3_000n, prizeMinor: 50_000n, minBetMinor: 300n },
  { multiplier: 5_000n, prizeMinor: 75_000n, minBetMinor: 600n },
  { multiplier: 10_000n, prizeMinor: 100_000n, minBetMinor: 1_000n },
  { multiplier: 20_000n, prizeMinor: 150_000n, minBetMinor: 2_500n },
];

/** Currencies whose challenge amounts are scaled otherwise than by their EUR equivalent. */
const challengeRatioOverrides: Readonly<Record<string, { num: number; den: number }>> = {
  // The spec's NOK challenges are scaled by 10.5 (not its usual 10 per EUR).
  NOK: { num: 21, den: 2 },
};

/**
 * The tiers in a currency (code and its EUR equivalent): prizes rounded down, minimum bets rounded up,
 * so a converted challenge never pays more, nor asks less, than its EUR original.
 */
export function challengeTiersIn(currencyCode: string, currency: EurEquivalent): ChallengeTier[] {
  const override = challengeRatioOverrides[currencyCode];
  const scale: EurEquivalent = override ? { minorUnits: currency.minorUnits, perEur: override } : currency;
  return challengeTiersEur.map((tier) => ({
    multiplier: tier.multiplier,
    prizeMinor: eurCentsInCurrency(tier.prizeMinor, scale, 'floor'),
    minBetMinor: eurCentsInCurrency(tier.minBetMinor, scale, 'ceil'),
  }));
}

/**
 * Whether a real-money round (stake and total win in the same minor units) completes a tier:
 * stake at or above the minimum bet and win >= stake x multiplier, compared exactly.
 */
export function qualifiesForChallenge(stakeMinor: bigint, winMinor: bigint, tier: ChallengeTier): boolean {
  if (stakeMinor <= 0n || stakeMinor < tier.minBetMinor) return false;
  return winMinor >= stakeMinor * tier.multiplier;
}

/**
 * A custom challenge (terms set by staff in one currency) in another currency, through their EUR
 * equivalents: the prize rounded down, the minimum bet rounded up, the multiplier unchanged; in its
 * own currency, its terms as set.
 */
export function customChallengeIn(
  terms: ChallengeTier,
  from: EurEquivalent,
  to: EurEquivalent,
): ChallengeTier {
  const convert = (minor: bigint, rounding: 'floor' | 'ceil') => {
    // minor -> EUR cents -> minor of `to`, as one exact fraction rounded once.
    const numerator = minor * BigInt(from.perEur.den) * BigInt(to.perEur.num) * 10n ** BigInt(to.minorUnits);
    const denominator = BigInt(from.perEur.num) * BigInt(to.perEur.den) * 10n ** BigInt(from.minorUnits);
    const quotient = numerator / denominator;
    return rounding === 'ceil' && quotient * denominator < numerator ? quotient + 1n : quotient;
  };
  return {
    multiplier: terms.multiplier,
    prizeMinor: convert(terms.prizeMinor, 'floor'),
    minBetMinor: convert(terms.minBetMinor, 'ceil'),
  };
}
