import { describe, expect, it } from 'vitest';
import {
  gameWinProbability,
  matchDistribution,
  matchStart,
  setScoreDistribution,
  tiebreakWinProbability,
} from './tennis.js';

const setA = (pA: number, pB: number, server: 'A' | 'B') =>
  [...setScoreDistribution(pA, pB, { games: [0, 0], points: [0, 0], server })].reduce(
    (sum, [score, p]) => (Number(score.split('-')[0]) > Number(score.split('-')[1]) ? sum + p : sum),
    0,
  );

describe('tennis chains', () => {
  it('hold serve as the closed form says: p^4 (1 + 4q + 10q^2) + 20 p^3 q^3 p^2 / (1 - 2pq)', () => {
    for (const p of [0.5, 0.55, 0.62, 0.7, 0.8]) {
      const q = 1 - p;
      const closed = p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
      expect(gameWinProbability(p)).toBeCloseTo(closed, 12);
    }
    expect(gameWinProbability(0.5)).toBeCloseTo(0.5, 12);
    // from 40-0 the server fails only by losing three points and then the deuce
    expect(gameWinProbability(0.6, 3, 0)).toBeCloseTo(1 - 0.4 ** 3 * (1 - 0.36 / 0.52), 12);
  });

  it('give even players even tie-breaks and sets, and a tie-break from 6-6 by the two-point rule', () => {
    expect(tiebreakWinProbability(0.64, 0.64)).toBeCloseTo(0.5, 12);
    expect(tiebreakWinProbability(0.7, 0.6, 6, 6)).toBeCloseTo((0.7 * 0.4) / (0.7 * 0.4 + 0.3 * 0.6), 12);
    expect(setA(0.63, 0.63, 'A')).toBeCloseTo(0.5, 12);
  });

  it('make the set and the match independent of who serves first (a known property of the model)', () => {
    expect(setA(0.68, 0.61, 'A')).toBeCloseTo(setA(0.68, 0.61, 'B'), 10);
    const a = matchDistribution(0.68, 0.61, matchStart(3, 'A')).matchA;
    const b = matchDistribution(0.68, 0.61, matchStart(3, 'B')).matchA;
    expect(a).toBeCloseTo(b, 10);
  });

  it('chain sets into matches: best of 3 is s^2 (3 - 2s), best of 5 is s^3 (10 - 15s + 6s^2)', () => {
    const s = setA(0.66, 0.6, 'A');
    const bo3 = matchDistribution(0.66, 0.6, matchStart(3));
    const bo5 = matchDistribution(0.66, 0.6, matchStart(5));
    expect(bo3.matchA).toBeCloseTo(s * s * (3 - 2 * s), 10);
    expect(bo5.matchA).toBeCloseTo(s ** 3 * (10 - 15 * s + 6 * s * s), 10);
    expect(bo3.sets.get('2-0')).toBeCloseTo(s * s, 10);
    const sum = (m: Map<unknown, number>) => [...m.values()].reduce((x, y) => x + y, 0);
    expect(sum(bo5.sets)).toBeCloseTo(1, 10);
    expect(sum(bo5.totalGames)).toBeCloseTo(1, 10);
  });

  it('start live from the state: a set and a break up is worth more, a lost match is worth nothing', () => {
    const start = matchDistribution(0.64, 0.64, matchStart(3)).matchA;
    const ahead = matchDistribution(0.64, 0.64, {
      bestOf: 3,
      sets: [1, 0],
      gamesInCompletedSets: 10,
      games: [3, 1],
      points: [0, 0],
      server: 'A',
    }).matchA;
    expect(start).toBeCloseTo(0.5, 10);
    expect(ahead).toBeGreaterThan(0.9);
    const matchPointDown = matchDistribution(0.64, 0.64, {
      bestOf: 3,
      sets: [0, 1],
      gamesInCompletedSets: 6,
      games: [5, 6],
      points: [0, 3],
      server: 'A',
    });
    // A must hold from 0-40, then win from 6-6 (B's turn to serve: the tie-break's first point)
    const fromTiebreak = matchDistribution(0.64, 0.64, {
      bestOf: 3,
      sets: [0, 1],
      gamesInCompletedSets: 6,
      games: [6, 6],
      points: [0, 0],
      server: 'B',
    }).matchA;
    expect(matchPointDown.matchA).toBeCloseTo(gameWinProbability(0.64, 0, 3) * fromTiebreak, 12);
    const lost = (matchPointDown.sets.get('0-2') ?? 0) + (matchPointDown.sets.get('1-2') ?? 0);
    expect(lost).toBeCloseTo(1 - matchPointDown.matchA, 12);
    expect(matchPointDown.sets.get('2-0')).toBeUndefined();
  });
});
