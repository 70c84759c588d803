import { describe, expect, it } from 'vitest';
import { normalCdf } from '../lib/distributions.js';
import { createRng, drawNormal, type Rng } from '../lib/rng.js';
import {
  basketballDistributions,
  type BasketballParams,
  type BasketballState,
} from '../models/basketball.js';
import { BucketCalibration, marginsOff, ReturnTally } from '../test/calibration.js';
import { basketballMarkets, settleBasketball, type BasketballResult } from './basketball-markets.js';

const games: BasketballParams[] = [
  { marginMean: 3.5, marginSd: 12, totalMean: 222, totalSd: 18 },
  { marginMean: -6, marginSd: 11, totalMean: 210, totalSd: 16 },
  { marginMean: 11, marginSd: 13, totalMean: 231, totalSd: 19 },
];
const live: BasketballState = { minute: 36, home: 80, away: 84 };

/** A game drawn straight from the model's normals, written here apart from the pricer. */
function play(rng: Rng, params: BasketballParams, state: BasketballState): BasketballResult {
  const period = (minutes: number) => {
    const f = minutes / 48;
    const margin = Math.round(params.marginMean * f + params.marginSd * Math.sqrt(f) * drawNormal(rng));
    const total = Math.round(params.totalMean * f + params.totalSd * Math.sqrt(f) * drawNormal(rng));
    return { margin, total };
  };
  const regulation = period(48 - state.minute);
  let margin = state.home - state.away + regulation.margin;
  let total = state.home + state.away + regulation.total;
  if (margin === 0) {
    let overtime = period(5);
    while (overtime.margin === 0) overtime = period(5);
    margin = overtime.margin;
    total += overtime.total;
  }
  return { home: (total + margin) / 2, away: (total - margin) / 2 };
}

describe('basketball', () => {
  it('prices the moneyline from the normal margin with overtime split', () => {
    const { margin, pOvertime } = basketballDistributions(games[0]!);
    const home = [...margin].filter(([m]) => m > 0).reduce((s, [, p]) => s + p, 0);
    expect(pOvertime).toBeCloseTo(normalCdf(0.5, 3.5, 12) - normalCdf(-0.5, 3.5, 12), 6);
    const overtimeHome = 1 - normalCdf(0.5, 3.5 * (5 / 48), 12 * Math.sqrt(5 / 48));
    const overtimeAway = normalCdf(-0.5, 3.5 * (5 / 48), 12 * Math.sqrt(5 / 48));
    expect(home).toBeCloseTo(
      1 - normalCdf(0.5, 3.5, 12) + (pOvertime * overtimeHome) / (overtimeHome + overtimeAway),
      6,
    );
  });

  it('carries the stated margin and agrees with simulated games, pre-match and live', () => {
    const rng = createRng(1891);
    const tally = new ReturnTally();
    const buckets = new BucketCalibration();
    for (const params of games) {
      for (const state of [{ minute: 0, home: 0, away: 0 }, live]) {
        const markets = basketballMarkets(params, state, { margin: 0.045 });
        expect(marginsOff(markets, 0.045)).toEqual([]);
        for (let i = 0; i < 1500; i++) {
          const result = play(rng, params, state);
          for (const market of markets) {
            const settle = (id: string) => settleBasketball(market.type, market.specifiers, id, result);
            tally.record(market, settle);
            if (market.type === 'moneyline') {
              for (const o of market.outcomes) buckets.record(o.probability, settle(o.id).result === 1);
            }
          }
        }
      }
    }
    expect(tally.size).toBeGreaterThan(80);
    expect(tally.outliers()).toEqual([]);
    expect(buckets.outliers()).toEqual([]);
  });
});
