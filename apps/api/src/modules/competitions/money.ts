import { challengeTiersIn, minorAsEurCentsFraction, type ChallengeTier } from '@casino/rules';
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
