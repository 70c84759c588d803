import { describe, expect, it } from 'vitest';
import {
  bonusShareOf,
  contributionPercent,
  conversionOf,
  defaultContributions,
  depositMatchMinor,
  exceedsMaximumBet,
  pointsNeeded,
  pointsOfStake,
  splitStake,
} from './bonuses';

describe('splitStake: real money first, then bonus money', () => {
  it.each([
    [300n, 1000n, 0n, { cash: 300n, bonus: 0n }],
    [300n, 100n, 1000n, { cash: 100n, bonus: 200n }],
    [300n, 0n, 1000n, { cash: 0n, bonus: 300n }],
    [300n, 300n, 0n, { cash: 300n, bonus: 0n }],
    [1000n, 0n, 1000n, { cash: 0n, bonus: 1000n }],
    [0n, 500n, 500n, { cash: 0n, bonus: 0n }],
    // A negative cash balance (a chargeback) pays nothing of the stake.
    [300n, -50n, 1000n, { cash: 0n, bonus: 300n }],
  ])('a stake of %s with cash %s and bonus %s splits cash first', (stake, cash, bonus, split) => {
    expect(splitStake(stake, cash, bonus)).toEqual(split);
  });

  it('answers null when cash and bonus together cannot pay', () => {
    expect(splitStake(1101n, 100n, 1000n)).toBeNull();
    expect(splitStake(1n, 0n, 0n)).toBeNull();
    expect(splitStake(301n, -50n, 300n)).toBeNull();
  });

  it('refuses a negative stake', () => {
    expect(() => splitStake(-1n, 100n, 0n)).toThrow(RangeError);
  });
});

describe("exceedsMaximumBet: a round's stakes together", () => {
  it('allows any stake with no maximum', () => {
    expect(exceedsMaximumBet(null, 1_000_000n, 1_000_000n)).toBe(false);
  });

  it('allows up to the maximum and refuses one unit more, counting what the round already staked', () => {
    expect(exceedsMaximumBet('500', 0n, 500n)).toBe(false);
    expect(exceedsMaximumBet('500', 0n, 501n)).toBe(true);
    expect(exceedsMaximumBet('500', 300n, 200n)).toBe(false);
    expect(exceedsMaximumBet('500', 300n, 201n)).toBe(true);
  });

  it('refuses the third of three bets of 200 in one round against a maximum of 500', () => {
    let round = 0n;
    const refused = [200n, 200n, 200n].map((stake) => {
      const isRefused = exceedsMaximumBet('500', round, stake);
      if (!isRefused) round += stake;
      return isRefused;
    });
    expect(refused).toEqual([false, false, true]);
  });
});

describe("bonusShareOf: the bonus part of a win, in the round's proportion, rounded up", () => {
  it.each([
    [601n, 300n, 200n, 401n], // 400.67 up
    [600n, 300n, 200n, 400n], // exact
    [1n, 300n, 1n, 1n], // a fraction of a unit goes to bonus
    [500n, 200n, 200n, 500n], // all bonus
    [500n, 200n, 300n, 500n], // bonus stake above the stake (a rollback took cash back): all of it
    [500n, 200n, 0n, 0n], // no bonus stake
    [0n, 200n, 100n, 0n], // no win
    [-5n, 200n, 100n, 0n],
    [500n, 0n, 0n, 0n], // no stake
  ])('a win of %s on stakes %s with %s bonus gives %s to bonus', (amount, stake, bonusStake, share) => {
    expect(bonusShareOf(amount, stake, bonusStake)).toBe(share);
  });

  it('never leaves the cash part above its exact proportion', () => {
    for (let amount = 1n; amount < 200n; amount += 7n)
      for (let bonusStake = 1n; bonusStake < 97n; bonusStake += 5n) {
        const share = bonusShareOf(amount, 97n, bonusStake);
        expect((amount - share) * 97n).toBeLessThanOrEqual(amount * (97n - bonusStake));
        expect(share).toBeLessThanOrEqual(amount);
      }
  });
});

describe('contributionPercent and pointsOfStake', () => {
  const terms = {
    contributions: { ...defaultContributions },
    gameContributions: { 'game-a': 50, 'game-b': 0 },
  };

  it("takes the game's own percent first, then its group's, then 0", () => {
    expect(contributionPercent(terms, { id: 'game-a', group: 'slots' })).toBe(50);
    expect(contributionPercent(terms, { id: 'game-b', group: 'slots' })).toBe(0);
    expect(contributionPercent(terms, { id: 'game-c', group: 'slots' })).toBe(100);
    expect(contributionPercent(terms, { id: 'game-c', group: 'live-casino-and-tables' })).toBe(10);
    const partial = { contributions: { slots: 100 } as typeof terms.contributions, gameContributions: {} };
    expect(contributionPercent(partial, { id: 'game-c', group: 'game-shows' })).toBe(0);
  });

  it('counts points in hundredths of a minor unit, so 10 % of 5 is exact', () => {
    expect(pointsOfStake(5n, 10)).toBe(50n);
    expect(pointsOfStake(1000n, 100)).toBe(100_000n);
    expect(pointsOfStake(1000n, 0)).toBe(0n);
  });

  it.each([-1, 101, 12.5])('refuses a percent of %s', (percent) => {
    expect(() => pointsOfStake(100n, percent)).toThrow(RangeError);
  });
});

describe('pointsNeeded, depositMatchMinor and conversionOf', () => {
  it('multiplies the bonus, or the deposit plus the bonus, in hundredths', () => {
    expect(
      pointsNeeded({ bonusMinor: 1000n, depositMinor: 2000n, wageringMultiple: 30, wageringBase: 'bonus' }),
    ).toBe(3_000_000n);
    expect(
      pointsNeeded({
        bonusMinor: 1000n,
        depositMinor: 2000n,
        wageringMultiple: 30,
        wageringBase: 'deposit_plus_bonus',
      }),
    ).toBe(9_000_000n);
  });

  it('matches a deposit up to the cap, rounding down', () => {
    expect(depositMatchMinor(2000n, 100, 10_000n)).toBe(2000n);
    expect(depositMatchMinor(20_000n, 100, 10_000n)).toBe(10_000n);
    expect(depositMatchMinor(333n, 50, 10_000n)).toBe(166n);
  });

  it('converts up to the cap and forfeits the rest', () => {
    expect(conversionOf(3000n, 1500n)).toEqual({ toCash: 1500n, forfeited: 1500n });
    expect(conversionOf(1000n, 1500n)).toEqual({ toCash: 1000n, forfeited: 0n });
    expect(conversionOf(3000n, null)).toEqual({ toCash: 3000n, forfeited: 0n });
    expect(conversionOf(3000n, 0n)).toEqual({ toCash: 0n, forfeited: 3000n });
  });
});
