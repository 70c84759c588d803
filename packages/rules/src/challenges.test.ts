import { describe, expect, it } from 'vitest';
import { challengeTiersEur, challengeTiersIn, customChallengeIn, qualifiesForChallenge } from './challenges';
import { eurEquivalentOfEur } from './currency-conversion';

const nok = { minorUnits: 2, perEur: { num: 10, den: 1 } };
const pln = { minorUnits: 2, perEur: { num: 5, den: 1 } };
const gbp = { minorUnits: 2, perEur: { num: 17, den: 20 } };

// Spec section 9: multiplier, prize (EUR), minimum bet (EUR), all in cents here.
const eurTable = [
  [1_500n, 25_000n, 150n],
  [3_000n, 50_000n, 300n],
  [5_000n, 75_000n, 600n],
  [10_000n, 100_000n, 1_000n],
  [20_000n, 150_000n, 2_500n],
];
const asRows = (tiers: readonly { multiplier: bigint; prizeMinor: bigint; minBetMinor: bigint }[]) =>
  tiers.map((tier) => [tier.multiplier, tier.prizeMinor, tier.minBetMinor]);

describe('challenge tiers', () => {
  it('are the five tiers of the spec in EUR', () => {
    expect(asRows(challengeTiersEur)).toEqual(eurTable);
    expect(asRows(challengeTiersIn('EUR', eurEquivalentOfEur))).toEqual(eurTable);
  });

  it('are scaled by exactly 10.5 in NOK, not by its usual 10', () => {
    expect(asRows(challengeTiersIn('NOK', nok))).toEqual([
      [1_500n, 262_500n, 1_575n],
      [3_000n, 525_000n, 3_150n],
      [5_000n, 787_500n, 6_300n],
      [10_000n, 1_050_000n, 10_500n],
      [20_000n, 1_575_000n, 26_250n],
    ]);
  });

  it('follow the EUR equivalent elsewhere, prizes rounded down and minimum bets up', () => {
    expect(asRows(challengeTiersIn('PLN', pln))[0]).toEqual([1_500n, 125_000n, 750n]);
    expect(asRows(challengeTiersIn('GBP', gbp))).toEqual([
      [1_500n, 21_250n, 128n],
      [3_000n, 42_500n, 255n],
      [5_000n, 63_750n, 510n],
      [10_000n, 85_000n, 850n],
      [20_000n, 127_500n, 2_125n],
    ]);
  });
});

describe('qualifiesForChallenge', () => {
  const [first, , , , last] = challengeTiersEur;

  it('qualifies a win of exactly the multiplier at exactly the minimum bet', () => {
    expect(qualifiesForChallenge(150n, 225_000n, first!)).toBe(true);
    expect(qualifiesForChallenge(2_500n, 50_000_000n, last!)).toBe(true);
  });

  it('does not qualify a win a cent short of the multiplier, or a bet a cent under the minimum', () => {
    expect(qualifiesForChallenge(150n, 224_999n, first!)).toBe(false);
    expect(qualifiesForChallenge(149n, 1_000_000n, first!)).toBe(false);
    expect(qualifiesForChallenge(2_499n, 2_499n * 20_000n, last!)).toBe(false);
  });

  it('compares as integers where a float would not: stake x multiplier, never a division', () => {
    const stake = 9_007_199_254_741n;
    expect(qualifiesForChallenge(stake, stake * 1_500n, first!)).toBe(true);
    expect(qualifiesForChallenge(stake, stake * 1_500n - 1n, first!)).toBe(false);
    expect(Number(stake * 1_500n - 1n) / Number(stake)).toBe(1_500);
  });

  it('uses the NOK minimum bet of NOK 15.75 for the first tier', () => {
    const [nokFirst] = challengeTiersIn('NOK', nok);
    expect(qualifiesForChallenge(1_575n, 1_575n * 1_500n, nokFirst!)).toBe(true);
    expect(qualifiesForChallenge(1_574n, 1_574n * 1_500n, nokFirst!)).toBe(false);
    expect(qualifiesForChallenge(0n, 0n, { multiplier: 2n, prizeMinor: 1n, minBetMinor: 0n })).toBe(false);
  });
});

describe('custom challenges', () => {
  const terms = { multiplier: 250n, prizeMinor: 10_001n, minBetMinor: 33n };

  it('keeps its terms in its own currency and converts them through EUR elsewhere', () => {
    expect(customChallengeIn(terms, nok, nok)).toEqual(terms);
    // NOK 100.01 is EUR 10.001: the prize rounds down to 10.00, the minimum bet (NOK 0.33 = EUR 0.033) up to 0.04.
    expect(customChallengeIn(terms, nok, eurEquivalentOfEur)).toEqual({
      multiplier: 250n,
      prizeMinor: 1_000n,
      minBetMinor: 4n,
    });
    // EUR -> GBP at 17/20: 100.01 EUR is 85.0085 GBP, 0.33 EUR is 0.2805 GBP.
    expect(customChallengeIn(terms, eurEquivalentOfEur, gbp)).toEqual({
      multiplier: 250n,
      prizeMinor: 8_500n,
      minBetMinor: 29n,
    });
    // PLN -> NOK: 5 PLN = 10 NOK, exact both ways.
    expect(customChallengeIn(terms, pln, nok)).toEqual({
      multiplier: 250n,
      prizeMinor: 20_002n,
      minBetMinor: 66n,
    });
  });
});
