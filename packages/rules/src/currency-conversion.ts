/**
 * The one home of currency conversion: every rule that turns EUR into a currency's minor units (limits,
 * bonuses, loyalty, challenges, prizes) converts here, in integers only.
 *
 * A currency's equivalent to 1 EUR: how many units of the currency make 1 EUR as a ratio of integers
 * (`num / den`: NOK is 10/1, 0.85 GBP is 17/20) and the currency's minor units. The account
 * currencies' table is shaped the same way, so its entry can be passed as it is; these functions never
 * look a currency up themselves.
 */
export interface EurEquivalent {
  readonly minorUnits: number;
  readonly perEur: { readonly num: number; readonly den: number };
}

/** EUR itself: also what the tests of the other currencies compare against. */
export const eurEquivalentOfEur: EurEquivalent = { minorUnits: 2, perEur: { num: 1, den: 1 } };

const eurMinorUnits = 2n;

export type EurConversionRounding = 'floor' | 'ceil';

function divide(numerator: bigint, denominator: bigint, rounding: EurConversionRounding): bigint {
  const quotient = numerator / denominator;
  return rounding === 'ceil' && quotient * denominator < numerator ? quotient + 1n : quotient;
}

function checkRatio({ perEur, minorUnits }: EurEquivalent): void {
  if (
    !Number.isSafeInteger(perEur.num) ||
    !Number.isSafeInteger(perEur.den) ||
    perEur.num <= 0 ||
    perEur.den <= 0
  ) {
    throw new RangeError('a EUR equivalent is a ratio of positive integers');
  }
  if (!Number.isInteger(minorUnits) || minorUnits < 0) throw new RangeError('minor units are a whole number');
}

/**
 * EUR cents as minor units of the currency: exact when the ratio divides, else rounded as asked
 * (the callers say which way is the safe one for their amount).
 */
export function eurCentsInCurrency(
  eurCents: bigint,
  currency: EurEquivalent,
  rounding: EurConversionRounding,
): bigint {
  checkRatio(currency);
  const { num, den } = currency.perEur;
  const numerator = eurCents * BigInt(num) * 10n ** BigInt(currency.minorUnits);
  return divide(numerator, BigInt(den) * 10n ** eurMinorUnits, rounding);
}

/**
 * Minor units of the currency as an exact fraction of EUR cents, for rules that must multiply before
 * they round (CP): `eurCents = numerator / denominator`.
 */
export function minorAsEurCentsFraction(
  minor: bigint,
  currency: EurEquivalent,
): { numerator: bigint; denominator: bigint } {
  checkRatio(currency);
  const { num, den } = currency.perEur;
  return {
    numerator: minor * BigInt(den) * 10n ** eurMinorUnits,
    denominator: BigInt(num) * 10n ** BigInt(currency.minorUnits),
  };
}

/** Whole EUR (a limit bound such as 20 EUR) as minor units of the currency, rounded as asked. */
export function wholeEurInCurrency(
  euros: bigint,
  currency: EurEquivalent,
  rounding: EurConversionRounding,
): bigint {
  return eurCentsInCurrency(euros * 100n, currency, rounding);
}

/** Is `minor` (minor units of the currency) worth less than `eurCents`? Exact, no rounding. */
export function isBelowEurCents(minor: bigint, eurCents: bigint, currency: EurEquivalent): boolean {
  const { numerator, denominator } = minorAsEurCentsFraction(minor, currency);
  return numerator < eurCents * denominator;
}
