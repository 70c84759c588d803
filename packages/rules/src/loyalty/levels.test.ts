import { describe, expect, it } from 'vitest';
import { cpToMicro } from './cp';
import {
  cpUntilNextLevel,
  currentLevel,
  findLoyaltyLevel,
  levelAfter,
  levelsCrossed,
  loyaltyLevels,
  maxLoyaltyLevel,
  nextLevel,
  nextLevelAfter,
} from './levels';

// Spec section 9, written out by hand: level, required CP, category, reward (free spins, or whole EUR).
// Levels 7-19 follow "+80 per level" from 120 and level 20 is the stated 1,840 (see levels.ts).
type Row = [number, number, string, { spins: number } | number];
const table: Row[] = [
  [1, 10, 'art', { spins: 10 }],
  [2, 16, 'art', { spins: 20 }],
  [3, 24, 'art', { spins: 20 }],
  [4, 40, 'art', { spins: 25 }],
  [5, 80, 'art', { spins: 30 }],
  [6, 120, 'art', 6],
  [7, 200, 'art', 7],
  [8, 280, 'art', 8],
  [9, 360, 'art', 9],
  [10, 440, 'art', 10],
  [11, 520, 'art', 11],
  [12, 600, 'art', 12],
  [13, 680, 'art', 13],
  [14, 760, 'art', 14],
  [15, 840, 'art', 15],
  [16, 920, 'art', 16],
  [17, 1000, 'art', 17],
  [18, 1080, 'art', 18],
  [19, 1160, 'art', 19],
  [20, 1840, 'art', 20],
  [21, 2000, 'bronze', 21],
  [22, 2200, 'bronze', 22],
  [23, 2400, 'bronze', 23],
  [24, 2600, 'bronze', 24],
  [25, 2800, 'bronze', 25],
  [26, 3000, 'bronze', 26],
  [27, 3200, 'bronze', 27],
  [28, 3400, 'bronze', 28],
  [29, 3600, 'bronze', 29],
  [30, 3800, 'bronze', 30],
  [31, 4000, 'silver', 31],
  [32, 4400, 'silver', 32],
  [33, 4800, 'silver', 33],
  [34, 5200, 'silver', 34],
  [35, 5600, 'silver', 35],
  [36, 6000, 'silver', 36],
  [37, 6800, 'silver', 37],
  [38, 7600, 'silver', 38],
  [39, 8400, 'silver', 39],
  [40, 9200, 'silver', 40],
  [41, 10000, 'gold', 41],
  [42, 12000, 'gold', 42],
  [43, 14000, 'gold', 43],
  [44, 16000, 'gold', 44],
  [45, 18000, 'gold', 45],
  [46, 20000, 'gold', 46],
  [47, 24000, 'gold', 47],
  [48, 28000, 'gold', 48],
  [49, 32000, 'gold', 49],
  [50, 36000, 'gold', 50],
  [51, 40000, 'platinum', 100],
  [52, 80000, 'platinum', 110],
  [53, 120000, 'platinum', 120],
  [54, 160000, 'platinum', 130],
  [55, 200000, 'platinum', 140],
  [56, 240000, 'platinum', 150],
  [57, 280000, 'platinum', 160],
  [58, 340000, 'platinum', 180],
  [59, 400000, 'platinum', 200],
  [60, 480000, 'platinum', 250],
];

const cp = cpToMicro;

describe('the level table', () => {
  it('has the 60 levels of spec section 9 and nothing else', () => {
    expect(maxLoyaltyLevel).toBe(60);
    expect(loyaltyLevels.map((level) => level.number)).toEqual(table.map(([number]) => number));
  });

  it.each(table)('level %i needs %i CP, is %s and rewards %o', (number, requiredCp, category, reward) => {
    const level = findLoyaltyLevel(number)!;
    expect(level.requiredCp).toBe(requiredCp);
    expect(level.category).toBe(category);
    if (typeof reward === 'number') {
      expect(level.reward).toEqual({ kind: 'cash', eurCents: BigInt(reward) * 100n });
    } else {
      expect(level.reward).toMatchObject({ kind: 'freeSpins', spins: reward.spins });
    }
  });

  it('rewards free spins on five different slots of the studio', () => {
    const slugs = loyaltyLevels
      .slice(0, 5)
      .map((level) => (level.reward.kind === 'freeSpins' ? level.reward.gameSlug : ''));
    expect(new Set(slugs).size).toBe(5);
    expect(slugs.every((slug) => /^[a-z-]+$/.test(slug))).toBe(true);
  });

  it('requires strictly more CP at every level', () => {
    for (const [index, level] of loyaltyLevels.entries()) {
      if (index > 0) expect(level.requiredCp).toBeGreaterThan(loyaltyLevels[index - 1]!.requiredCp);
    }
  });
});

describe('current and next level', () => {
  // CP (whole, or micro-CP when a bigint), current level, next level (null: none).
  const cases: [string, number | bigint, number, number | null][] = [
    ['nothing yet', 0, 0, 1],
    ['a micro-CP short of level 1', cp(10) - 1n, 0, 1],
    ['9 CP', 9, 0, 1],
    ['10 CP', 10, 1, 2],
    ['11 CP', 11, 1, 2],
    ['15 CP', 15, 1, 2],
    ['16 CP', 16, 2, 3],
    ['119 CP', 119, 5, 6],
    ['120 CP', 120, 6, 7],
    ['1159 CP', 1159, 18, 19],
    ['1160 CP', 1160, 19, 20],
    ['1839 CP', 1839, 19, 20],
    ['1840 CP, the last level of Art', 1840, 20, 21],
    ['1999 CP', 1999, 20, 21],
    ['a micro-CP short of Bronze', cp(2000) - 1n, 20, 21],
    ['2000 CP, VIP Bronze', 2000, 21, 22],
    ['2001 CP', 2001, 21, 22],
    ['3799 CP', 3799, 29, 30],
    ['3800 CP, the last level of Bronze', 3800, 30, 31],
    ['3999 CP', 3999, 30, 31],
    ['4000 CP, Silver', 4000, 31, 32],
    ['9199 CP', 9199, 39, 40],
    ['9200 CP, the last level of Silver', 9200, 40, 41],
    ['9999 CP', 9999, 40, 41],
    ['10000 CP, Gold', 10000, 41, 42],
    ['35999 CP', 35999, 49, 50],
    ['36000 CP, the last level of Gold', 36000, 50, 51],
    ['39999 CP', 39999, 50, 51],
    ['40000 CP, Platinum', 40000, 51, 52],
    ['479999 CP', 479999, 59, 60],
    ['480000 CP, level 60', 480000, 60, null],
    ['beyond level 60', 10_000_000, 60, null],
  ];

  it.each(cases)('%s', (_name, balance, current, next) => {
    const microCp = typeof balance === 'bigint' ? balance : cp(balance);
    expect(currentLevel(microCp)).toBe(current);
    expect(nextLevel(microCp)?.number ?? null).toBe(next);
  });

  it('counts the CP until the next level exactly, and none at level 60', () => {
    expect(cpUntilNextLevel(0n)).toBe(cp(10));
    expect(cpUntilNextLevel(cp(10))).toBe(cp(6));
    expect(cpUntilNextLevel(cp(1839))).toBe(cp(1));
    expect(cpUntilNextLevel(cp(2000) - 1n)).toBe(1n);
    expect(cpUntilNextLevel(cp(1840))).toBe(cp(160));
    expect(cpUntilNextLevel(cp(479_999) + 500_000n)).toBe(500_000n);
    expect(cpUntilNextLevel(cp(480_000))).toBeNull();
  });

  it('moves from the last level of a category to the first of the next, and from 60 to none', () => {
    expect(nextLevelAfter(0)?.number).toBe(1);
    expect(nextLevelAfter(20)).toMatchObject({ number: 21, category: 'bronze' });
    expect(nextLevelAfter(30)).toMatchObject({ number: 31, category: 'silver' });
    expect(nextLevelAfter(40)).toMatchObject({ number: 41, category: 'gold' });
    expect(nextLevelAfter(50)).toMatchObject({ number: 51, category: 'platinum' });
    expect(nextLevelAfter(60)).toBeNull();
  });
});

describe('levels only go up', () => {
  it('keeps a level reached even when CP is lower', () => {
    expect(levelAfter(21, cp(100))).toBe(21);
    expect(levelAfter(5, cp(2000))).toBe(21);
  });
});

describe('levelsCrossed', () => {
  const numbers = (from: number | bigint, to: number | bigint) =>
    levelsCrossed(typeof from === 'bigint' ? from : cp(from), typeof to === 'bigint' ? to : cp(to)).map(
      (level) => level.number,
    );

  it('pays every level between on a multi-level jump, lowest first', () => {
    expect(numbers(0, 130)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbers(1800, 4100)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]);
    expect(numbers(470_000, 20_000_000)).toEqual([60]);
  });

  it('pays a level reached exactly, once, and nothing within a level or backwards', () => {
    expect(numbers(cp(2000) - 1n, cp(2000))).toEqual([21]);
    expect(numbers(2000, 2100)).toEqual([]);
    expect(numbers(3000, 1000)).toEqual([]);
    expect(numbers(480_000, 900_000)).toEqual([]);
  });

  it('pays each level once over a run of small steps', () => {
    const paid: number[] = [];
    for (let balance = 0; balance < 2100; balance += 7) paid.push(...numbers(balance, balance + 7));
    expect(paid).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
  });
});
