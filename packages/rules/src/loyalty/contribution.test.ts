import { describe, expect, it } from 'vitest';
import {
  contributionWeight,
  cpFromStake,
  defaultContributionWeights,
  oddsReachCpMinimum,
  type ContributionWeights,
} from './contribution';
import { cpToMicro } from './cp';
import { eurEquivalentOfEur } from '../currency-conversion';

const eur = eurEquivalentOfEur;
const nok = { minorUnits: 2, perEur: { num: 10, den: 1 } };
const pln = { minorUnits: 2, perEur: { num: 5, den: 1 } };
const gbp = { minorUnits: 2, perEur: { num: 17, den: 20 } };

describe('contribution weights', () => {
  it('are the spec values by category', () => {
    const weights: [Parameters<typeof contributionWeight>[0], number][] = [
      [{ product: 'casino', category: 'slots' }, 100],
      [{ product: 'casino', category: 'live-casino' }, 20],
      [{ product: 'casino', category: 'table' }, 20],
      [{ product: 'casino', category: 'virtual' }, 20],
      [{ product: 'casino', category: 'game-shows' }, 20],
      [{ product: 'casino', category: 'crash-and-fast' }, 20],
      [{ product: 'casino' }, 100],
      [{ product: 'sportsbook', combinedOdds: '2.5' }, 20],
    ];
    for (const [wager, weight] of weights)
      expect(contributionWeight(wager), JSON.stringify(wager)).toBe(weight);
  });

  it('resolve game, then category, then product', () => {
    const weights: ContributionWeights = {
      products: { casino: 50, sportsbook: 10 },
      categories: { table: 30 },
      games: { 'blackjack-pro': 5, 'zero-game': 0 },
    };
    expect(
      contributionWeight({ product: 'casino', category: 'table', gameId: 'blackjack-pro' }, weights),
    ).toBe(5);
    expect(contributionWeight({ product: 'casino', category: 'table', gameId: 'zero-game' }, weights)).toBe(
      0,
    );
    expect(contributionWeight({ product: 'casino', category: 'table', gameId: 'other' }, weights)).toBe(30);
    expect(contributionWeight({ product: 'casino', category: 'slots', gameId: 'other' }, weights)).toBe(50);
    expect(contributionWeight({ product: 'sportsbook', combinedOdds: '3', gameId: 'other' }, weights)).toBe(
      10,
    );
    expect(defaultContributionWeights.games).toEqual({});
  });

  it('count the sportsbook only from combined odds of 1.2, compared exactly', () => {
    const sportsbook = (combinedOdds: string) => contributionWeight({ product: 'sportsbook', combinedOdds });
    expect(sportsbook('1.19')).toBe(0);
    expect(sportsbook('1.1999999999')).toBe(0);
    expect(sportsbook('1.2')).toBe(20);
    expect(sportsbook('1.20')).toBe(20);
    expect(sportsbook('1.200000')).toBe(20);
    expect(sportsbook('1.21')).toBe(20);
    expect(sportsbook('12')).toBe(20);
    expect(contributionWeight({ product: 'sportsbook' })).toBe(0);
  });

  it('keep the odds gate even for a sportsbook override', () => {
    const weights = { ...defaultContributionWeights, games: { 'match-1': 100 } };
    expect(
      contributionWeight({ product: 'sportsbook', gameId: 'match-1', combinedOdds: '1.19' }, weights),
    ).toBe(0);
    expect(
      contributionWeight({ product: 'sportsbook', gameId: 'match-1', combinedOdds: '1.21' }, weights),
    ).toBe(100);
  });

  it('refuse odds that are not a plain decimal', () => {
    for (const odds of ['1,2', '', '-1.3', '1.2e0', ' 1.2', 'abc'])
      expect(() => oddsReachCpMinimum(odds), odds).toThrow(RangeError);
  });
});

describe('cpFromStake (micro-CP)', () => {
  it('gives 1 CP per EUR 25 of fully counted stake', () => {
    expect(cpFromStake(2_500n, eur, 100)).toBe(cpToMicro(1));
    expect(cpFromStake(5_000_000n, eur, 100)).toBe(cpToMicro(2_000));
    expect(cpFromStake(100_000_000n, eur, 100)).toBe(cpToMicro(40_000));
  });

  it('keeps fractions of a CP exactly', () => {
    expect(cpFromStake(2_499n, eur, 100)).toBe(999_600n);
    expect(cpFromStake(1n, eur, 100)).toBe(400n);
    expect(cpFromStake(1n, eur, 20)).toBe(80n);
    expect(cpFromStake(2_500n, eur, 20)).toBe(200_000n);
    expect(cpFromStake(12_500n, eur, 20)).toBe(cpToMicro(1));
  });

  it('converts other currencies by their EUR equivalent: NOK 250 is EUR 25', () => {
    expect(cpFromStake(25_000n, nok, 100)).toBe(cpToMicro(1));
    expect(cpFromStake(1n, nok, 100)).toBe(40n);
    expect(cpFromStake(1n, nok, 20)).toBe(8n);
    expect(cpFromStake(12_500n, pln, 100)).toBe(cpToMicro(1));
    expect(cpFromStake(1n, pln, 20)).toBe(16n);
  });

  it('rounds down once when a currency does not divide: GBP 21.25 is EUR 25', () => {
    expect(cpFromStake(2_125n, gbp, 100)).toBe(cpToMicro(1));
    expect(cpFromStake(1n, gbp, 100)).toBe(470n);
    expect(cpFromStake(100n, gbp, 100)).toBe(47_058n);
  });

  it('earns nothing from nothing, and refuses a weight that is not a whole percentage', () => {
    expect(cpFromStake(0n, eur, 100)).toBe(0n);
    expect(cpFromStake(-2_500n, eur, 100)).toBe(0n);
    expect(cpFromStake(2_500n, eur, 0)).toBe(0n);
    expect(() => cpFromStake(2_500n, eur, 12.5)).toThrow(RangeError);
    expect(() => cpFromStake(2_500n, eur, 101)).toThrow(RangeError);
  });
});
