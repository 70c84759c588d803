import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../lib/rng.js';
import { matchStart, type TennisState } from '../models/tennis.js';
import { BucketCalibration, marginsOff, ReturnTally } from '../test/calibration.js';
import { settleTennis, tennisMarkets, type TennisResult } from './tennis-markets.js';

/** Plays a match point by point from a state, written here apart from the chains under test. */
function play(rng: Rng, pA: number, pB: number, from: TennisState): TennisResult {
  const sets: Array<[number, number]> = [];
  const need = (from.bestOf + 1) / 2;
  let [setsA, setsB] = from.sets;
  let [gA, gB] = from.games;
  let [ptA, ptB] = from.points;
  let server = from.server;
  for (let i = 0; i < from.sets[0]; i++) sets.push([6, 0]);
  for (let i = 0; i < from.sets[1]; i++) sets.push([0, 6]);
  while (setsA < need && setsB < need) {
    const isTiebreak = gA === 6 && gB === 6;
    const n = ptA + ptB;
    const pointServer = !isTiebreak || ((n + 1) >> 1) % 2 === 0 ? server : server === 'A' ? 'B' : 'A';
    const aWinsPoint = pointServer === 'A' ? rng.next() < pA : rng.next() >= pB;
    if (aWinsPoint) ptA++;
    else ptB++;
    const target = isTiebreak ? 7 : 4;
    const gameOver = (ptA >= target || ptB >= target) && Math.abs(ptA - ptB) >= 2;
    if (!gameOver) continue;
    if (ptA > ptB) gA++;
    else gB++;
    ptA = 0;
    ptB = 0;
    server = server === 'A' ? 'B' : 'A';
    const setOver = ((gA >= 6 || gB >= 6) && Math.abs(gA - gB) >= 2) || gA === 7 || gB === 7;
    if (!setOver) continue;
    sets.push([gA, gB]);
    if (gA > gB) setsA++;
    else setsB++;
    gA = 0;
    gB = 0;
  }
  return { sets };
}

describe('tennis markets', () => {
  const margin = 0.06;
  const players = [
    [0.64, 0.62],
    [0.7, 0.58],
    [0.6, 0.66],
    [0.67, 0.67],
  ] as const;
  const live: TennisState = {
    bestOf: 3,
    sets: [0, 1],
    gamesInCompletedSets: 6,
    games: [3, 2],
    points: [1, 2],
    server: 'B',
  };

  it('carry the stated margin on every market', () => {
    for (const [pA, pB] of players) {
      for (const state of [matchStart(3), matchStart(5), live]) {
        const markets = tennisMarkets(pA, pB, state, { margin });
        expect(markets.length).toBeGreaterThanOrEqual(10);
        expect(marginsOff(markets, margin)).toEqual([]);
      }
    }
  });

  it('agree with matches played point by point (calibration)', () => {
    const rng = createRng(1877);
    const tally = new ReturnTally();
    const buckets = new BucketCalibration();
    for (const [pA, pB] of players) {
      for (const state of [matchStart(3), matchStart(5, 'B'), live]) {
        const markets = tennisMarkets(pA, pB, state, { margin });
        for (let i = 0; i < 400; i++) {
          const result = play(rng, pA, pB, state);
          for (const market of markets) {
            const settle = (id: string) => settleTennis(market.type, market.specifiers, id, result);
            tally.record(market, settle);
            if (market.type === 'set_betting') {
              for (const o of market.outcomes) buckets.record(o.probability, settle(o.id).result === 1);
            }
          }
        }
      }
    }
    expect(tally.size).toBeGreaterThan(60);
    expect(tally.outliers()).toEqual([]);
    expect(buckets.filled).toBeGreaterThanOrEqual(3);
    expect(buckets.outliers()).toEqual([]);
  });
});
