import { describe, expect, it } from 'vitest';
import { settleFootball } from '../markets/football-resolve.js';
import { resultKindOf } from './leg.js';
import { settleLine } from './lines.js';

const result = (home: number, away: number) => ({ home, away, htHome: 0, htAway: 0, goals: [] });
const asian = (hcp: number, side: 'home' | 'away', home: number, away: number) =>
  resultKindOf(settleFootball('asian_handicap', { hcp }, side, result(home, away)));
const totals = (total: number, side: 'over' | 'under', goals: number) =>
  resultKindOf(settleFootball('totals', { total }, side, result(goals, 0)));

describe('Asian lines', () => {
  it.each([
    // handicap on home, side, score, home's result, away's result (the away side takes -handicap)
    [0, 1, 1, 'void', 'void'],
    [-0.25, 1, 1, 'half_lost', 'half_won'],
    [0.25, 1, 1, 'half_won', 'half_lost'],
    [-0.25, 2, 1, 'won', 'lost'],
    [-0.5, 1, 1, 'lost', 'won'],
    [-0.75, 2, 1, 'half_won', 'half_lost'],
    [-0.75, 3, 1, 'won', 'lost'],
    [0.75, 1, 2, 'half_lost', 'half_won'],
    [-1, 2, 1, 'void', 'void'],
    [-1.25, 2, 1, 'half_lost', 'half_won'],
    [-1.5, 2, 1, 'lost', 'won'],
    [1.25, 0, 1, 'half_won', 'half_lost'],
  ] as const)('handicap %d at %d-%d: home %s, away %s', (hcp, home, away, homeKind, awayKind) => {
    expect(asian(hcp, 'home', home, away)).toBe(homeKind);
    expect(asian(hcp, 'away', home, away)).toBe(awayKind);
  });

  it.each([
    [2.25, 2, 'half_lost', 'half_won'],
    [2.25, 3, 'won', 'lost'],
    [2.75, 3, 'half_won', 'half_lost'],
    [2, 2, 'void', 'void'],
    [2.5, 2, 'lost', 'won'],
  ] as const)('totals %d with %d goals: over %s, under %s', (total, goals, over, under) => {
    expect(totals(total, 'over', goals)).toBe(over);
    expect(totals(total, 'under', goals)).toBe(under);
  });

  it('split a quarter line into its two neighbours', () => {
    expect(resultKindOf(settleLine(0, -0.25))).toBe('half_lost');
    expect(resultKindOf(settleLine(0, 0.25))).toBe('half_won');
  });
});
