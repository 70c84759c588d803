import {
  challengeTiersIn,
  customChallengeIn,
  minorAsEurCentsFraction,
  type ChallengeTier,
} from '@casino/rules';
import { currencyInfo } from '../../lib/player-currency';

/** Minor units of a currency in whole EUR cents, rounded down (leaderboards rank every currency together). */
export function minorToEurCents(minor: bigint, currency: string): bigint {
  const { numerator, denominator } = minorAsEurCentsFraction(minor, currencyInfo(currency));
  return numerator / denominator;
}

/** A challenge tier (1..5) in a currency, scaled by the rules (NOK by 10.5, others by their EUR equivalent). */
export function tierIn(tier: number, currency: string): ChallengeTier {
  const tiers = challengeTiersIn(currencyInfo(currency).code, currencyInfo(currency));
  const found = tiers[tier - 1];
  if (!found) throw new RangeError(`no challenge tier ${tier}`);
  return found;
}

/** What a challenge row holds: a tier of the rules, or custom terms in one currency. */
export interface ChallengeTerms {
  tier: number | null;
  multiplier: bigint | null;
  prizeMinor: bigint | null;
  minBetMinor: bigint | null;
  currency: string | null;
}

/**
 * A challenge's multiplier, prize and minimum bet in a currency: its tier scaled by the rules, or its
 * custom terms (as set in their own currency, converted through EUR in any other).
 */
export function challengeTermsIn(challenge: ChallengeTerms, currency: string): ChallengeTier {
  if (challenge.tier !== null) return tierIn(challenge.tier, currency);
  const { multiplier, prizeMinor, minBetMinor } = challenge;
  if (multiplier === null || prizeMinor === null || minBetMinor === null || challenge.currency === null)
    throw new RangeError('a challenge without a tier has custom terms');
  const terms = { multiplier, prizeMinor, minBetMinor };
  if (challenge.currency === currency) return terms;
  return customChallengeIn(terms, currencyInfo(challenge.currency), currencyInfo(currency));
}
